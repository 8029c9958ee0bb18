#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a ``TerminalScreen`` on a ``Terminal``: reads keys, hands them to the screen, and
/// draws a frame after each batch, in one write.
///
/// Ctrl-C ends the session whatever the screen does with it (raw mode turns off the signal,
/// so the key arrives as a key). The terminal is restored when ``run(_:)`` returns or throws,
/// and by ``Terminal``'s handlers if the process is killed or crashes.
@MainActor public final class TerminalSession {
  /// The terminal it runs on.
  public let terminal: Terminal
  /// How long the last key took to handle, draw and write, in nanoseconds: from its bytes
  /// being read to the frame's `write` returning.
  public private(set) var lastFrameNanoseconds: UInt64 = 0
  /// How long to wait after a lone Escape before deciding it is the Escape key, in
  /// milliseconds.
  public var escapeTimeout: Int32 = 25
  /// How long after a frame caused by keys, in milliseconds, with no key arriving, the
  /// screen's ``TerminalScreen/idle(interrupted:)`` work starts.
  ///
  /// The terminal is drawing the frame meanwhile. Starting at once, memory-heavy idle work
  /// (a search reading ahead) delayed the frame's arrival by 3 to 6 ms at one key in thirty,
  /// measured on 2 cores by the `live` benchmark; after 10 ms, by none.
  public var idleDelay: Int32 = 10
  /// Called after each frame caused by keys with ``lastFrameNanoseconds``. To show a frame's
  /// cost in that frame, implement ``TerminalScreen/drawFrameCost(_:into:)`` instead.
  public var onFrame: ((UInt64) -> Void)?

  private var renderer = TerminalRenderer()
  private var decoder = KeyDecoder()

  /// How each part of the screen looks. Changing it redraws everything at the next frame.
  public var theme: Theme {
    get { renderer.theme }
    set { renderer.theme = newValue }
  }
  /// How many colours the terminal shows: detected from the environment
  /// (``ColorDepth/detect(environment:)``: `NO_COLOR`, `TERM`, `COLORTERM`) unless set.
  public var colorDepth: ColorDepth {
    get { renderer.colorDepth }
    set { renderer.colorDepth = newValue }
  }

  /// Whether the session is for a screen reader or a braille display: no full-screen
  /// redraws, no alternate screen, no colour; a plain line for each change the screen tells
  /// (``TerminalScreen/accessibleLines()``) and the edited line rewritten in place, its
  /// cursor at the caret, as a shell's prompt is. On when the environment's
  /// `FIELDWORK_ACCESSIBLE` is set to anything but `0` or empty (GitHub CLI's
  /// `GH_ACCESSIBLE_PROMPTER` is the model), unless set.
  public var isAccessible: Bool

  /// A session on `terminal` (standard input and output by default), drawing with `theme`
  /// at the colour depth the environment describes.
  public init(terminal: Terminal = Terminal(), theme: Theme = .standard) {
    self.terminal = terminal
    renderer.theme = theme
    let environment = Self.environment()
    renderer.colorDepth = ColorDepth.detect(environment: environment)
    isAccessible = Self.asksForAccessibility(environment)
  }

  /// Whether `environment` asks for an accessible session.
  nonisolated public static func asksForAccessibility(_ environment: [String: String]) -> Bool {
    guard let value = environment["FIELDWORK_ACCESSIBLE"] else { return false }
    return !value.isEmpty && value != "0"
  }

  /// The process's environment, from the C library (no Foundation).
  static func environment() -> [String: String] {
    var result: [String: String] = [:]
    for name in ["NO_COLOR", "TERM", "COLORTERM", "FIELDWORK_ACCESSIBLE"] {
      if let value = getenv(name) { result[name] = String(cString: value) }
    }
    return result
  }

  /// Runs `screen` until it returns ``KeyResult/quit``, Ctrl-C is pressed or input ends.
  ///
  /// - Throws: ``TerminalError/notATerminal`` when standard input or output is not a terminal
  ///   (nothing is changed), or an error from the terminal.
  public func run(_ screen: some TerminalScreen) throws(TerminalError) {
    if isAccessible { return try runAccessible(screen) }
    try terminal.enter()
    defer { terminal.restore() }
    var size = terminal.size
    draw(screen, size: size, since: nil)
    while true {
      // A lone Escape waits `escapeTimeout`; an unfinished paste waits a second of silence
      // before what arrived is delivered (a terminal that never ends it cannot swallow keys).
      let timeout = decoder.isPasting ? 1_000 : decoder.hasPendingInput ? escapeTimeout : -1
      guard let bytes = terminal.read(timeout: timeout) else { return }
      let start = Self.now()
      let resized = terminal.takeResize()
      var events = decoder.decode(bytes)
      // Nothing arrived in time (not a resize waking the loop): what is pending is complete.
      if bytes.isEmpty && !resized && decoder.hasPendingInput { events += decoder.flush() }
      if resized {
        size = terminal.size
        renderer.invalidate()
      } else if events.isEmpty {
        continue
      }
      let entered = terminal.timesEntered
      for event in events {
        if event == KeyEvent(.control("c")) { return }
        if screen.handle(event) == .quit { return }
      }
      // A key ran a program on the terminal (an editor): what it showed is not ours.
      if terminal.timesEntered != entered {
        size = terminal.size
        renderer.invalidate()
      }
      draw(screen, size: size, since: events.isEmpty ? nil : start)
      guard !events.isEmpty else { continue }
      lastFrameNanoseconds = Self.now() - start
      onFrame?(lastFrameNanoseconds)
      // Idle work waits until the terminal has had time to show the frame.
      let input = terminal.inputDescriptor
      var waiting = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
      if poll(&waiting, 1, idleDelay) > 0 { continue }
      screen.idle { Terminal.hasInput(on: input) }
    }
  }

  /// The accessible session: keys as in a full-screen one (raw mode, the same decoder and
  /// screen), output as lines on the main screen.
  private func runAccessible(_ screen: some TerminalScreen) throws(TerminalError) {
    terminal.usesAlternateScreen = false
    try terminal.enter()
    defer { terminal.restore() }
    var writer = AccessibleLineWriter()
    terminal.write(
      writer.update(lines: screen.accessibleLines(), prompt: screen.accessiblePrompt()))
    while true {
      let timeout = decoder.isPasting ? 1_000 : decoder.hasPendingInput ? escapeTimeout : -1
      guard let bytes = terminal.read(timeout: timeout) else { return }
      _ = terminal.takeResize()
      var events = decoder.decode(bytes)
      if bytes.isEmpty && decoder.hasPendingInput { events += decoder.flush() }
      guard !events.isEmpty else { continue }
      for event in events {
        if event == KeyEvent(.control("c")) { return }
        if screen.handle(event) == .quit { return }
      }
      let output = writer.update(lines: screen.accessibleLines(), prompt: screen.accessiblePrompt())
      if !output.isEmpty { terminal.write(output) }
    }
  }

  /// Draws a frame, then its cost over it (``TerminalScreen/drawFrameCost(_:into:)``), and
  /// writes both in one write: the cost covers reading the keys, handling them, drawing and
  /// diffing the frame.
  private func draw(_ screen: some TerminalScreen, size: TerminalSize, since start: UInt64?) {
    var canvas = Canvas(rows: size.rows, columns: size.columns)
    screen.draw(into: &canvas)
    var output = renderer.render(canvas)
    screen.drawFrameCost(start.map { Self.now() - $0 }, into: &canvas)
    output += renderer.render(canvas)
    if !output.isEmpty { terminal.write(output) }
  }

  /// Monotonic nanoseconds.
  static func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }
}

/// What an accessible session writes: each line the screen tells that differs from the last
/// time, on a line of its own, then the edited line, rewritten in place (carriage return,
/// clear to its end) with the cursor at the caret. No other escape sequence: nothing moves
/// the cursor between lines, nothing is coloured.
struct AccessibleLineWriter {
  private var lines: [String] = []
  private var prompt: AccessiblePrompt?

  /// The output that brings the terminal from what was written to `lines` and `prompt`.
  mutating func update(lines newLines: [String], prompt newPrompt: AccessiblePrompt?) -> String {
    let told = newLines.enumerated().filter { index, line in
      index >= lines.count || lines[index] != line
    }.map(\.element)
    lines = newLines
    var output = ""
    if !told.isEmpty {
      // The edited line makes way for what is told, and comes back under it.
      if prompt != nil { output += "\r\u{1B}[K" }
      for line in told { output += VisibleText.escaping(line) + "\r\n" }
    }
    if let newPrompt, !told.isEmpty || newPrompt != prompt {
      let text = VisibleText.escaping(newPrompt.prompt + newPrompt.text)
      let beforeCaret = VisibleText.escaping(
        newPrompt.prompt + String(newPrompt.text.prefix(max(newPrompt.caret, 0))))
      output += "\r\u{1B}[K" + text
      let back = DisplayWidth.of(text) - DisplayWidth.of(beforeCaret)
      if back > 0 { output += "\u{1B}[\(back)D" }
    }
    prompt = newPrompt
    return output
  }
}

import FieldworkTerminal

/// Runs a `TerminalScreen` headlessly: keys in, an
/// ``InMemoryTerminal`` out, through the same decoder and renderer a real session uses. After
/// each frame that keys caused, it calls the screen's `idle(interrupted:)`, as a session does
/// while it waits for the next key (never interrupted: no key is waiting).
///
/// ```swift
/// let harness = TerminalHarness(screen, rows: 10, columns: 40)
/// harness.type("zoe")
/// harness.terminal.line(3)     // "  Zoë Saldaña"
/// ```
@MainActor public final class TerminalHarness<Screen: TerminalScreen> {
  /// The screen under test.
  public let screen: Screen
  /// What a person would see.
  public private(set) var terminal: InMemoryTerminal
  /// The bytes the last frame wrote (empty when nothing changed).
  public private(set) var lastOutput = ""
  /// Whether the screen ended the session (`quit` or Ctrl-C).
  public private(set) var didQuit = false
  private var renderer = TerminalRenderer()
  private var decoder = KeyDecoder()

  /// Draws `screen`'s first frame on a `rows` × `columns` terminal, with `theme` at `colorDepth`.
  public init(
    _ screen: Screen, rows: Int = 24, columns: Int = 80, theme: Theme = .standard,
    colorDepth: ColorDepth = .sixteen
  ) {
    self.screen = screen
    terminal = InMemoryTerminal(rows: rows, columns: columns)
    renderer = TerminalRenderer(theme: theme, colorDepth: colorDepth)
    redraw()
  }

  /// The screen's text, row by row.
  public var lines: [String] { terminal.lines }

  /// Sends key presses, then draws one frame.
  public func send(_ events: KeyEvent...) {
    deliver(events)
  }

  /// Sends `key` with no modifiers, then draws one frame.
  public func send(_ key: Key) {
    deliver([KeyEvent(key)])
  }

  /// Types `text`, one key per character (a newline is Enter), drawing a frame after each.
  public func type(_ text: String) {
    for character in text {
      deliver([KeyEvent(character.isNewline ? .enter : .character(character))])
    }
  }

  /// Sends raw terminal input through the `KeyDecoder` (as if no more
  /// bytes follow), then draws one frame.
  public func send(bytes: some Sequence<UInt8>) {
    deliver(decoder.decode(bytes) + decoder.flush())
  }

  /// Resizes the terminal and redraws everything.
  public func resize(rows: Int, columns: Int) {
    terminal.resize(rows: rows, columns: columns)
    renderer.invalidate()
    redraw()
  }

  private func deliver(_ events: [KeyEvent]) {
    let start = ContinuousClock.now
    for event in events where !didQuit {
      if event == KeyEvent(.control("c")) || screen.handle(event) == .quit { didQuit = true }
    }
    redraw(since: events.isEmpty ? nil : start)
    // As a session does once the frame is out; no key is ever waiting here.
    if !events.isEmpty && !didQuit { screen.idle { false } }
  }

  private func redraw(since start: ContinuousClock.Instant? = nil) {
    var canvas = Canvas(rows: terminal.rows, columns: terminal.columns)
    screen.draw(into: &canvas)
    lastOutput = renderer.render(canvas)
    // As a session does: the frame's cost drawn over it, in the same output.
    let cost = start.map { start in
      let elapsed = ContinuousClock.now - start
      return UInt64(elapsed.components.seconds) * 1_000_000_000
        + UInt64(elapsed.components.attoseconds / 1_000_000_000)
    }
    screen.drawFrameCost(cost, into: &canvas)
    lastOutput += renderer.render(canvas)
    terminal.apply(lastOutput)
  }
}

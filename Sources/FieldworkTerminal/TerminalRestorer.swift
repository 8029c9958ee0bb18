#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a signal handler needs to put the terminal back, kept where a handler can reach it
/// without allocating, locking or touching Swift's runtime.
struct RestoreState {
  var armed: Int32 = 0
  var input: Int32 = -1
  var output: Int32 = -1
  var settings = termios()
  var wakeRead: Int32 = -1
  var wakeWrite: Int32 = -1
  var resized: Int32 = 0
  /// 1 when the keyboard enhancements were requested: the restore turns them off first.
  var popsKeyboard: Int32 = 0
  /// 1 when mouse reports were requested: the restore turns them off first.
  var stopsMouse: Int32 = 0
  /// 1 when the session writes lines on the main screen (accessible mode): the restore
  /// leaves no alternate screen.
  var linesOnly: Int32 = 0
  var handlersInstalled = false
  /// The actions the handlers replaced, by signal number, to hand crashes on to.
  var previous = (
    sigaction(), sigaction(), sigaction(), sigaction(), sigaction(), sigaction(), sigaction(),
    sigaction(), sigaction(), sigaction(), sigaction()
  )
}

/// The signals whose arrival restores the terminal: termination first, then crashes. The
/// order is the slot order of `RestoreState.previous` (and of `handOn`'s switch).
private let restoringSignals: [Int32] = [
  SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE,
]

// Sound without synchronisation because of how it is used: the main actor writes it only
// while `armed` is 0 (before handlers may act on it, and after they stop), except `resized`
// and `armed`, which are single aligned words. A signal handler runs on the thread it
// interrupts and only reads it (and sets `resized`). The memory is allocated once and never
// freed, so a handler never touches Swift's runtime (no retain, no lazy initialisation).
private nonisolated(unsafe) let state: UnsafeMutablePointer<RestoreState> = {
  let pointer = UnsafeMutablePointer<RestoreState>.allocate(capacity: 1)
  pointer.initialize(to: RestoreState())
  return pointer
}()

/// A copy of `text`'s UTF-8 that lives as long as the process: what a signal handler may
/// write without touching Swift's runtime.
private func permanentBytes(_ text: String) -> UnsafeMutableBufferPointer<UInt8> {
  let bytes = Array(text.utf8)
  let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
  _ = buffer.initialize(from: bytes)
  return buffer
}

// The sequences below are sound without synchronisation for the same reasons as `state`:
// allocated once, written only by their initialisers (run by `arm` before any handler is
// installed), then only read.

/// The restore sequence: bracketed paste off, attributes reset, cursor shown, main screen.
private nonisolated(unsafe) let restoreSequence = permanentBytes(
  "\u{1B}[?2004l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")

/// The restore sequence of a session that wrote lines on the main screen: bracketed paste
/// off, attributes reset, cursor shown, and a line of its own for the shell's prompt.
private nonisolated(unsafe) let lineRestoreSequence = permanentBytes(
  "\u{1B}[?2004l\u{1B}[0m\u{1B}[?25h\r\n")

/// Turns the keyboard enhancements off: the kitty protocol's flags popped (`CSI < u`), xterm's
/// modifyOtherKeys back to its default (`CSI > 4 m`).
private nonisolated(unsafe) let keyboardRestoreSequence = permanentBytes("\u{1B}[<u\u{1B}[>4m")

/// Turns mouse reports off: button events (1000) and their SGR encoding (1006).
private nonisolated(unsafe) let mouseRestoreSequence = permanentBytes(
  "\u{1B}[?1006l\u{1B}[?1000l")

/// Puts the terminal back from anywhere: ``Terminal/restore()``, `exit`, or a signal handler.
enum TerminalRestorer {
  @MainActor static func arm(
    descriptor: Int32, output: Int32, settings: termios, popsKeyboard: Bool = false,
    stopsMouse: Bool = false, linesOnly: Bool = false
  ) {
    _ = restoreSequence.count  // initialised before any handler can need it
    _ = lineRestoreSequence.count
    _ = keyboardRestoreSequence.count
    _ = mouseRestoreSequence.count
    state.pointee.popsKeyboard = popsKeyboard ? 1 : 0
    state.pointee.stopsMouse = stopsMouse ? 1 : 0
    state.pointee.linesOnly = linesOnly ? 1 : 0
    state.pointee.input = descriptor
    state.pointee.output = output
    state.pointee.settings = settings
    installHandlersOnce()
    state.pointee.armed = 1
  }

  @MainActor static func disarm() {
    state.pointee.armed = 0
  }

  /// The read end of the pipe a resize writes to; -1 before the first ``arm``.
  @MainActor static var wakeDescriptor: Int32 { state.pointee.wakeRead }

  @MainActor static func drainWakeups() {
    var byte: UInt8 = 0
    while posixRead(state.pointee.wakeRead, &byte, 1) > 0 {}
  }

  @MainActor static func takeResize() -> Bool {
    let resized = state.pointee.resized != 0
    state.pointee.resized = 0
    return resized
  }

  /// Restores the terminal if armed; async-signal-safe (`write` and `tcsetattr` only).
  static func restoreNow() {
    guard state.pointee.armed != 0 else { return }
    state.pointee.armed = 0
    if state.pointee.stopsMouse != 0 { write(mouseRestoreSequence) }
    if state.pointee.popsKeyboard != 0 { write(keyboardRestoreSequence) }
    write(state.pointee.linesOnly != 0 ? lineRestoreSequence : restoreSequence)
    _ = tcsetattr(state.pointee.input, TCSAFLUSH, &state.pointee.settings)
  }

  /// Writes one of the permanent sequences to the terminal; async-signal-safe.
  private static func write(_ sequence: UnsafeMutableBufferPointer<UInt8>) {
    _ = posixWrite(state.pointee.output, sequence.baseAddress!, sequence.count)
  }

  @MainActor private static func installHandlersOnce() {
    guard !state.pointee.handlersInstalled else { return }
    state.pointee.handlersInstalled = true
    var pipeEnds: [Int32] = [-1, -1]
    if pipe(&pipeEnds) == 0 {
      for end in pipeEnds {
        _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      }
      state.pointee.wakeRead = pipeEnds[0]
      state.pointee.wakeWrite = pipeEnds[1]
    }
    installProcessHandlers()
  }

  /// Installs the exit and signal handlers. Not on the main actor: a closure made in a
  /// main-actor function is isolated to it, and checks so when it runs, so an `exit` called
  /// from another thread, or a signal delivered to one, crashed there instead of restoring
  /// the terminal (the sanitizer runs saw it at the test process's exit).
  private nonisolated static func installProcessHandlers() {
    atexit { TerminalRestorer.restoreNow() }

    var resize = sigaction()
    resize.handler = { _ in
      state.pointee.resized = 1
      var byte: UInt8 = 0x57
      _ = posixWrite(state.pointee.wakeWrite, &byte, 1)
    }
    sigemptyset(&resize.sa_mask)
    resize.sa_flags = SA_RESTART
    sigaction(SIGWINCH, &resize, nil)

    withUnsafeMutableBytes(of: &state.pointee.previous) { raw in
      let previous = raw.bindMemory(to: sigaction.self)
      for (slot, signal) in restoringSignals.enumerated() {
        var action = sigaction()
        action.handler = { signal in
          TerminalRestorer.restoreNow()
          TerminalRestorer.handOn(signal)
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(signal, &action, previous.baseAddress! + slot)
        if previous[slot].ignoresSignal {
          // Ignored when we started (as under nohup): it stays ignored, and cannot leave
          // the terminal in raw mode.
          sigaction(signal, previous.baseAddress! + slot, nil)
        }
      }
    }
  }

  /// Reinstalls the action `signal` had before and delivers the signal to it (when this
  /// handler returns: the signal is blocked while it runs). A crash then reaches the
  /// backtracer, a termination signal its default action.
  private static func handOn(_ signal: Int32) {
    // A switch, not a look-up in `restoringSignals`: no array is touched in a handler.
    let slot: Int
    switch signal {
    case SIGINT: slot = 0
    case SIGTERM: slot = 1
    case SIGHUP: slot = 2
    case SIGQUIT: slot = 3
    case SIGSEGV: slot = 4
    case SIGBUS: slot = 5
    case SIGILL: slot = 6
    case SIGTRAP: slot = 7
    case SIGABRT: slot = 8
    case SIGFPE: slot = 9
    default: return
    }
    withUnsafeMutableBytes(of: &state.pointee.previous) { raw in
      let previous = raw.bindMemory(to: sigaction.self)
      _ = sigaction(signal, previous.baseAddress! + slot, nil)
    }
    _ = raise(signal)
  }
}

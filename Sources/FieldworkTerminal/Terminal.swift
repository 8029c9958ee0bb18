#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's terminal: raw mode, the alternate screen, the window size, and a promise to
/// put everything back.
///
/// ``enter()`` saves the terminal's settings, switches to raw mode (no echo, no line
/// buffering, no signals from keys: Ctrl-C arrives as a key), the alternate screen and
/// bracketed paste, and hides the cursor. The settings are restored by ``restore()`` and,
/// whatever happens, also on `exit`, on SIGINT, SIGTERM, SIGHUP and SIGQUIT, and on a crash
/// (SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE: the handler restores the terminal and
/// then hands the signal to whatever handled it before, such as Swift's backtracer). Without
/// a terminal on both standard input and output, ``enter()`` throws
/// ``TerminalError/notATerminal`` and changes nothing.
///
/// One terminal at a time is active in a process.
@MainActor public final class Terminal {
  /// The file descriptor keys are read from.
  public let inputDescriptor: Int32
  /// The file descriptor frames are written to.
  public let outputDescriptor: Int32
  /// Whether raw mode is on.
  public private(set) var isActive = false

  /// A terminal on `input` and `output` (standard input and output by default).
  public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
    inputDescriptor = input
    outputDescriptor = output
  }

  /// Whether both descriptors are terminals.
  public var isTTY: Bool { isatty(inputDescriptor) == 1 && isatty(outputDescriptor) == 1 }

  /// The window size, or 24 × 80 when the terminal does not report one.
  public var size: TerminalSize {
    var window = winsize()
    if ioctl(outputDescriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_row > 0,
      window.ws_col > 0
    {
      return TerminalSize(rows: Int(window.ws_row), columns: Int(window.ws_col))
    }
    return TerminalSize(rows: 24, columns: 80)
  }

  /// Whether ``enter()`` asks the terminal for keys the legacy encoding cannot tell apart
  /// (Shift-Enter, Ctrl-Enter, Ctrl-I apart from Tab): the kitty keyboard protocol's
  /// "disambiguate" flag (`CSI > 1 u`) and xterm's modifyOtherKeys level 2 (`CSI > 4 ; 2 m`).
  /// ``KeyDecoder`` decodes both. A terminal that supports neither ignores the requests;
  /// ``restore()`` (and a signal) turns them off again. Off by default: set it before
  /// ``enter()``.
  public var requestsKeyboardEnhancements = false

  /// Whether ``enter()`` asks for mouse reports (button presses, releases and the wheel, in
  /// the SGR encoding: `CSI ? 1000 h`, `CSI ? 1006 h`), decoded as ``Key/mouse(_:)``. Off by
  /// default: while a program takes the mouse, the terminal's own text selection needs Shift
  /// (in most terminals). ``restore()`` (and a signal) turns them off. Set it before
  /// ``enter()``.
  public var requestsMouse = false

  /// Whether ``enter()`` switches to the alternate screen (and hides the cursor), as a
  /// full-screen program does. An accessible session sets it to `false`: it writes lines on
  /// the main screen, where a screen reader and a braille display follow them. Set it before
  /// ``enter()``.
  public var usesAlternateScreen = true

  /// How many times ``enter()`` has entered: a screen drawn before the last entry is gone
  /// (an external editor ran in between, say), and a ``TerminalSession`` draws it again.
  public private(set) var timesEntered = 0

  /// Saves the settings and enters raw mode, the alternate screen and bracketed paste (and,
  /// with ``requestsKeyboardEnhancements``, the keyboard enhancements).
  public func enter() throws(TerminalError) {
    guard !isActive else { return }
    defer { if isActive { timesEntered += 1 } }
    guard isTTY else { throw .notATerminal }
    var saved = termios()
    guard tcgetattr(inputDescriptor, &saved) == 0 else {
      throw .system(call: "tcgetattr", errno: errno)
    }
    var raw = saved
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_cflag |= tcflag_t(CS8)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    TerminalRestorer.arm(
      descriptor: inputDescriptor, output: outputDescriptor, settings: saved,
      popsKeyboard: requestsKeyboardEnhancements, stopsMouse: requestsMouse,
      linesOnly: !usesAlternateScreen)
    guard tcsetattr(inputDescriptor, TCSAFLUSH, &raw) == 0 else {
      let code = errno
      TerminalRestorer.disarm()
      throw .system(call: "tcsetattr", errno: code)
    }
    isActive = true
    write(
      usesAlternateScreen ? "\u{1B}[?1049h\u{1B}[?2004h\u{1B}[?25l\u{1B}[2J" : "\u{1B}[?2004h")
    if requestsKeyboardEnhancements { write("\u{1B}[>1u\u{1B}[>4;2m") }
    if requestsMouse { write("\u{1B}[?1000h\u{1B}[?1006h") }
  }

  /// Leaves the alternate screen and restores the settings saved by ``enter()``.
  public func restore() {
    guard isActive else { return }
    isActive = false
    TerminalRestorer.restoreNow()
    TerminalRestorer.disarm()
  }

  /// Writes `text` in full (one `write` call unless the kernel takes less).
  public func write(_ text: String) {
    var text = text
    text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = posixWrite(
          outputDescriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 {
          if errno == EINTR || errno == EAGAIN { continue }
          return
        }
        offset += written
      }
    }
  }

  /// Reads what is available, waiting up to `timeout` milliseconds (`-1`: forever).
  ///
  /// - Returns: The bytes read; empty on a timeout or a wake-up (a resize), `nil` at the end
  ///   of input.
  public func read(timeout: Int32) -> [UInt8]? {
    var fds = [
      pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0),
      pollfd(fd: TerminalRestorer.wakeDescriptor, events: Int16(POLLIN), revents: 0),
    ]
    let ready = poll(&fds, nfds_t(fds[1].fd >= 0 ? 2 : 1), timeout)
    if ready <= 0 { return [] }
    if fds[1].revents & Int16(POLLIN) != 0 { TerminalRestorer.drainWakeups() }
    guard fds[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 else { return [] }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = buffer.withUnsafeMutableBytes { posixRead(inputDescriptor, $0.baseAddress, 4096) }
    if count < 0 { return errno == EINTR || errno == EAGAIN ? [] : nil }
    if count == 0 { return nil }
    return Array(buffer.prefix(count))
  }

  /// Whether input is waiting on `descriptor`, without reading it or waiting: what
  /// ``TerminalSession`` gives ``TerminalScreen/idle(interrupted:)`` to stop idle work for a
  /// key. Safe from any thread.
  public nonisolated static func hasInput(on descriptor: Int32) -> Bool {
    var fds = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&fds, 1, 0) > 0
  }

  /// Whether the window was resized since the last call.
  public func takeResize() -> Bool { TerminalRestorer.takeResize() }
}

/// `write(2)`, out of reach of ``Terminal/write(_:)``'s name.
func posixWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}

/// `read(2)`, out of reach of ``Terminal/read(timeout:)``'s name.
func posixRead(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, bytes, count)
}

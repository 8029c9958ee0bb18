#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program running under a pseudo-terminal this process opened: what `tmux` or `expect`
/// would give an end-to-end test, with nothing but the C library.
///
/// The child is the leader of a new session whose controlling terminal is the pseudo-
/// terminal's secondary side, so it gets raw mode, window sizes and SIGWINCH as under a real
/// terminal. Its output is applied to an ``InMemoryTerminal`` (``screen``) as it arrives.
///
/// ```swift
/// let terminal = try PseudoTerminal(".build/debug/my-app", rows: 24, columns: 80)
/// try terminal.wait(forText: "Search")
/// terminal.type("jo")
/// try terminal.wait(forText: "2 match")
/// terminal.send([3])  // Ctrl-C
/// let status = try terminal.waitForExit()
/// ```
///
/// Tested on Linux (glibc). The Darwin branch (`forkpty`, see `start`) is written from
/// Darwin's headers and has been reviewed, not run.
public final class PseudoTerminal {
  /// The child's process id.
  public let pid: pid_t
  private let primary: Int32
  /// The secondary side, kept open so its settings can be read after the child exits (on
  /// Linux; -1 on Darwin, where `forkpty` keeps none).
  private let secondary: Int32
  /// The terminal's settings before the child started (read before it could change them).
  public let initialSettings: termios
  /// What the child has drawn so far, as a terminal would show it.
  public private(set) var screen: InMemoryTerminal
  /// Every byte the child has written.
  public private(set) var output: [UInt8] = []
  /// When the last byte arrived, read by this process.
  public private(set) var lastOutputTime: ContinuousClock.Instant?
  /// When ``send(_:)`` (or ``type(_:)``) last wrote: with ``lastOutputTime``, the time a key
  /// took to its frame's last byte, seen from outside.
  public private(set) var lastInputTime: ContinuousClock.Instant?
  private var decodedOutput = 0
  /// Where each read lands, made once.
  private var readBuffer = [UInt8](repeating: 0, count: 65536)
  /// The child's wait status, once ``waitForExit(seconds:)`` (or a wait that timed out) has
  /// seen it exit.
  public private(set) var exitStatus: Int32?

  /// Why a pseudo-terminal call failed.
  public enum Failure: Error, CustomStringConvertible {
    /// A system call failed (`errno` is in the description).
    case system(String)
    /// What a wait expected did not happen in time; `screen` is what was shown then.
    case timeout(String, screen: [String])
    /// What went wrong, for a test's failure message.
    public var description: String {
      switch self {
      case .system(let what): "\(what) failed: \(String(cString: strerror(errno)))"
      case .timeout(let what, let screen):
        "timed out waiting for \(what); the screen was:\n" + screen.joined(separator: "\n")
      }
    }
  }

  /// Starts `executable` with `arguments` under a new pseudo-terminal of `rows` × `columns`,
  /// with `TERM=xterm-256color` and `environment` added to this process's environment.
  ///
  /// - Throws: ``Failure/system(_:)`` when the terminal cannot be opened or the program
  ///   cannot be started.
  public init(
    _ executable: String, arguments: [String] = [], rows: Int = 24, columns: Int = 80,
    environment: [String: String] = [:]
  ) throws {
    var variables = ProcessInfo.processInfo.environment
    variables["TERM"] = "xterm-256color"
    variables["SWIFT_BACKTRACE"] = "enable=no"
    for (key, value) in environment { variables[key] = value }
    // Every string the child needs is made before it starts (on Darwin it is forked).
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
    let program = strdup(executable)
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
      free(program)
    }
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    let started = try Self.start(program!, argv: argv, envp: envp, size: &size)
    primary = started.primary
    secondary = started.secondary
    initialSettings = started.settings
    pid = started.pid
    screen = InMemoryTerminal(rows: rows, columns: columns)
  }

  /// A child started under a new pseudo-terminal: the descriptors this process keeps, the
  /// terminal's settings before the child could change them, and the child's pid.
  private typealias Started = (primary: Int32, secondary: Int32, settings: termios, pid: pid_t)

  #if canImport(Glibc) || canImport(Musl)
    /// Opens a pseudo-terminal and spawns the child as the leader of a new session whose
    /// controlling terminal is its secondary side.
    ///
    /// glibc and musl run a spawn's `setsid` (POSIX_SPAWN_SETSID) before its file actions, so
    /// the child's first open of the terminal makes it the controlling terminal.
    private static func start(
      _ program: UnsafeMutablePointer<CChar>, argv: [UnsafeMutablePointer<CChar>?],
      envp: [UnsafeMutablePointer<CChar>?], size: inout winsize
    ) throws -> Started {
      var primary: Int32 = -1
      var secondary: Int32 = -1
      guard openpty(&primary, &secondary, nil, nil, &size) == 0 else {
        throw Failure.system("openpty")
      }
      _ = fcntl(primary, F_SETFD, FD_CLOEXEC)
      _ = fcntl(secondary, F_SETFD, FD_CLOEXEC)
      var settings = termios()
      tcgetattr(secondary, &settings)
      // The secondary side's path, for the child to open. `ttyname_r`, not `ttyname`, whose
      // one static buffer a test opening a terminal on another thread would overwrite: its
      // child would then open this terminal, and this one's child that test's.
      var path = [CChar](repeating: 0, count: 4096)
      let named = ttyname_r(secondary, &path, path.count)
      guard named == 0 else {
        errno = named
        throw Failure.system("ttyname_r")
      }

      var actions = posix_spawn_file_actions_t()
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      posix_spawn_file_actions_addopen(&actions, 0, path, O_RDWR, 0)
      posix_spawn_file_actions_adddup2(&actions, 0, 1)
      posix_spawn_file_actions_adddup2(&actions, 0, 2)
      var attributes = posix_spawnattr_t()
      posix_spawnattr_init(&attributes)
      defer { posix_spawnattr_destroy(&attributes) }
      // A new session, an empty signal mask and default actions, whatever the test runner's
      // threads block or ignore.
      var none = sigset_t()
      sigemptyset(&none)
      var all = sigset_t()
      sigfillset(&all)
      posix_spawnattr_setsigmask(&attributes, &none)
      posix_spawnattr_setsigdefault(&attributes, &all)
      // glibc <spawn.h> and musl <spawn.h>: #define POSIX_SPAWN_SETSID 0x80 (glibc's only
      // under _GNU_SOURCE, which Swift's Glibc module does not define, hence the literal).
      let setsid: Int32 = 0x80
      posix_spawnattr_setflags(
        &attributes, Int16(setsid | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
      var child: pid_t = 0
      let result = posix_spawn(&child, program, &actions, &attributes, argv, envp)
      guard result == 0 else {
        errno = result
        throw Failure.system("posix_spawn \(String(cString: program))")
      }
      return (primary, secondary, settings, child)
    }
  #elseif canImport(Darwin)
    /// Starts the child under a new pseudo-terminal with `forkpty`, which makes the child the
    /// leader of a new session whose controlling terminal is the secondary side.
    ///
    /// Not `posix_spawn`: xnu runs a spawn's file actions before its `setsid`
    /// (POSIX_SPAWN_SETSID is 0x400 in Darwin's <spawn.h>; 0x80 there is
    /// POSIX_SPAWN_START_SUSPENDED), so a spawned child never gets a controlling terminal, and
    /// with it no SIGWINCH. Swift's Darwin overlay forbids `fork()`; `forkpty` (<util.h>)
    /// forks, and between it and `execve` the child calls only async-signal-safe functions
    /// (`sigprocmask`, `signal`, `execve`, `_exit`) on strings made before the fork.
    ///
    /// `forkpty` keeps no secondary descriptor in the parent, so the settings the child starts
    /// with are chosen here: those a fresh pseudo-terminal has.
    private static func start(
      _ program: UnsafeMutablePointer<CChar>, argv: [UnsafeMutablePointer<CChar>?],
      envp: [UnsafeMutablePointer<CChar>?], size: inout winsize
    ) throws -> Started {
      var settings = termios()
      var probe: (Int32, Int32) = (-1, -1)
      guard openpty(&probe.0, &probe.1, nil, nil, &size) == 0 else {
        throw Failure.system("openpty")
      }
      tcgetattr(probe.1, &settings)
      close(probe.0)
      close(probe.1)
      var none = sigset_t()
      sigemptyset(&none)
      var primary: Int32 = -1
      let child = forkpty(&primary, nil, &settings, &size)
      guard child >= 0 else { throw Failure.system("forkpty") }
      if child == 0 {
        _ = sigprocmask(SIG_SETMASK, &none, nil)
        // xnu bsd/sys/signal.h: #define NSIG __DARWIN_NSIG, which is 32.
        for signal in Int32(1)..<32 { _ = Darwin.signal(signal, SIG_DFL) }
        _ = argv.withUnsafeBufferPointer { arguments in
          envp.withUnsafeBufferPointer { variables in
            execve(program, arguments.baseAddress!, variables.baseAddress!)
          }
        }
        _exit(127)
      }
      _ = fcntl(primary, F_SETFD, FD_CLOEXEC)
      return (primary, -1, settings, child)
    }
  #endif

  deinit {
    if exitStatus == nil {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
    }
    close(primary)
    if secondary >= 0 { close(secondary) }
  }

  /// The secondary side's settings now: what the child left them as.
  ///
  /// Read through the primary side on Darwin: once the session leader exits, xnu revokes
  /// the terminal for every descriptor of the secondary side, ours included. (Linux keeps
  /// ours usable, and both sides report the same settings there.)
  public func settings() -> termios {
    var settings = termios()
    #if canImport(Darwin)
      tcgetattr(primary, &settings)
    #else
      tcgetattr(secondary, &settings)
    #endif
    return settings
  }

  /// Resizes the terminal as a person dragging the window would: the kernel sends SIGWINCH.
  public func resize(rows: Int, columns: Int) {
    var size = winsize(
      ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(primary, UInt(TIOCSWINSZ), &size)
    screen.resize(rows: rows, columns: columns)
  }

  /// Writes bytes as the person's keystrokes.
  public func send(_ bytes: [UInt8]) {
    lastInputTime = ContinuousClock.now
    bytes.withUnsafeBytes { _ = write(primary, $0.baseAddress, $0.count) }
  }

  /// Types `text`.
  public func type(_ text: String) { send(Array(text.utf8)) }

  /// Reads output until `condition` holds for the screen, or `seconds` pass.
  ///
  /// - Throws: ``Failure/timeout(_:screen:)`` naming `what`.
  public func wait(
    for what: String, seconds: Double = 20, until condition: (InMemoryTerminal) -> Bool
  ) throws {
    let deadline = ContinuousClock.now + .seconds(seconds)
    while !condition(screen) {
      guard ContinuousClock.now < deadline else {
        throw Failure.timeout(what + stateOfTheChild(), screen: screen.lines)
      }
      pump(milliseconds: 50)
    }
  }

  /// What a timeout's message adds about the child: how much it wrote, and whether it is
  /// still running (a blank screen alone does not tell a program that never drew from one
  /// that drew, failed and left the alternate screen).
  private func stateOfTheChild() -> String {
    reapIfExited()
    let running =
      if let status = exitStatus {
        status & 0x7F == 0
          ? "it exited with status \((status >> 8) & 0xFF)"
          : "it was killed by signal \(status & 0x7F)"
      } else {
        "it is still running"
      }
    return " (the program wrote \(output.count) bytes; \(running))"
  }

  /// Records the child's wait status if it has exited.
  private func reapIfExited() {
    guard exitStatus == nil else { return }
    var status: Int32 = 0
    if waitpid(pid, &status, WNOHANG) == pid { exitStatus = status }
  }

  /// Reads output until none has arrived for `quiet`, or `seconds` pass: how a test waits
  /// for a frame whose content it does not know.
  ///
  /// - Returns: When the last byte arrived (``lastOutputTime``), or `nil` if nothing did.
  @discardableResult
  public func readUntilQuiet(
    _ quiet: Duration = .milliseconds(50), seconds: Double = 20
  ) -> ContinuousClock.Instant? {
    let start = ContinuousClock.now
    let deadline = start + .seconds(seconds)
    let quietMilliseconds =
      Int32(quiet.components.seconds * 1000)
      + Int32(quiet.components.attoseconds / 1_000_000_000_000_000)
    var last: ContinuousClock.Instant?
    // The screen is brought up to date once the output is quiet: interpreting a frame's first
    // bytes before reading its last would delay the time its last byte is seen.
    defer { applyOutput() }
    while ContinuousClock.now < deadline {
      guard pump(milliseconds: quietMilliseconds, once: true, applying: false) else { break }
      last = lastOutputTime
    }
    return last
  }

  /// Reads output until none has arrived for `quiet`, or `seconds` pass, and returns when
  /// `watched` of the terminal (its ``screen``, or its raw ``output``) last changed: the time of
  /// the read that changed it, or `nil` if nothing did.
  ///
  /// For a program that draws in steps, when the last byte is not the news: fzf echoes the
  /// query at once and draws its match count when its matcher ends, so timing a key until the
  /// count is final takes watching the count, with a `quiet` longer than the matcher's pauses.
  public func readUntilQuiet<Value: Equatable>(
    _ quiet: Duration, seconds: Double = 20, watching watched: (PseudoTerminal) -> Value
  ) -> ContinuousClock.Instant? {
    let deadline = ContinuousClock.now + .seconds(seconds)
    let quietMilliseconds =
      Int32(quiet.components.seconds * 1000)
      + Int32(quiet.components.attoseconds / 1_000_000_000_000_000)
    var value = watched(self)
    var changed: ContinuousClock.Instant?
    while ContinuousClock.now < deadline {
      guard pump(milliseconds: quietMilliseconds, once: true) else { break }
      let now = watched(self)
      if now != value {
        value = now
        changed = lastOutputTime
      }
    }
    return changed
  }

  /// Reads until more than `count` bytes have arrived in all (see ``output``), or `seconds`
  /// pass: how a test waits for a program's answer to a key without waiting for silence
  /// after it.
  ///
  /// - Returns: Whether they arrived.
  @discardableResult
  public func wait(forOutputBeyond count: Int, seconds: Double = 20) -> Bool {
    let deadline = ContinuousClock.now + .seconds(seconds)
    // The screen is brought up to date on the way out: interpreting the first bytes before
    // reading on would delay the time the rest is seen (a timed frame's, by a third of a
    // millisecond for 4 KB).
    defer { applyOutput() }
    while output.count <= count {
      let left = deadline - ContinuousClock.now
      guard left > .zero else { return false }
      let milliseconds =
        left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000
      pump(milliseconds: Int32(max(min(milliseconds, 1000), 1)), once: true, applying: false)
    }
    return true
  }

  /// Waits until a row of the screen contains `text`.
  ///
  /// - Throws: ``Failure/timeout(_:screen:)``.
  public func wait(forText text: String, seconds: Double = 20) throws {
    try wait(for: "\"\(text)\"", seconds: seconds) { $0.row(containing: text) != nil }
  }

  /// Waits for the child to exit, reading what it writes; returns its wait status.
  ///
  /// - Throws: ``Failure/timeout(_:screen:)`` if it is still running after `seconds`.
  @discardableResult
  public func waitForExit(seconds: Double = 20) throws -> Int32 {
    let deadline = ContinuousClock.now + .seconds(seconds)
    while true {
      reapIfExited()
      if let status = exitStatus {
        pump(milliseconds: 0)
        return status
      }
      guard ContinuousClock.now < deadline else {
        throw Failure.timeout("the exit" + stateOfTheChild(), screen: screen.lines)
      }
      pump(milliseconds: 50)
    }
  }

  /// Reads what is ready (waiting up to `milliseconds` for the first bytes), and applies it.
  ///
  /// - Parameter once: Read at most once.
  /// - Returns: Whether anything was read.
  @discardableResult
  private func pump(milliseconds: Int32, once: Bool = false, applying: Bool = true) -> Bool {
    var descriptor = pollfd(fd: primary, events: Int16(POLLIN), revents: 0)
    var didRead = false
    while poll(&descriptor, 1, milliseconds) > 0, descriptor.revents & Int16(POLLIN) != 0 {
      let count = readBuffer.withUnsafeMutableBytes { read(primary, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      lastOutputTime = ContinuousClock.now
      didRead = true
      output += readBuffer.prefix(count)
      if once { break }
    }
    if applying { applyOutput() }
    return didRead
  }

  /// Applies what arrived since the last call to ``screen``: whole UTF-8 only, keeping a
  /// character split across reads for later.
  private func applyOutput() {
    var end = output.count
    var back = 0
    while back < 4, end - back - 1 >= decodedOutput, output[end - back - 1] & 0xC0 == 0x80 {
      back += 1
    }
    if end - back - 1 >= decodedOutput, output[end - back - 1] >= 0xC0 {
      let lead = output[end - back - 1]
      let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
      if back + 1 < length { end = end - back - 1 }
    }
    guard end > decodedOutput else { return }
    screen.apply(String(decoding: output[decodedOutput..<end], as: UTF8.self))
    decodedOutput = end
  }
}

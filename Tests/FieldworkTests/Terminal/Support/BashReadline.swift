import FieldworkTerminalTesting
import Foundation

/// bash's readline, run under a ``PseudoTerminal``: types keys into a fresh interactive bash
/// and reads back the line and the caret, for comparing a widget with the shell it follows.
///
/// Each run starts `bash --norc --noprofile -i` with no inputrc and a UTF-8 locale, so the
/// keys are readline's emacs defaults and its undo list and kill ring start empty. F12 is
/// bound (`bind -x`) to a shell function that prints `READLINE_POINT` (in characters) and
/// `READLINE_LINE` as hexadecimal bytes, so any text, control characters included, comes back
/// intact. The terminal's end-of-file character is moved off Ctrl-D, so Ctrl-D on an empty
/// line deletes (nothing) instead of ending the shell.
///
/// Keys are written one at a time, each after the shell has echoed the one before (or, for a
/// key that need not change the screen, after 10 ms): readline then sees them as a person
/// types them. Typed together, it would insert a run of printable keys as one undo step.
final class BashReadline {
  /// The bash to run, when one of version 5 or later is installed, or why there is none.
  static let executable: Result<String, Unavailable> = {
    // ThreadSanitizer's `clone` interceptor can crash a process that spawns hundreds of
    // children (glibc's posix_spawn clones with CLONE_VM): under it, the plain run compares.
    if ThreadSanitizer.isRunning {
      return .failure(
        Unavailable(reason: "running under ThreadSanitizer, which spawning 300 shells can crash"))
    }
    for path in ["/bin/bash", "/usr/bin/bash", "/usr/local/bin/bash", "/opt/homebrew/bin/bash"]
    where FileManager.default.isExecutableFile(atPath: path) {
      guard let version = try? majorVersion(of: path) else { continue }
      guard version >= 5 else {
        return .failure(Unavailable(reason: "\(path) is bash \(version); readline 8 needs bash 5"))
      }
      return .success(path)
    }
    return .failure(Unavailable(reason: "no bash found"))
  }()

  /// Why the comparison cannot run here.
  struct Unavailable: Error, CustomStringConvertible {
    var reason: String
    var description: String { reason }
  }

  /// The line and caret bash reports.
  struct Line: Equatable, CustomStringConvertible {
    var text: String
    /// The caret, in characters (Unicode scalars) from the start.
    var point: Int
    var description: String { "\(text.debugDescription) @\(point)" }
  }

  /// Why a run failed.
  enum Failure: Error, CustomStringConvertible {
    case noReport(String)
    var description: String {
      switch self {
      case .noReport(let output): "bash sent no report; it printed: \(output)"
      }
    }
  }

  private static func majorVersion(of path: String) throws -> Int {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = ["-c", "echo ${BASH_VERSINFO[0]}"]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    process.waitUntilExit()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    return Int(output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
  }

  /// F12, as xterm sends it: the key the report is bound to.
  private static let reportKey: [UInt8] = Array("\u{1B}[24~".utf8)
  private static let setup =
    "stty eof '^]'; __fw_report() { printf '\\n<<%s>>' \"$READLINE_POINT\";"
    + " printf '%s' \"$READLINE_LINE\" | od -An -tx1 -v | tr -d ' \\n'; printf '##\\n'; };"
    + " bind -x '\"\\e[24~\": __fw_report'; echo FW''READY\r"

  /// Types each of `keys` (the bytes of one key each) into a fresh bash, then asks for the
  /// line.
  static func run(_ keys: [[UInt8]], executable: String) throws -> Line {
    let shell = try PseudoTerminal(
      executable, arguments: ["--norc", "--noprofile", "-i"], rows: 24, columns: 400,
      environment: [
        "INPUTRC": "/dev/null", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "PS1": "$ ",
        "HISTFILE": "/dev/null", "PROMPT_COMMAND": "",
      ])
    // Its deinit kills the shell and waits for it.
    shell.type(setup)
    let started = ContinuousClock.now
    while true {
      let output = String(decoding: shell.output, as: UTF8.self)
      if let ready = output.range(of: "FWREADY", options: .backwards),
        output[ready.upperBound...].contains("$ ")
      {
        break
      }
      guard ContinuousClock.now - started < .seconds(20) else {
        throw Failure.noReport("no prompt after the setup: \(output.debugDescription)")
      }
      shell.wait(forOutputBeyond: shell.output.count, seconds: 1)
    }
    for key in keys {
      shell.send(key)
      // A printable key always echoes: wait for it, however slow the machine. Others may
      // change nothing on the screen (Ctrl-A at the start), so a short wait will do: a key
      // that has not been read yet is still read after them, in order.
      let printable = key.first.map { $0 >= 0x20 && $0 != 0x7F } ?? false
      shell.wait(forOutputBeyond: shell.output.count, seconds: printable ? 5 : 0.01)
    }
    let start = shell.output.count
    shell.send(reportKey)
    var report = ""
    let deadline = ContinuousClock.now + .seconds(10)
    while !report.contains("##"), ContinuousClock.now < deadline {
      shell.wait(forOutputBeyond: shell.output.count, seconds: 1)
      report = String(decoding: shell.output[start...], as: UTF8.self)
    }
    guard let open = report.range(of: "<<"), let close = report.range(of: ">>"),
      let end = report.range(of: "##"), let point = Int(report[open.upperBound..<close.lowerBound])
    else { throw Failure.noReport(report.debugDescription) }
    let hex = Array(report[close.upperBound..<end.lowerBound].utf8)
    var bytes: [UInt8] = []
    var index = 0
    while index + 1 < hex.count {
      bytes.append(UInt8(String(decoding: hex[index...index + 1], as: UTF8.self), radix: 16) ?? 0)
      index += 2
    }
    return Line(text: String(decoding: bytes, as: UTF8.self), point: point)
  }
}

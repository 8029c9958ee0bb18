import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Opens a text in the person's own editor and gives back what they saved: what Ctrl-X
/// Ctrl-E does in a ``TextAreaWidget``, as readline's `edit-and-execute-command` does in bash
/// (bash then runs the result; a text area takes it back).
///
/// ``init(terminal:environment:)`` runs `$VISUAL`, else `$EDITOR`, else `vi`, through
/// `/bin/sh` (so `EDITOR="code --wait"` works), on a file made with `mkstemp` (mode 0600) in
/// `$TMPDIR` or `/tmp`, removed afterwards. The terminal's modes are restored around it: the
/// terminal leaves raw mode and the alternate screen before the editor starts and enters them
/// again after it exits, and a ``TerminalSession`` redraws the whole screen then. While the
/// editor runs, Ctrl-C and Ctrl-\ reach the editor only, as `system(3)` arranges.
///
/// A test, or a screen with an editor of its own, makes one from a closure instead:
///
/// ```swift
/// widget.externalEditor = ExternalEditor { text in text.uppercased() }
/// ```
@MainActor public struct ExternalEditor {
  /// Why the editor gave nothing back.
  public enum Failure: Error, Equatable, CustomStringConvertible {
    /// The temporary file could not be made, written or read (`errno` names why).
    case file(errno: Int32)
    /// `/bin/sh` could not be started.
    case notStarted
    /// The editor exited with this wait status (non-zero): the text is kept as it was.
    case exitStatus(Int32)

    /// What went wrong, for a status line.
    public var description: String {
      switch self {
      case .file(let code): "the editor's file: \(String(cString: strerror(code)))"
      case .notStarted: "the editor could not be started"
      case .exitStatus(let status): "the editor exited with status \(status >> 8 & 0xFF)"
      }
    }
  }

  /// Edits a text: returns the text to take back.
  public var edit: @MainActor (String) throws -> String

  /// An editor that is this closure.
  public init(_ edit: @escaping @MainActor (String) throws -> String) {
    self.edit = edit
  }

  /// The person's editor: `$VISUAL`, else `$EDITOR`, else `vi`, from `environment`, run on
  /// `terminal` (left and entered again around the editor when it is active; `nil` for
  /// none).
  ///
  /// A newline the editor adds at the end of the file is dropped when the text had none.
  public init(
    terminal: Terminal?,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    self.edit = { text in
      let command =
        [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }.first { !$0.isEmpty }
        ?? "vi"
      return try Self.run(command, on: text, terminal: terminal, environment: environment)
    }
  }

  private static func run(
    _ command: String, on text: String, terminal: Terminal?, environment: [String: String]
  ) throws -> String {
    let folder = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = Array((folder.hasSuffix("/") ? folder : folder + "/").utf8CString.dropLast())
    template += Array("fieldwork-edit-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { throw Failure.file(errno: errno) }
    let path = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    defer { unlink(path) }
    let bytes = Array(text.utf8)
    let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    let writeError = errno
    close(descriptor)
    guard written == bytes.count else { throw Failure.file(errno: writeError) }

    let wasActive = terminal?.isActive ?? false
    if wasActive { terminal?.restore() }
    // The file is the command's last argument, quoted by the shell: `code --wait "$1"`.
    let status = runShellCommand(command + " \"$1\"", argument: path, environment: environment)
    if wasActive { try? terminal?.enter() }
    guard let status else { throw Failure.notStarted }
    guard status == 0 else { throw Failure.exitStatus(status) }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw Failure.file(errno: errno)
    }
    var edited = String(decoding: data, as: UTF8.self)
    if edited.hasSuffix("\n"), !text.hasSuffix("\n") { edited.removeLast() }
    return edited
  }
}

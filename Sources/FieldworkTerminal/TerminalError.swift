#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An error from the terminal.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
  /// Standard input or output is not a terminal (a pipe, a file): raw mode is never entered.
  case notATerminal
  /// A system call failed; `errno` is attached.
  case system(call: String, errno: Int32)

  /// What went wrong, ready to print.
  public var description: String {
    switch self {
    case .notATerminal: "standard input and output must be a terminal"
    case .system(let call, let code): "\(call) failed: \(String(cString: strerror(code)))"
    }
  }
}

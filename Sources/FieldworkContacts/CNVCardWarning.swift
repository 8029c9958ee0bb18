/// A line of a vCard file that was skipped, and why.
public struct CNVCardWarning: Equatable, Sendable, CustomStringConvertible {
  /// The line's number, from 1.
  public let line: Int
  /// What was wrong.
  public let message: String

  /// "line 12: no ':' in the line, skipped".
  public var description: String { "line \(line): \(message)" }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The issues an audit found that its handler did not ignore.
public struct AccessibilityAuditError: Error, Sendable, CustomStringConvertible {
  /// The issues, in reading order.
  public let issues: [AccessibilityAuditIssue]

  /// One line per issue.
  public var description: String {
    let count = issues.count == 1 ? "1 accessibility issue" : "\(issues.count) accessibility issues"
    return ([count + ":"] + issues.map { "- " + $0.description }).joined(separator: "\n")
  }
}

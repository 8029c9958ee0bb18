#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One problem an audit found, as `XCUIAccessibilityAuditIssue` reports it, with where it is
/// and how to fix it.
public struct AccessibilityAuditIssue: Sendable, CustomStringConvertible {
  /// The kind of problem.
  public let auditType: AccessibilityAuditType
  /// The element it is about, when it is one (a tap gesture on a non-element is not).
  public let element: AccessibilityElement?
  /// Where it is in the host's tree: a ViewInspector path, as `host.tree` prints the tree.
  public let path: String
  /// What is wrong, in a line: "Button has no description".
  public let compactDescription: String
  /// What is wrong and why it matters.
  public let detailedDescription: String
  /// How to fix it, in code: "add .accessibilityLabel(\"…\")".
  public let fix: String

  /// An issue.
  public init(
    auditType: AccessibilityAuditType, element: AccessibilityElement?, path: String,
    compactDescription: String, detailedDescription: String, fix: String
  ) {
    self.auditType = auditType
    self.element = element
    self.path = path
    self.compactDescription = compactDescription
    self.detailedDescription = detailedDescription
    self.fix = fix
  }

  /// `sufficientElementDescription at vStack().button(1): Button has no description. Fix: …`
  public var description: String {
    "\(auditType) at \(path): \(compactDescription). \(detailedDescription) Fix: \(fix)"
  }
}

extension AccessibilityAuditIssue {
  /// Applies XCUITest's rule to what an audit found: each issue goes to `handler`, which
  /// returns `true` to ignore it; the rest are thrown.
  package static func report(
    _ issues: [AccessibilityAuditIssue],
    handler: ((AccessibilityAuditIssue) throws -> Bool)?
  ) throws {
    var kept: [AccessibilityAuditIssue] = []
    for issue in issues where try !(handler?(issue) ?? false) { kept.append(issue) }
    if !kept.isEmpty { throw AccessibilityAuditError(issues: kept) }
  }
}

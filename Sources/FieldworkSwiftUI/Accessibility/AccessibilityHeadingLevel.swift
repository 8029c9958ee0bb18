/// A heading's level, as SwiftUI's `AccessibilityHeadingLevel`.
public enum AccessibilityHeadingLevel: Int, Hashable, Sendable {
  /// A heading with no level.
  case unspecified = 0
  /// Level 1, the highest.
  case h1, h2, h3, h4, h5, h6
}

/// An action of an accessibility element, as an attribute.
struct AccessibilityActionAttribute: CustomStringConvertible {
  let kind: AccessibilityActionKind?
  let name: String?
  let handler: () -> Void

  var description: String { name.map { "\"\($0)\"" } ?? kind?.description ?? "action" }
}

/// An adjustable action, as an attribute.
struct AccessibilityAdjustableAttribute: CustomStringConvertible {
  let handler: (AccessibilityAdjustmentDirection) -> Void
  var description: String { "action" }
}

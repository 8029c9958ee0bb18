#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The kinds of problem an accessibility audit looks for, in XCUITest's vocabulary
/// (`XCUIAccessibilityAuditType`), with Fieldwork's own check of identifiers.
public struct AccessibilityAuditType: OptionSet, Hashable, Sendable, CustomStringConvertible {
  /// The bits.
  public let rawValue: UInt64

  /// Types from bits.
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// Text whose colour is too close to its background's (WCAG 2.x: 4.5:1, 3:1 for large
  /// text), or whose colours cannot be known.
  public static let contrast = AccessibilityAuditType(rawValue: 1 << 0)
  /// Something a person can tap that VoiceOver cannot reach: a tap gesture on a view that is
  /// no accessibility element.
  public static let elementDetection = AccessibilityAuditType(rawValue: 1 << 1)
  /// A control smaller than 44 × 44 points.
  public static let hitRegion = AccessibilityAuditType(rawValue: 1 << 2)
  /// A control with nothing to call it by: no label, or only an image's name.
  public static let sufficientElementDescription = AccessibilityAuditType(rawValue: 1 << 3)
  /// Text that does not grow with the person's text size: a fixed `.system(size:)` font.
  public static let dynamicType = AccessibilityAuditType(rawValue: 1 << 4)
  /// Text cut off: one line allowed, and more text than its width holds.
  public static let textClipped = AccessibilityAuditType(rawValue: 1 << 5)
  /// An element whose traits hide what it does: a tappable text that is not a button.
  public static let trait = AccessibilityAuditType(rawValue: 1 << 6)
  /// Fieldwork's own: two elements of one screen share an `accessibilityIdentifier`, so a UI
  /// test cannot tell them apart.
  public static let uniqueIdentifier = AccessibilityAuditType(rawValue: 1 << 32)

  /// Every type.
  public static let all: AccessibilityAuditType = [
    .contrast, .elementDetection, .hitRegion, .sufficientElementDescription, .dynamicType,
    .textClipped, .trait, .uniqueIdentifier,
  ]

  private static let names: [(AccessibilityAuditType, String)] = [
    (.contrast, "contrast"), (.elementDetection, "elementDetection"),
    (.hitRegion, "hitRegion"), (.sufficientElementDescription, "sufficientElementDescription"),
    (.dynamicType, "dynamicType"), (.textClipped, "textClipped"), (.trait, "trait"),
    (.uniqueIdentifier, "uniqueIdentifier"),
  ]

  /// The type's name, as in XCUITest: `sufficientElementDescription`.
  public var description: String {
    Self.names.filter { contains($0.0) }.map(\.1).joined(separator: ", ")
  }
}

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

/// WCAG 2.x contrast: relative luminance of sRGB colours, and the ratio between two.
package enum ContrastRatio {
  /// The relative luminance of an sRGB colour whose components are in 0…1.
  package static func luminance(red: Double, green: Double, blue: Double) -> Double {
    func linear(_ channel: Double) -> Double {
      channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055).power(2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// The contrast ratio of two colours (1…21), whichever is lighter.
  package static func ratio(
    _ first: (red: Double, green: Double, blue: Double),
    _ second: (red: Double, green: Double, blue: Double)
  ) -> Double {
    let a = luminance(red: first.red, green: first.green, blue: first.blue)
    let b = luminance(red: second.red, green: second.green, blue: second.blue)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// The ratio WCAG 2.x asks of text: 3:1 for large text (24 points, or 18.66 bold), 4.5:1
  /// otherwise.
  package static func minimum(isLargeText: Bool) -> Double {
    isLargeText ? 3 : 4.5
  }
}

extension Double {
  /// `self` to the power `exponent`, for positive `self`.
  fileprivate func power(_ exponent: Double) -> Double {
    guard self > 0 else { return 0 }
    return pow(self, exponent)
  }
}

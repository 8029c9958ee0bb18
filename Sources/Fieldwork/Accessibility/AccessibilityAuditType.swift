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

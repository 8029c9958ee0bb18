/// The kinds of action VoiceOver performs, as SwiftUI's `AccessibilityActionKind`.
public struct AccessibilityActionKind: Hashable, Sendable, CustomStringConvertible {
  let name: String

  /// A double tap.
  public static let `default` = AccessibilityActionKind(name: "default")
  /// The escape gesture (a two-finger Z): dismiss.
  public static let escape = AccessibilityActionKind(name: "escape")
  /// The magic tap (a two-finger double tap): the screen's main action.
  public static let magicTap = AccessibilityActionKind(name: "magicTap")

  /// The kind's name.
  public var description: String { name }
}

import Fieldwork
import Foundation

/// What a view is to assistive technologies, as UIKit's `UIAccessibilityTraits`.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The bits.
  public let rawValue: UInt64

  /// Traits from bits.
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// No trait.
  public static let none = UIAccessibilityTraits([])
  /// A button.
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  /// A link.
  public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
  /// An image.
  public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
  /// The selected one among several.
  public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
  /// Plays a sound when activated.
  public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
  /// A key of a keyboard.
  public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
  /// Text that does not change.
  public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
  /// A summary of the screen.
  public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
  /// Not enabled: VoiceOver says "Dimmed.".
  public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
  /// A value that changes often.
  public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
  /// A search field.
  public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
  /// Starts media.
  public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
  /// Adjusted by swiping up or down.
  public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
  /// Takes touches directly.
  public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
  /// Turns the page when VoiceOver reaches its end.
  public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
  /// A tab bar.
  public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
  /// A heading.
  public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
  /// A switch, on or off (iOS 17).
  public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 17)
  /// Supports zooming.
  public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 18)

  private static let mapping: [(UIAccessibilityTraits, AccessibilityTraits)] = [
    (.button, .isButton), (.link, .isLink), (.image, .isImage), (.selected, .isSelected),
    (.playsSound, .playsSound), (.keyboardKey, .isKeyboardKey), (.staticText, .isStaticText),
    (.summaryElement, .isSummaryElement), (.updatesFrequently, .updatesFrequently),
    (.searchField, .isSearchField), (.startsMediaSession, .startsMediaSession),
    (.adjustable, .isAdjustable), (.allowsDirectInteraction, .allowsDirectInteraction),
    (.causesPageTurn, .causesPageTurn), (.header, .isHeader), (.toggleButton, .isToggle),
  ]

  /// The same traits in SwiftUI's names (`.notEnabled` is the element's `isEnabled`).
  var swiftUITraits: AccessibilityTraits {
    var traits: AccessibilityTraits = []
    for (uikit, swiftUI) in Self.mapping where contains(uikit) { traits.insert(swiftUI) }
    return traits
  }
}

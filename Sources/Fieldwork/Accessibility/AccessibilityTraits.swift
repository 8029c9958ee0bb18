/// What an accessibility element is and how it behaves, as SwiftUI's `AccessibilityTraits`
/// names it, with the traits UIKit adds for text entry and adjustable controls.
///
/// VoiceOver reads traits after the label and value: "Save. Button.", "Name. Text Field.".
public struct AccessibilityTraits: OptionSet, Hashable, Sendable, CustomStringConvertible {
  /// The bits.
  public let rawValue: UInt64

  /// Traits from bits.
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// A button: VoiceOver says "Button." and a double tap activates it.
  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  /// A heading: VoiceOver says "Heading." and the rotor moves between headings.
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  /// The selected one among several (a tab, a row).
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
  /// A link.
  public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
  /// A search field.
  public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
  /// An image.
  public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
  /// Plays a sound when activated.
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
  /// A key of a keyboard.
  public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
  /// Text that does not change.
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
  /// A summary of the screen, read when it appears.
  public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
  /// A value that changes often (a timer, a progress bar).
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
  /// Starts media: VoiceOver stays quiet after activating it.
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
  /// Takes touches directly (a drawing area, a piano).
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
  /// Turns the page when VoiceOver reaches its end.
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
  /// A modal view: VoiceOver ignores what is behind it.
  public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
  /// A switch, on or off (SwiftUI's `Toggle`): VoiceOver says "Switch Button." and its state.
  public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)

  /// Adjusted by swiping up or down (a stepper, a slider), as UIKit's `.adjustable`.
  public static let isAdjustable = AccessibilityTraits(rawValue: 1 << 32)
  /// Text entry (a text field, a text view): VoiceOver says "Text Field.".
  public static let isTextEntry = AccessibilityTraits(rawValue: 1 << 33)
  /// Secure text entry: VoiceOver says "Secure Text Field." and never reads the text.
  public static let isSecureTextEntry = AccessibilityTraits(rawValue: 1 << 34)
  /// Multi-line text entry (a text view, SwiftUI's `TextEditor`).
  public static let isTextArea = AccessibilityTraits(rawValue: 1 << 35)
  /// Text entry that is being edited: it has the keyboard.
  public static let isEditing = AccessibilityTraits(rawValue: 1 << 36)
  /// A navigation bar's back button.
  public static let isBackButton = AccessibilityTraits(rawValue: 1 << 37)
  /// A tab of a tab bar.
  public static let isTab = AccessibilityTraits(rawValue: 1 << 38)

  private static let names: [(AccessibilityTraits, String)] = [
    (.isButton, "isButton"), (.isHeader, "isHeader"), (.isSelected, "isSelected"),
    (.isLink, "isLink"), (.isSearchField, "isSearchField"), (.isImage, "isImage"),
    (.playsSound, "playsSound"), (.isKeyboardKey, "isKeyboardKey"),
    (.isStaticText, "isStaticText"), (.isSummaryElement, "isSummaryElement"),
    (.updatesFrequently, "updatesFrequently"), (.startsMediaSession, "startsMediaSession"),
    (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"),
    (.isModal, "isModal"), (.isToggle, "isToggle"), (.isAdjustable, "isAdjustable"),
    (.isTextEntry, "isTextEntry"), (.isSecureTextEntry, "isSecureTextEntry"),
    (.isTextArea, "isTextArea"), (.isEditing, "isEditing"), (.isBackButton, "isBackButton"),
    (.isTab, "isTab"),
  ]

  /// The traits' names: `[.isButton, .isSelected]`.
  public var description: String {
    "[" + Self.names.filter { contains($0.0) }.map { "." + $0.1 }.joined(separator: ", ") + "]"
  }
}

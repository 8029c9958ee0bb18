/// One thing VoiceOver stops at: what it reads, what it is, and what a person can do with it.
///
/// A host lists its screen's elements in VoiceOver's reading order
/// (`host.accessibilityElements`); each reads as VoiceOver would
/// (``spokenDescription`` and ``spokenHint``), in the format AccessibilitySnapshot publishes,
/// checked by its authors against devices:
///
/// ```swift
/// let email = AccessibilityElement(label: "Email", traits: .isTextEntry)
/// email.spokenDescription      // "Email. Text Field."
/// email.spokenHint             // "Double tap to edit."
/// ```
public struct AccessibilityElement: Sendable, CustomStringConvertible {
  /// What the element is called: a button's title, a field's label.
  public var label: String
  /// Its value: a field's text (bullets for secure text), a toggle's `1` or `0`, a slider's
  /// percentage.
  public var value: String?
  /// What activating it does, read after a pause.
  public var hint: String?
  /// What it is.
  public var traits: AccessibilityTraits
  /// The identifier UI tests find it by.
  public var identifier: String?
  /// The names of its custom actions (VoiceOver's Actions rotor).
  public var customActions: [String]
  /// The names Voice Control and Full Keyboard Access know it by, first the one shown.
  public var inputLabels: [String]
  /// Whether a person can use it: VoiceOver says "Dimmed." when not.
  public var isEnabled: Bool
  /// Where it is in its host's tree: a ViewInspector path (`vStack().button(1)`) for a
  /// SwiftUI screen, a description for a UIKit view.
  public var path: String
  /// What the cursor does with it; `nil` for an element nothing can act on.
  package var actions: AccessibilityActions?
  /// Whether the label is only the names of images (`square.and.arrow.up`), which
  /// VoiceOver would read out as they are: not a description a person can use.
  package var labelIsOnlyAnImageName = false

  /// An element with these properties.
  public init(
    label: String, value: String? = nil, hint: String? = nil,
    traits: AccessibilityTraits = [], identifier: String? = nil, customActions: [String] = [],
    inputLabels: [String] = [], isEnabled: Bool = true, path: String = ""
  ) {
    self.label = label
    self.value = value
    self.hint = hint
    self.traits = traits
    self.identifier = identifier
    self.customActions = customActions
    self.inputLabels = inputLabels
    self.isEnabled = isEnabled
    self.path = path
  }

  /// What VoiceOver reads when it reaches the element: its label, value and traits, as
  /// "Email: ada@example.com. Text Field." or "Wi-Fi. Switch Button. On.".
  public var spokenDescription: String { AccessibilitySpeech.describe(self).description }

  /// What VoiceOver reads after a pause: the hint, or what a double tap does for the kind of
  /// element ("Double tap to edit."); `nil` when there is nothing to add.
  public var spokenHint: String? { AccessibilitySpeech.describe(self).hint }

  /// The description and the hint, as one line of a transcript.
  public var spoken: String {
    let speech = AccessibilitySpeech.describe(self)
    guard let hint = speech.hint else { return speech.description }
    return speech.description + " " + hint
  }

  /// The spoken line.
  public var description: String { spoken }
}

/// What a VoiceOver cursor does with an element, for the host that listed it.
package struct AccessibilityActions: Sendable {
  /// A double tap: press a button, focus a field, flip a toggle.
  package var activate: (@MainActor @Sendable () throws -> Void)?
  /// A swipe up on an adjustable element.
  package var increment: (@MainActor @Sendable () throws -> Void)?
  /// A swipe down on an adjustable element.
  package var decrement: (@MainActor @Sendable () throws -> Void)?
  /// The escape gesture: dismiss.
  package var escape: (@MainActor @Sendable () throws -> Void)?
  /// The magic tap: the screen's main action.
  package var magicTap: (@MainActor @Sendable () throws -> Void)?
  /// The element's custom actions, by name.
  package var custom: [String: @MainActor @Sendable () throws -> Void]

  package init(
    activate: (@MainActor @Sendable () throws -> Void)? = nil,
    increment: (@MainActor @Sendable () throws -> Void)? = nil,
    decrement: (@MainActor @Sendable () throws -> Void)? = nil,
    custom: [String: @MainActor @Sendable () throws -> Void] = [:]
  ) {
    self.activate = activate
    self.increment = increment
    self.decrement = decrement
    self.custom = custom
  }
}

/// VoiceOver's words for an element, after AccessibilitySnapshot's published format (English).
///
/// The description is the label, `": "` and the value, "Selected: " before it when selected,
/// then the traits VoiceOver names, each a sentence, in its order: "Dimmed.", "Button.",
/// "Back Button.", "Switch Button." with "On."/"Off."/"Mixed.", "Tab.", "Text Field." or
/// "Secure Text Field." (and "Is editing."), "Heading.", "Link.", "Adjustable.", "Image.",
/// "Search Field." (a search field is not also called a text field). An element with no
/// label or value is read by its hint. The hint is the element's own, or what a double tap
/// does for its kind; "Actions Available" follows when it has custom actions.
enum AccessibilitySpeech {
  static func describe(_ element: AccessibilityElement) -> (description: String, hint: String?) {
    let traits = element.traits
    var text = element.label
    var hint = element.hint.flatMap { $0.isEmpty ? nil : $0 }
    if let value = element.value, !value.isEmpty, !traits.contains(.isToggle) {
      text = text.isEmpty ? value : "\(text): \(value)"
    }
    if traits.contains(.isSelected) {
      text = text.isEmpty ? "Selected." : "Selected: \(text)"
    }
    var specifiers: [String] = []
    if !element.isEnabled { specifiers.append("Dimmed.") }
    let namesButton =
      traits.contains(.isButton)
      && traits.isDisjoint(with: [.isKeyboardKey, .isToggle, .isTab, .isBackButton])
    if namesButton { specifiers.append("Button.") }
    if traits.contains(.isBackButton) { specifiers.append("Back Button.") }
    if traits.contains(.isToggle) {
      specifiers.append("Switch Button.")
      switch element.value {
      case "1": specifiers.append("On.")
      case "0": specifiers.append("Off.")
      case "2": specifiers.append("Mixed.")
      case let other?: if !other.isEmpty { specifiers.append(other) }
      case nil: break
      }
    }
    if traits.contains(.isTab) { specifiers.append("Tab.") }
    if traits.contains(.isTextEntry) {
      // A search field is named once, as "Search Field." below.
      if !traits.contains(.isSearchField) {
        specifiers.append(
          traits.contains(.isSecureTextEntry) ? "Secure Text Field." : "Text Field.")
      }
      if traits.contains(.isEditing) { specifiers.append("Is editing.") }
    }
    if traits.contains(.isHeader) { specifiers.append("Heading.") }
    if traits.contains(.isLink) { specifiers.append("Link.") }
    if traits.contains(.isAdjustable) { specifiers.append("Adjustable.") }
    if traits.contains(.isImage) { specifiers.append("Image.") }
    if traits.contains(.isSearchField) { specifiers.append("Search Field.") }

    if text.isEmpty {
      text = hint ?? ""
      hint = nil
    }
    if !specifiers.isEmpty {
      let joined = specifiers.joined(separator: " ")
      text = text.isEmpty ? joined : text + (text.hasSuffix(".") ? " " : ". ") + joined
    }

    if element.isEnabled {
      if traits.contains(.isToggle) {
        hint =
          hint.map { "\(withoutPeriod($0)). Double tap to toggle setting." }
          ?? "Double tap to toggle setting."
      }
      if traits.contains(.isTextEntry) {
        if traits.contains(.isEditing) {
          hint = "Use the rotor to access Misspelled Words"
        } else if traits.contains(.isTextArea) {
          hint = "Double tap to edit., Use the rotor to access Misspelled Words"
        } else {
          hint = "Double tap to edit."
        }
      }
      let hintOnly =
        element.hint?.isEmpty == false && element.label.isEmpty
        && (element.value ?? "").isEmpty
      if traits.contains(.isAdjustable), !traits.contains(.isToggle), !hintOnly {
        let swipe = "Swipe up or down with one finger to adjust the value."
        hint = hint.map { "\(withoutPeriod($0)). \(swipe)" } ?? swipe
      }
    }
    if !element.customActions.isEmpty {
      hint = hint.map { "\($0) Actions Available" } ?? "Actions Available"
    }
    return (text, hint)
  }

  private static func withoutPeriod(_ text: String) -> String {
    text.hasSuffix(".") ? String(text.dropLast()) : text
  }
}

// What VoiceOver makes of Fieldwork's headless controls, with UIKit's defaults: a text field
// is labelled by its placeholder, its value is its text (bullets for secure text, never the
// text), and a double tap focuses it.

/// A view that lists the accessibility elements it is (or holds), for a host's tree.
@MainActor
package protocol AccessibilityElementSource: AnyObject {
  /// The elements, in reading order, each with `path` as where it is.
  func accessibilityElements(path: String) -> [AccessibilityElement]
}

/// A headless control that is one element.
@MainActor
package protocol SingleAccessibilityElementSource: AccessibilityElementSource {
  /// The control as VoiceOver meets it.
  var accessibilityElement: AccessibilityElement { get }
}

extension SingleAccessibilityElementSource {
  package func accessibilityElements(path: String) -> [AccessibilityElement] {
    var element = accessibilityElement
    element.path = path
    return [element]
  }
}

extension HeadlessTextField: SingleAccessibilityElementSource {
  /// The field as VoiceOver meets it: "Email: ada@example.com. Text Field.".
  public var accessibilityElement: AccessibilityElement {
    var traits: AccessibilityTraits = .isTextEntry
    if isSecureTextEntry { traits.insert(.isSecureTextEntry) }
    if isFirstResponder { traits.insert(.isEditing) }
    var element = AccessibilityElement(
      label: accessibilityLabel ?? placeholder ?? "",
      value: isSecureTextEntry ? String(repeating: "•", count: text.count) : text,
      hint: accessibilityHint, traits: traits, identifier: accessibilityIdentifier,
      isEnabled: isEnabled)
    element.actions = AccessibilityActions(activate: { [weak self] in self?.tap() })
    return element
  }
}

extension HeadlessSearchBar: SingleAccessibilityElementSource {
  /// The bar's search field as VoiceOver meets it: "Search. Search Field.".
  public var accessibilityElement: AccessibilityElement {
    var traits: AccessibilityTraits = [.isSearchField, .isTextEntry]
    if isFirstResponder { traits.insert(.isEditing) }
    var element = AccessibilityElement(
      label: accessibilityLabel ?? placeholder ?? "Search", value: text,
      hint: accessibilityHint, traits: traits, identifier: accessibilityIdentifier,
      isEnabled: isEnabled)
    element.actions = AccessibilityActions(activate: { [weak self] in self?.tap() })
    return element
  }
}

extension HeadlessTextView: SingleAccessibilityElementSource {
  /// The view as VoiceOver meets it: "Notes: Milk. Text Field.", edited with a double tap.
  public var accessibilityElement: AccessibilityElement {
    var traits: AccessibilityTraits = [.isTextEntry, .isTextArea]
    if isFirstResponder { traits.insert(.isEditing) }
    var element = AccessibilityElement(
      label: accessibilityLabel ?? "", value: text, hint: accessibilityHint, traits: traits,
      identifier: accessibilityIdentifier, isEnabled: isEditable)
    element.actions = AccessibilityActions(activate: { [weak self] in self?.tap() })
    return element
  }
}

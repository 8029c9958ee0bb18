// Fieldwork's components are SwiftUI's text controls: one implementation, placed in the
// tree as representables.

extension TextField: View {}
extension SearchBar: View {}
extension TextEditor: View {}

extension TextField: InspectedRepresentable {
  var inspectedKind: ViewKind { configuration.isSecureTextEntry ? .secureField : .textField }

  /// The title and prompt, as texts: what SwiftUI's `TextField` has as its label and prompt.
  var labelParts: [(name: PartName, text: Text)] {
    var parts: [(name: PartName, text: Text)] = []
    if let title = configuration.title { parts.append((.label, Text(verbatim: title))) }
    if let prompt = configuration.prompt { parts.append((.prompt, prompt)) }
    return parts
  }
}

extension TextEditor: InspectedRepresentable {
  var inspectedKind: ViewKind { .textEditor }
}

extension SearchBar: InspectedRepresentable {
  var inspectedKind: ViewKind { .searchBar }
}

extension HeadlessTextField: InspectedControl {
  var inspectedAttributes: [ViewAttribute] {
    var attributes = [
      ViewAttribute(.text, isSecureTextEntry ? String(repeating: "•", count: text.count) : text)
    ]
    if let placeholder { attributes.append(ViewAttribute(.placeholder, placeholder)) }
    attributes += traitAttributes(of: self, returnKey: returnKeyType)
    if !isEnabled { attributes.append(ViewAttribute(.disabled, true)) }
    if isFirstResponder { attributes.append(ViewAttribute(.focused, true)) }
    return attributes
  }

  var ignoresThePerson: Bool { !isEnabled }
}

extension HeadlessSearchBar: InspectedControl {
  var inspectedAttributes: [ViewAttribute] {
    var attributes = [ViewAttribute(.text, text)]
    if let placeholder { attributes.append(ViewAttribute(.placeholder, placeholder)) }
    attributes += traitAttributes(of: searchTextField, returnKey: .search)
    if !isEnabled { attributes.append(ViewAttribute(.disabled, true)) }
    if isFirstResponder { attributes.append(ViewAttribute(.focused, true)) }
    return attributes
  }

  var ignoresThePerson: Bool { !isEnabled }
}

extension HeadlessTextView: InspectedControl {
  var inspectedAttributes: [ViewAttribute] {
    var attributes = [ViewAttribute(.text, description)]
    attributes += traitAttributes(of: self, returnKey: .default)
    if !isEditable { attributes.append(ViewAttribute(.disabled, true)) }
    if isFirstResponder { attributes.append(ViewAttribute(.focused, true)) }
    return attributes
  }

  var ignoresThePerson: Bool { !isEditable }
}

/// The keyboard traits of `control` that differ from UIKit's defaults.
@MainActor
private func traitAttributes(of control: some TextTraitsControl, returnKey: ReturnKeyType)
  -> [ViewAttribute]
{
  var attributes: [ViewAttribute] = []
  if control.keyboardType != .default {
    attributes.append(ViewAttribute(.keyboardType, control.keyboardType))
  }
  if let type = control.textContentType {
    attributes.append(ViewAttribute(.textContentType, type))
  }
  if control.autocapitalizationType != .sentences {
    attributes.append(ViewAttribute(.autocapitalization, control.autocapitalizationType))
  }
  if control.autocorrectionType != .default {
    attributes.append(ViewAttribute(.autocorrection, control.autocorrectionType))
  }
  if returnKey != .default, returnKey != .search {
    attributes.append(ViewAttribute(.returnKey, returnKey))
  }
  return attributes
}

// MARK: Attribute keys

extension AttributeKey {
  static var focused: AttributeKey<Any> { .init("focused") }
  static var disabled: AttributeKey<Bool> { .init("disabled") }
  static var keyboardType: AttributeKey<KeyboardType> { .init("keyboardType") }
  static var returnKey: AttributeKey<ReturnKeyType> { .init("returnKey") }
  static var placeholder: AttributeKey<String> { .init("placeholder") }
  static var text: AttributeKey<String> { .init("text") }
  static var view: AttributeKey<String> { .init("view") }
  static var autocapitalization: AttributeKey<TextAutocapitalizationType> {
    .init("autocapitalization")
  }
  static var autocorrection: AttributeKey<TextAutocorrectionType> { .init("autocorrection") }
  static var textContentType: AttributeKey<TextContentType?> { .init("textContentType") }
}

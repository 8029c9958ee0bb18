// Fieldwork's components are SwiftUI's text controls: one implementation, placed in the
// tree as representables.

extension TextField: View {}
extension SearchBar: View {}
extension TextEditor: View {}

/// What inspection makes of a representable: Fieldwork's components are SwiftUI's controls;
/// any other representable is a view of the app's.
@MainActor
enum RepresentableKinds {
  static func kind(of representable: (any Representable)?) -> ViewKind {
    switch representable {
    case let field as TextField: field.configuration.isSecureTextEntry ? .secureField : .textField
    case is TextEditor: .textEditor
    case is SearchBar: .searchBar
    default: .custom
    }
  }

  /// The label and prompt of a text field, as texts.
  static func labelParts(of view: Any) -> [(String, Text)] {
    guard let field = view as? TextField else { return [] }
    var parts: [(String, Text)] = []
    if let title = field.configuration.title { parts.append(("label", Text(verbatim: title))) }
    if let prompt = field.configuration.prompt { parts.append(("prompt", prompt)) }
    return parts
  }

  static func attributes(of driver: AnyRepresentableDriver) -> [ViewAttribute] {
    switch driver.platformView {
    case let field as HeadlessTextField:
      var attributes = [
        ViewAttribute(.text, field.isSecureTextEntry ? secureText(field) : field.text)
      ]
      if let placeholder = field.placeholder {
        attributes.append(ViewAttribute(.placeholder, placeholder))
      }
      attributes += traits(field, returnKey: field.returnKeyType)
      if !field.isEnabled { attributes.append(ViewAttribute(.disabled, true)) }
      if field.isFirstResponder { attributes.append(ViewAttribute(.focused, true)) }
      return attributes
    case let bar as HeadlessSearchBar:
      var attributes = [ViewAttribute(.text, bar.text)]
      if let placeholder = bar.placeholder {
        attributes.append(ViewAttribute(.placeholder, placeholder))
      }
      attributes += traits(bar.searchTextField, returnKey: .search)
      if !bar.isEnabled { attributes.append(ViewAttribute(.disabled, true)) }
      if bar.isFirstResponder { attributes.append(ViewAttribute(.focused, true)) }
      return attributes
    case let view as HeadlessTextView:
      var attributes = [ViewAttribute(.text, view.description)]
      attributes += traits(view, returnKey: .default)
      if !view.isEditable { attributes.append(ViewAttribute(.disabled, true)) }
      if view.isFirstResponder { attributes.append(ViewAttribute(.focused, true)) }
      return attributes
    case let view?:
      return [ViewAttribute(.view, String(describing: view))]
    case nil:
      return []
    }
  }

  /// The keyboard traits that differ from UIKit's defaults.
  private static func traits(_ control: some TextTraitsControl, returnKey: ReturnKeyType)
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

  /// Whether the control behind a representable ignores the person.
  static func isControlDisabled(_ driver: AnyRepresentableDriver?) -> Bool {
    switch driver?.platformView {
    case let field as HeadlessTextField: !field.isEnabled
    case let bar as HeadlessSearchBar: !bar.isEnabled
    case let view as HeadlessTextView: !view.isEditable
    default: false
    }
  }

  /// A secure field's text as a person sees it: bullets, one per character.
  static func secureText(_ field: HeadlessTextField) -> String {
    String(repeating: "•", count: field.text.count)
  }
}

// MARK: Attribute keys

extension AttributeKey where Value == Any {
  static var focused: Self { Self("focused") }
}

extension AttributeKey where Value == Bool {
  static var disabled: Self { Self("disabled") }
}

extension AttributeKey where Value == KeyboardType {
  static var keyboardType: Self { Self("keyboardType") }
}

extension AttributeKey where Value == ReturnKeyType {
  static var returnKey: Self { Self("returnKey") }
}

extension AttributeKey where Value == String {
  static var placeholder: Self { Self("placeholder") }
  static var text: Self { Self("text") }
  static var view: Self { Self("view") }
}

extension AttributeKey where Value == TextAutocapitalizationType {
  static var autocapitalization: Self { Self("autocapitalization") }
}

extension AttributeKey where Value == TextAutocorrectionType {
  static var autocorrection: Self { Self("autocorrection") }
}

extension AttributeKey where Value == TextContentType? {
  static var textContentType: Self { Self("textContentType") }
}

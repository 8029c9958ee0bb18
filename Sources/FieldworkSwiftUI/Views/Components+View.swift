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

  static func attributes(of driver: AnyRepresentableDriver) -> [ViewAttribute] {
    switch driver.platformView {
    case let field as HeadlessTextField:
      var attributes = [
        ViewAttribute("text", field.isSecureTextEntry ? secureText(field) : field.text)
      ]
      if let placeholder = field.placeholder {
        attributes.append(ViewAttribute("placeholder", placeholder))
      }
      if field.isFirstResponder { attributes.append(ViewAttribute("focused", true)) }
      return attributes
    case let bar as HeadlessSearchBar:
      var attributes = [ViewAttribute("text", bar.text)]
      if let placeholder = bar.placeholder {
        attributes.append(ViewAttribute("placeholder", placeholder))
      }
      if bar.isFirstResponder { attributes.append(ViewAttribute("focused", true)) }
      return attributes
    case let view as HeadlessTextView:
      return [ViewAttribute("text", view.description)]
    case let view?:
      return [ViewAttribute("view", String(describing: view))]
    case nil:
      return []
    }
  }

  /// A secure field's text as a person sees it: bullets, one per character.
  static func secureText(_ field: HeadlessTextField) -> String {
    String(repeating: "•", count: field.text.count)
  }
}

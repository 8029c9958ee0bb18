/// A text field's look, as SwiftUI's `TextFieldStyle`: kept by name.
public protocol TextFieldStyle: Sendable {
  /// The style's name.
  var styleName: String { get }
}

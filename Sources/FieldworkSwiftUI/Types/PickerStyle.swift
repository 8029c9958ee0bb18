/// A picker's look, as SwiftUI's `PickerStyle`: kept by name.
public protocol PickerStyle: Sendable {
  /// The style's name.
  var styleName: String { get }
}

/// A button's look of the app's own, as SwiftUI's `ButtonStyle`: Fieldwork records its type
/// and shows the button's label as it is, without evaluating `makeBody(configuration:)`.
public protocol ButtonStyle {
  /// The view the style makes.
  associatedtype Body: View
  /// The button's parts, as the style sees them.
  typealias Configuration = ButtonStyleConfiguration
  /// The styled button.
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

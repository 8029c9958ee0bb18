/// What ViewInspector asks of a view modifier that presents a popup (its guide's
/// `InspectableSheet`): Fieldwork presents through SwiftUI's own modifiers, so a modifier
/// that conforms is inspected like any other.
public protocol PopupPresenter {
  /// What the popup shows.
  associatedtype Popup
  /// Whether the popup is presented.
  var isPresented: Binding<Bool> { get }
  /// Makes the popup.
  var popupBuilder: () -> Popup { get }
  /// Runs once the popup is dismissed.
  var onDismiss: (() -> Void)? { get }
}

/// What ViewInspector asks of a view modifier that presents a popup for an item.
public protocol ItemPopupPresenter {
  /// The item presented.
  associatedtype Item: Identifiable
  /// What the popup shows.
  associatedtype Popup
  /// The item, while the popup is presented.
  var item: Binding<Item?> { get }
  /// Makes the popup for the item.
  var popupBuilder: (Item) -> Popup { get }
  /// Runs once the popup is dismissed.
  var onDismiss: (() -> Void)? { get }
}

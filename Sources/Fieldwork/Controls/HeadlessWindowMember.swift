/// A view that can belong to a ``HeadlessWindow``: the text field and the search bar, and
/// any view of your own that contains one.
///
/// ``RepresentableHost`` sets ``window`` on the view it makes when the host has a window.
@MainActor
public protocol HeadlessWindowMember: AnyObject {
  /// The window the view belongs to, held weakly. Moving a focused control out of its window
  /// ends its editing, as removing a view from its window does in UIKit.
  var window: HeadlessWindow? { get set }
}

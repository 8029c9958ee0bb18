/// An anchor of a view, as UIKit's `NSLayoutAnchor`: what constraints are made from.
@MainActor
public class NSLayoutAnchorBase {
  /// The view the anchor belongs to.
  public private(set) weak var view: UIView?
  /// The anchor's name: `leading`, `width`, …
  public let name: String

  init(view: UIView, name: String) {
    self.view = view
    self.name = name
  }
}

/// A window scene's delegate, as UIKit's `UIWindowSceneDelegate`: it keeps the scene's
/// window.
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// The scene's window.
  var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
  /// None, unless the delegate declares `var window: UIWindow?`.
  public var window: UIWindow? {
    get { nil }
    set {}
  }
}

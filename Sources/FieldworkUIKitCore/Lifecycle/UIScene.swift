/// A part of the app's user interface, as UIKit's `UIScene`.
@MainActor
open class UIScene: UIResponder {
  /// Where a scene is in its life, as UIKit's `UIScene.ActivationState`.
  public enum ActivationState: Int, Sendable, Hashable {
    /// Not connected yet.
    case unattached
    /// In the foreground, taking events.
    case foregroundActive
    /// In the foreground, not taking events.
    case foregroundInactive
    /// In the background.
    case background
  }

  /// What a scene is connected with, as UIKit's `UIScene.ConnectionOptions`: headless, a
  /// launch opens no URL and runs no shortcut.
  public final class ConnectionOptions {
    /// The URLs to open.
    public let urlContexts: Set<UIOpenURLContext>
    /// The shortcut chosen, if any.
    public let shortcutItem: String?

    package init(urlContexts: Set<UIOpenURLContext> = []) {
      self.urlContexts = urlContexts
      shortcutItem = nil
    }
  }

  /// The session the scene belongs to.
  public let session: UISceneSession
  /// The scene's delegate. UIKit keeps it strongly, and so does this.
  public var delegate: (any UISceneDelegate)?
  /// Where the scene is in its life.
  public package(set) var activationState: ActivationState = .unattached
  /// The scene's title. Kept.
  public var title: String = ""
  /// The order scenes connected in.
  let order: Int

  package init(session: UISceneSession, order: Int) {
    self.session = session
    self.order = order
    super.init()
  }
}

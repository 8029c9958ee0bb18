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

/// A scene of windows, as UIKit's `UIWindowScene`.
@MainActor
open class UIWindowScene: UIScene {
  /// The scene's windows, in the order they were made.
  public internal(set) var windows: [UIWindow] = []
  /// The window made key last, or `nil`.
  public var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }
  /// The screen the scene is on.
  public var screen: UIScreen { UIScreen.main }
}

/// A URL a scene is asked to open, as UIKit's `UIOpenURLContext`.
public final class UIOpenURLContext: Hashable, Sendable {
  /// The URL.
  public let url: URL

  init(url: URL) { self.url = url }

  /// Whether both are the same context.
  public static func == (lhs: UIOpenURLContext, rhs: UIOpenURLContext) -> Bool { lhs === rhs }
  /// Hashes the context's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

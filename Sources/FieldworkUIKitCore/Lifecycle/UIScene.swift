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

/// A scene's session, as UIKit's `UISceneSession`: what it is for and how it is configured.
@MainActor
public final class UISceneSession: Hashable {
  /// What a scene is for, as UIKit's `UISceneSession.Role`.
  public struct Role: Hashable, Sendable, RawRepresentable {
    /// The role's name.
    public let rawValue: String
    /// The role named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The app's main windows.
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
  }

  /// What the scene is for.
  public let role: Role
  /// The configuration the app's delegate gave it.
  public package(set) var configuration: UISceneConfiguration
  /// An identifier kept across launches.
  public let persistentIdentifier: String
  /// The scene, while connected.
  public package(set) weak var scene: UIScene?

  package init(role: Role, configuration: UISceneConfiguration, persistentIdentifier: String) {
    self.role = role
    self.configuration = configuration
    self.persistentIdentifier = persistentIdentifier
  }

  /// Whether both are the same session.
  public nonisolated static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool {
    lhs === rhs
  }
  /// Hashes the session's identity.
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

/// How a scene is made, as UIKit's `UISceneConfiguration`.
@MainActor
public final class UISceneConfiguration {
  /// The configuration's name (Info.plist's `UISceneConfigurationName`).
  public let name: String?
  /// The role of the sessions it configures.
  public let role: UISceneSession.Role
  /// The class of the scene's delegate (Info.plist's `UISceneDelegateClassName`).
  public var delegateClass: AnyClass?
  /// The class of the scene.
  public var sceneClass: AnyClass?

  /// A configuration named `name` for sessions of `sessionRole`.
  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    role = sessionRole
  }
}

/// A scene's delegate, as UIKit's `UISceneDelegate`: every method is optional.
@MainActor
public protocol UISceneDelegate: AnyObject {
  /// The scene is being connected: make its window here.
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)
  /// The scene was disconnected.
  func sceneDidDisconnect(_ scene: UIScene)
  /// The scene became active.
  func sceneDidBecomeActive(_ scene: UIScene)
  /// The scene is about to stop taking events.
  func sceneWillResignActive(_ scene: UIScene)
  /// The scene is about to come to the foreground.
  func sceneWillEnterForeground(_ scene: UIScene)
  /// The scene went to the background.
  func sceneDidEnterBackground(_ scene: UIScene)
  /// The scene is asked to open URLs.
  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
  /// Does nothing.
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {}
  /// Does nothing.
  public func sceneDidDisconnect(_ scene: UIScene) {}
  /// Does nothing.
  public func sceneDidBecomeActive(_ scene: UIScene) {}
  /// Does nothing.
  public func sceneWillResignActive(_ scene: UIScene) {}
  /// Does nothing.
  public func sceneWillEnterForeground(_ scene: UIScene) {}
  /// Does nothing.
  public func sceneDidEnterBackground(_ scene: UIScene) {}
  /// Does nothing.
  public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
}

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

/// The device's screen, as UIKit's `UIScreen`: an iPhone's, 390 × 844 points at 3×.
@MainActor
public final class UIScreen {
  /// The screen.
  public static let main = UIScreen()
  /// The screen's bounds.
  public var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
  /// Pixels per point.
  public var scale: CGFloat = 3
}

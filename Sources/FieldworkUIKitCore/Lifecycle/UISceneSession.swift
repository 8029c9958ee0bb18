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

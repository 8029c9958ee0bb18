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

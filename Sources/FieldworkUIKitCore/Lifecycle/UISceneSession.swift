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

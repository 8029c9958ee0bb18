/// What a button does, as SwiftUI's `ButtonRole`.
public struct ButtonRole: Hashable, Sendable, CustomStringConvertible {
  /// The role's name.
  public let description: String

  /// Deletes something.
  public static let destructive = ButtonRole(description: "destructive")
  /// Cancels.
  public static let cancel = ButtonRole(description: "cancel")
}

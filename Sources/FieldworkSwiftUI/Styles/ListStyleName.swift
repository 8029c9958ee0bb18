/// A list's look, as SwiftUI's list styles (`.plain`, `.insetGrouped`, …).
public struct ListStyleName: Hashable, Sendable, CustomStringConvertible {
  /// The style's name.
  public let description: String
}

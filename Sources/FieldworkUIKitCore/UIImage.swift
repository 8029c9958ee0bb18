/// An image, as UIKit's `UIImage`: a name, kept for the calls that take one. Nothing is drawn.
public final class UIImage: Hashable, Sendable {
  /// The image's name (a system symbol's, or an asset's).
  public let name: String

  /// The system symbol called `systemName`.
  public init?(systemName: String) {
    self.name = systemName
  }

  /// The asset called `named`.
  public init?(named: String) {
    self.name = named
  }

  /// Images with the same name are equal.
  public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs.name == rhs.name }
  /// Hashes the name.
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

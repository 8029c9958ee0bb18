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

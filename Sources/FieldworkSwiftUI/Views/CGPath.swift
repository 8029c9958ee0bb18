/// A Core Graphics path, as `CGPath`: the figures of a path, kept, never drawn. What a
/// `UIBezierPath`'s `cgPath` gives, for `Path(_:)`.
public final class CGPath: Hashable, Sendable, CustomStringConvertible {
  /// The figures, in order.
  public let elements: [Path.Element]

  init(elements: [Path.Element]) { self.elements = elements }

  /// Whether two paths have the same figures.
  public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }

  /// Hashes the figures.
  public func hash(into hasher: inout Hasher) { hasher.combine(elements) }

  /// The figures, described.
  public var description: String { "CGPath(\(elements))" }
}

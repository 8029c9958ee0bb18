/// A `.padding` as recorded: the edges, and the length (`nil` for the platform's default).
public struct PaddingAttribute: Hashable, Sendable, CustomStringConvertible {
  /// The edges padded.
  public let edges: Edge.Set
  /// The length, or `nil` for the platform's default.
  public let length: CGFloat?
  /// Explicit insets, when the padding was given as `EdgeInsets`.
  public let insets: EdgeInsets?

  init(edges: Edge.Set, length: CGFloat?) {
    self.edges = edges
    self.length = length
    insets = nil
  }

  init(insets: EdgeInsets) {
    edges = .all
    length = nil
    self.insets = insets
  }

  /// The inset on `edge`, `nil` when this padding does not pad it, and a thrown error when
  /// it pads it by the platform's default.
  func inset(on edge: Edge) throws -> CGFloat? {
    if let insets {
      switch edge {
      case .top: return insets.top
      case .leading: return insets.leading
      case .bottom: return insets.bottom
      case .trailing: return insets.trailing
      }
    }
    guard edges.contains(Edge.Set(edge)) else { return nil }
    guard let length else {
      throw InspectionError.notSupported(
        """
        Undefined inset for '\(edge)' edge. Consider calling `hasPadding(_:)` instead to \
        assure a default padding is applied.
        """)
    }
    return length
  }

  /// `8`, `top: 8`, or `horizontal: default`.
  public var description: String {
    if let insets { return insets.description }
    let value = length.map { EdgeInsets.format($0) } ?? "default"
    if edges == .all { return value }
    let names = Edge.allCases.filter { edges.contains(Edge.Set($0)) }.map { "\($0)" }
    return names.joined(separator: ", ") + ": " + value
  }
}

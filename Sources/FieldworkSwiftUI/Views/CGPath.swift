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

/// A shape inset on every side, as SwiftUI's `InsetShape`.
public struct InsetShape<Content: Shape>: Shape {
  let shape: Content
  let amount: CGFloat
  /// The shape's kind and parameters.
  nonisolated public var shapeDescription: String {
    "\(shape.shapeDescription).inset(by: \(EdgeInsets.format(amount)))"
  }
  /// The inset shape's outline.
  nonisolated public func path(in rect: CGRect) -> Path {
    shape.path(in: rect.insetBy(dx: amount, dy: amount))
  }
}

/// A shape moved, as SwiftUI's `OffsetShape`.
public struct OffsetShape<Content: Shape>: Shape {
  let shape: Content
  let offset: CGSize
  /// The shape's kind and parameters.
  nonisolated public var shapeDescription: String {
    "\(shape.shapeDescription).offset(x: \(offset.width), y: \(offset.height))"
  }
  /// The moved shape's outline.
  nonisolated public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
  }
}

extension InsetShape: LeafView {
  static var fixedRole: NodeRole? { .view(.shape) }
  var ownAttributes: [ViewAttribute] { [ViewAttribute(.shape, shapeDescription)] }
}

extension OffsetShape: LeafView {
  static var fixedRole: NodeRole? { .view(.shape) }
  var ownAttributes: [ViewAttribute] { [ViewAttribute(.shape, shapeDescription)] }
}

import Fieldwork

/// A column of a ``LazyVGrid`` or a row of a ``LazyHGrid``, as SwiftUI's `GridItem`: its size,
/// the space after it and how its views line up.
public struct GridItem: Sendable, Equatable {
  /// How wide a column (or tall a row) is.
  public enum Size: Sendable, Equatable {
    /// Exactly this many points.
    case fixed(CGFloat)
    /// A share of the space left, between `minimum` and `maximum` points.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many items as fit, each between `minimum` and `maximum` points.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  /// The item's size.
  public var size: Size
  /// The space to the next item, or `nil` for the default.
  public var spacing: CGFloat?
  /// How the views in it line up, or `nil` for the grid's alignment.
  public var alignment: Alignment?

  /// An item of `size` (flexible unless given), `spacing` and `alignment`.
  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

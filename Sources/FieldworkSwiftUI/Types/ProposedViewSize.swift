/// A size proposed to a view, as SwiftUI's `ProposedViewSize`: either dimension may be
/// unspecified (`nil`).
public struct ProposedViewSize: Hashable, Sendable {
  /// The proposed width, or `nil`.
  public var width: CGFloat?
  /// The proposed height, or `nil`.
  public var height: CGFloat?

  /// A proposal of `width` and `height`.
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  /// A proposal of `size`.
  public init(_ size: CGSize) {
    self.init(width: size.width, height: size.height)
  }

  /// Both dimensions unspecified.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// Both dimensions zero.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// Both dimensions infinite.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
}

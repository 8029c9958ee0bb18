/// The foreground of the views below, as SwiftUI's `ForegroundStyle` (the label colour on
/// iOS, unless `.foregroundStyle(_:)` sets another).
public struct ForegroundStyle: ShapeStyle, Hashable {
  /// The foreground style.
  public init() {}
  /// `foreground`.
  public var description: String { "foreground" }
}

/// A space frames are measured in, as SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Hashable {
  /// The screen's.
  case global
  /// The view's own.
  case local
  /// A space named with `.coordinateSpace(name:)`.
  case named(AnyHashable)
}

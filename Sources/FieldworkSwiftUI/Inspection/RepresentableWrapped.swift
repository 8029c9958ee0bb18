/// A view that places a representable of another type: `ViewType.View<T>` finds it by the
/// representable's type.
@MainActor
protocol RepresentableWrapped {
  /// The app's representable type the view wraps.
  static var wrappedType: Any.Type { get }
}

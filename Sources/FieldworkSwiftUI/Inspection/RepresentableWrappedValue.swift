/// A view that wraps a representable, for `actualView()` to return the representable.
@MainActor
protocol RepresentableWrappedValue {
  var wrappedValue: Any { get }
}

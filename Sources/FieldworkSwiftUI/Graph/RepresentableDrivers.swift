@MainActor
enum RepresentableDrivers {
  /// What makes a driver for views of type `V`, when they are representables (or wrap one).
  static func driverFactory<V>(for type: V.Type) -> (() -> AnyRepresentableDriver)? {
    if let wrapping = type as? any RepresentableWrapping.Type { return wrapping.makeDriver }
    guard let representable = type as? any Representable.Type else { return nil }
    func factory<R: Representable>(_: R.Type) -> () -> AnyRepresentableDriver {
      // `V` is `R`: the factory is made from `V`'s own metatype.
      { RepresentableDriver<R> { $0 as! R } }
    }
    return factory(representable)
  }
}

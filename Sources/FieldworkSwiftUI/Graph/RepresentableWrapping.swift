/// A view that places a representable it wraps: ``RepresentableView``.
@MainActor
protocol RepresentableWrapping {
  static func makeDriver() -> AnyRepresentableDriver
}

/// A pushed destination's binding, for inspection.
@MainActor
protocol PresentedDestinationBinding {
  var presentedBinding: Binding<Bool> { get }
}

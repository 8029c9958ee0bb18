/// A navigation link, as inspection drives it.
@MainActor
protocol NavigationLinkControl {
  var destinationView: AnyView? { get }
  var linkValue: AnyHashable?? { get }
  var activeBinding: Binding<Bool>? { get }
}

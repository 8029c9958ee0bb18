/// A navigation link's type of destination.
@MainActor
protocol NavigationLinkDestination {
  var destinationType: Any.Type { get }
}

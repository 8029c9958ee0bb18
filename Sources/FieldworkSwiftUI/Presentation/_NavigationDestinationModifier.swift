/// `.navigationDestination(for:destination:)`: registers, in the stack the view is in, how to
/// show a pushed value of a type.
public struct _NavigationDestinationModifier<D: Hashable, Destination: View>: PrimitiveModifier {
  let destination: (D) -> Destination

  var attributes: [ViewAttribute] { [ViewAttribute(.navigationDestination, "\(D.self)")] }

  func renderPartsBefore(in context: inout RenderContext) {
    guard let model = context.environment.navigation else { return }
    let destination = self.destination
    model.destinations[ObjectIdentifier(D.self)] = { value in
      (value.base as? D).map { AnyView(destination($0)) }
    }
  }
}

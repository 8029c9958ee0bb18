/// Where `actualView().uiView()` finds the view a representable made: the node
/// `actualView()` last returned a value of that type from.
@MainActor
package enum InspectionRegistry {
  private final class WeakNode {
    weak var node: ViewNode?
    init(_ node: ViewNode) { self.node = node }
  }

  private static var lastActual: [ObjectIdentifier: WeakNode] = [:]

  static func noteActualView(node: ViewNode, type: Any.Type) {
    lastActual[ObjectIdentifier(type)] = WeakNode(node)
  }

  /// The platform view made for `representable`, when `actualView()` returned it (or an
  /// equal value) from a live tree.
  package static func platformView<R: Representable>(of representable: R) throws
    -> R.PlatformView
  {
    guard let node = lastActual[ObjectIdentifier(R.self)]?.node, !node.isRemoved else {
      throw InspectionError(
        message: """
          No live \(R.self) was inspected: get the value with \
          find(\(ViewTypeName.of(R.self)).self).actualView() first, then ask for its view.
          """)
    }
    guard
      let view = (node as? any RepresentableNode)?.representableDriver?.platformView
        as? R.PlatformView
    else {
      throw InspectionError(message: "The \(R.self) has made no view yet.")
    }
    return view
  }
}

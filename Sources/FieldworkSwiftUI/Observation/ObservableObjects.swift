// `@StateObject`, `@ObservedObject` and `@EnvironmentObject`: view models in the view tree.
// Each links to its view's node, as `@State` does, and subscribes the node to the object's
// `objectWillChange`, so a change renders the views that hold the object.

/// A graph, held weakly by what outlives it: a subscription to an object the app keeps.
///
/// It holds the graph's ``GraphReference`` weakly, not the graph: see there why.
@MainActor
final class WeakGraph {
  private weak var reference: GraphReference?

  init(_ graph: ViewGraph) { reference = graph.reference }

  /// The graph, while it lives.
  var graph: ViewGraph? { reference?.graph }
}

/// What the node keeps for one observed object: the object, and the node's subscription to
/// its `objectWillChange`.
@MainActor
final class ObservedObjectSlot<ObjectType: ObservableObject> {
  var object: ObjectType?
  private var subscription: AnyCancellable?
  private weak var subscribed: ObjectType?

  init(object: ObjectType? = nil) {
    self.object = object
  }

  /// Subscribes `node` to `object`'s changes, unless it already is.
  func observe(_ object: ObjectType, on node: ViewNode) {
    self.object = object
    guard subscribed !== object else { return }
    subscribed = object
    let target = WeakUpdateTarget(node)
    let graph = WeakGraph(node.graph)
    let typeName = ViewTypeName.of(ObjectType.self)
    // Nothing here holds the node or its graph: the object may outlive the screen (an
    // `@EnvironmentObject` the app keeps), and the node holds this subscription.
    subscription = object.objectWillChange.sink { _ in
      ObservedObjectSlot.objectWillChange(target: target, graph: graph, typeName: typeName)
    }
  }

  /// The object is about to change: its views render once the change is stored (at the end
  /// of the running update batch, or on the main actor's next turn).
  nonisolated static func objectWillChange(
    target: WeakUpdateTarget, graph: WeakGraph, typeName: String
  ) {
    if MainQueue.isCurrent {
      MainActor.assumeIsolated {
        if let owner = UpdateScheduler.evaluatingBody, let graph = graph.graph {
          graph.report(
            UpdateDiagnostic(
              kind: .objectChangedDuringBody(typeName),
              hostDescription: owner.updateTargetDescription, rounds: 0))
        }
      }
    }
    UpdateScheduler.observedValueWillChange(target)
  }
}

extension View {
  /// Puts `object` in the environment of this view and the views below, as SwiftUI's
  /// `.environmentObject(_:)`: `@EnvironmentObject var settings: Settings` reads it.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    environmentChange(ViewAttribute(.environmentObject, ViewTypeName.of(T.self))) {
      $0.setObject(object)
    }
  }
}

// MARK: Attribute keys

extension AttributeKey {
  static var environmentObject: AttributeKey<String> { .init("environmentObject") }
}

/// `.onReceive(_:perform:)`: the node subscribes to the publisher as the view joins the tree
/// and cancels as it leaves; each value runs the latest action on the main actor.
public struct _OnReceiveModifier<P: Publisher>: PrimitiveModifier where P.Failure == Never {
  let publisher: P
  let action: (P.Output) -> Void

  static var observesLifecycle: Bool { true }

  var attributes: [ViewAttribute] { [ViewAttribute(.onReceive, ViewTypeName.of(P.self))] }

  func didMount(node: ViewNode) {
    let subscription = ReceiveSubscription<P>(action: action, node: node)
    node.modifierState.memo = ReceiveToken(subscription)
    publisher.subscribe(subscription)
  }

  func didRender(node: ViewNode) {
    // The action of the latest render runs: it sees the view's latest values, as SwiftUI's.
    (node.modifierState.memo as? ReceiveToken<P>)?.subscription.action.withLock { $0 = action }
  }

  func willUnmount(node: ViewNode) {
    (node.modifierState.memo as? ReceiveToken<P>)?.subscription.cancel()
    node.modifierState.memo = nil
  }
}

/// What the node keeps of its `.onReceive` subscription: released with the node (its host
/// gone, the view never having left the tree), it cancels, so the publisher lets the
/// subscriber go.
final class ReceiveToken<P: Publisher> where P.Failure == Never {
  let subscription: ReceiveSubscription<P>

  init(_ subscription: ReceiveSubscription<P>) {
    self.subscription = subscription
  }

  deinit {
    subscription.cancel()
  }
}

/// The node's subscriber to an `.onReceive` publisher.
final class ReceiveSubscription<P: Publisher>: Subscriber, Cancellable where P.Failure == Never {
  typealias Input = P.Output
  typealias Failure = Never

  let action: Locked<((P.Output) -> Void)?>
  private let subscription = Locked<(any Subscription)?>(uncheckedValue: nil)
  private let completions = Locked(0)
  private weak var node: ViewNode?
  /// Weak: the publisher (a view model's subject, a timer) holds this subscriber, and may
  /// outlive the screen.
  private let graph: WeakGraph
  private let description: String

  @MainActor init(action: @escaping (P.Output) -> Void, node: ViewNode) {
    self.action = Locked(uncheckedValue: action)
    self.node = node
    graph = WeakGraph(node.graph)
    description = node.pathDescription
  }

  func receive(subscription: any Subscription) {
    self.subscription.withLock { $0 = subscription }
    subscription.request(.unlimited)
  }

  func receive(_ input: P.Output) -> Subscribers.Demand {
    guard let action = action.withLock({ $0 }) else { return .none }
    // Not a batch of its own: a write the action makes updates the views at once, as any
    // write from outside a render does, so an inspection the action runs sees its effects.
    if MainQueue.isCurrent {
      action(input)
    } else {
      let delivery = Unchecked((action, input))
      DispatchQueue.main.async { delivery.value.0(delivery.value.1) }
    }
    return .none
  }

  func receive(completion: Subscribers.Completion<Never>) {
    let count = completions.withLock { count -> Int in
      count += 1
      return count
    }
    guard count == 2 else { return }
    let graph = self.graph
    let description = self.description
    let diagnostic = UpdateDiagnostic(
      kind: .publisherCompletedTwice(ViewTypeName.of(P.self)), hostDescription: description,
      rounds: 0)
    if MainQueue.isCurrent {
      MainActor.assumeIsolated { graph.graph?.report(diagnostic) }
    } else {
      Task { @MainActor in graph.graph?.report(diagnostic) }
    }
  }

  func cancel() {
    action.withLock { $0 = nil }
    subscription.withLock { subscription in
      defer { subscription = nil }
      return subscription
    }?.cancel()
  }
}

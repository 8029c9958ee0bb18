// Modifiers that act as a view joins, changes and leaves the tree. Their actions run once
// the render that caused them is done (the whole tree is up to date), before the user action
// or state write that caused the render returns.

/// `.onAppear` and `.onDisappear`.
public struct _LifecycleModifier: PrimitiveModifier {
  /// What runs, if anything. Kept as the caller's optional: `action ?? {}` would wrap the
  /// closure in a thunk, one allocation more for every row with an `onAppear`.
  let action: (() -> Void)?
  /// Whether it runs as the view appears (`onAppear`), else as it disappears: one closure
  /// and a flag, where two optional closures made every row with an `onAppear` 16 bytes
  /// larger in each view that holds it.
  let runsOnAppear: Bool

  static var observesLifecycle: Bool { true }

  var attributes: [ViewAttribute] {
    [ViewAttribute(runsOnAppear ? .onAppear : .onDisappear, LifecycleAction(action: action ?? {}))]
  }

  func didMount(node: ViewNode) {
    guard !node.environment.isUnpresentedDestination else {
      node.modifierState.isHidden = true
      return
    }
    guard runsOnAppear, let action else { return }
    node.graph.afterRender(action)
  }

  /// A view its container hides and shows again while it stays in the tree (a tab view's
  /// tabs) disappears and appears as it does.
  func didRender(node: ViewNode) {
    let hidden = node.environment.isUnpresentedDestination
    // Read without making the state: most views never hide.
    let wasHidden = node.madeExtras?.modifierState?.isHidden ?? false
    guard hidden != wasHidden else { return }
    node.modifierState.isHidden = hidden
    if hidden != runsOnAppear, let action { node.graph.afterRender(action) }
  }

  func willUnmount(node: ViewNode) {
    guard !runsOnAppear, let action, !node.environment.isUnpresentedDestination else {
      return
    }
    node.graph.afterRender(action)
  }
}

/// `.task` and `.task(id:)`.
public struct _TaskModifier: PrimitiveModifier {
  let id: TaskIdentity?
  let action: @MainActor @Sendable () async -> Void

  static var observesLifecycle: Bool { true }

  var attributes: [ViewAttribute] {
    [ViewAttribute(.task, TaskAction(id: id, action: action))]
  }

  func didMount(node: ViewNode) {
    let state = node.modifierState
    state.memo = id
    state.isHidden = node.environment.isUnpresentedDestination
    start(on: node)
  }

  func didRender(node: ViewNode) {
    let state = node.modifierState
    let hidden = node.environment.isUnpresentedDestination
    if hidden != state.isHidden {
      // Hidden by its container (a tab another replaced): the task is cancelled, as when
      // the view leaves; shown again, it starts anew.
      state.isHidden = hidden
      state.memo = id
      if hidden {
        node.graph.cancelTask(of: node)
      } else {
        start(on: node)
      }
      return
    }
    guard let id else { return }
    guard (state.memo as? TaskIdentity) != id else { return }
    state.memo = id
    // A new id cancels the running task and starts the action again, as SwiftUI does.
    start(on: node)
  }

  @MainActor private func start(on node: ViewNode) {
    guard !node.environment.isUnpresentedDestination else { return }
    let action = self.action
    node.graph.afterRender { [weak node] in
      guard let node, !node.isRemoved else { return }
      node.graph.startTask(of: node, action)
    }
  }
}

/// A view-level `.onChange(of:)`.
public struct _OnChangeModifier: PrimitiveModifier {
  let observer: ChangeObserver

  var attributes: [ViewAttribute] { [ViewAttribute(.onChange, observer)] }

  /// How many times in a row one update pass may run the action before it is stopped.
  static let maximumRunsPerPass = 8

  func didRender(node: ViewNode) {
    let observer = self.observer
    node.graph.afterRender { [weak node] in
      guard let node, !node.isRemoved else { return }
      let state = node.modifierState
      let pass = UpdateScheduler.currentPass
      if state.changePass != pass {
        state.changePass = pass
        state.changeRuns = 0
      }
      guard state.changeRuns < Self.maximumRunsPerPass else {
        if !state.reportedChangeLoop {
          state.reportedChangeLoop = true
          node.report(
            UpdateDiagnostic(
              kind: .onChangeLoop, hostDescription: node.pathDescription,
              rounds: state.changeRuns))
        }
        return
      }
      state.changeRuns += state.changes.run([observer])
    }
  }
}

extension View {
  /// Runs `action` when the view joins the tree, once the render that added it is done.
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    modifier(_LifecycleModifier(action: action, runsOnAppear: true))
  }

  /// Runs `action` when the view leaves the tree.
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    modifier(_LifecycleModifier(action: action, runsOnAppear: false))
  }

  /// Runs `action` as a task when the view joins the tree, cancelled when it leaves, as
  /// SwiftUI's `.task`. The task runs on the main actor's next turns: `await host.settle()`
  /// runs it to its end.
  public func task(
    priority: TaskPriority = .userInitiated,
    _ action: @escaping @MainActor @Sendable () async -> Void
  ) -> some View {
    modifier(_TaskModifier(id: nil, action: action))
  }

  /// Runs `action` as a task when the view joins the tree and again (cancelling the last)
  /// whenever `value` changes, as SwiftUI's `.task(id:)`.
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated,
    _ action: @escaping @MainActor @Sendable () async -> Void
  ) -> some View {
    modifier(_TaskModifier(id: TaskIdentity(value), action: action))
  }

  /// Runs `action` with the old and the new value whenever `value` changes, as SwiftUI's
  /// `.onChange(of:initial:_:)`: once the render that saw the change is done, once per
  /// change, never for an equal value, and for the first value only with `initial: true`.
  /// An action that keeps changing what it watches is stopped after
  /// eight runs in one update, with an `UpdateDiagnostic/Kind/onChangeLoop` diagnostic.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View {
    modifier(
      _OnChangeModifier(observer: ChangeObserver(value: value, initial: initial, action: action)))
  }

  /// Runs `action` whenever `value` changes, as SwiftUI's `.onChange(of:initial:_:)`.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View {
    onChange(of: value, initial: initial) { _, _ in action() }
  }

  /// Runs `action` with the new value whenever `value` changes, as SwiftUI's older
  /// `.onChange(of:perform:)`.
  public func onChange<V: Equatable>(
    of value: V, perform action: @escaping (_ newValue: V) -> Void
  ) -> some View {
    onChange(of: value, initial: false) { _, new in action(new) }
  }

  /// Runs `action` when the view is tapped `count` times. In a test:
  /// `try view.callOnTapGesture()`.
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    modifier(_TapGestureModifier(count: count, action: action))
  }

  /// Animates changes to `value` with `animation`: headless, every change completes at once.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    attribute(.animation, animation.map(\.description) ?? "nil")
  }

  /// Animates changes with `animation`: headless, every change completes at once.
  public func animation(_ animation: Animation?) -> some View {
    attribute(.animation, animation.map(\.description) ?? "nil")
  }
}

/// Runs `body` with `animation`, as SwiftUI's `withAnimation`: headless, the changes complete
/// at once, as one update.
@MainActor
@discardableResult

public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try withTransaction(Transaction(), body)
}

// MARK: Attribute keys

extension AttributeKey {
  static var onChange: AttributeKey<ChangeObserver> { .init("onChange") }
  static var onAppear: AttributeKey<LifecycleAction> { .init("onAppear") }
  static var onDisappear: AttributeKey<LifecycleAction> { .init("onDisappear") }
  static var animation: AttributeKey<String> { .init("animation") }
  static var onTapGesture: AttributeKey<TapAction> { .init("onTapGesture") }
  static var task: AttributeKey<TaskAction> { .init("task") }
}

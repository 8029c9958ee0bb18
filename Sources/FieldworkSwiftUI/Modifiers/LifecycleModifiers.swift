// Modifiers that act as a view joins, changes and leaves the tree. Their actions run once
// the render that caused them is done (the whole tree is up to date), before the user action
// or state write that caused the render returns.

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

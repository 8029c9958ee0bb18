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

/// `.onTapGesture`: kept for inspection to call.
public struct _TapGestureModifier: PrimitiveModifier {
  let count: Int
  let action: () -> Void

  var attributes: [ViewAttribute] { [ViewAttribute(.onTapGesture, TapAction(action: action))] }
}

/// An `.onAppear` or `.onDisappear` action, as an attribute.
struct LifecycleAction: CustomStringConvertible {
  let action: () -> Void
  var description: String { "action" }
}

/// A `.task` action, as an attribute.
struct TaskAction: CustomStringConvertible {
  let id: TaskIdentity?
  let action: @MainActor @Sendable () async -> Void
  var description: String { id.map { "id: \($0)" } ?? "action" }
}

/// The value a `.task(id:)` restarts on: any `Equatable` value (SwiftUI asks no more), compared
/// with the value of the render before.
struct TaskIdentity: Equatable, CustomStringConvertible {
  let value: Any
  private let equals: (Any) -> Bool

  init<T: Equatable>(_ value: T) {
    self.value = value
    equals = { ($0 as? T) == value }
  }

  static func == (lhs: TaskIdentity, rhs: TaskIdentity) -> Bool { lhs.equals(rhs.value) }

  var description: String { "\(value)" }
}

/// An `.onTapGesture` action, as an attribute.
struct TapAction: CustomStringConvertible {
  let action: () -> Void
  var description: String { "action" }
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

/// How a change animates, as SwiftUI's `Animation`: kept by name. Headless, every animation
/// completes at once.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
  /// The animation's name and parameters.
  public let description: String

  /// The system's animation.
  public static let `default` = Animation(description: "default")
  /// Eases in.
  public static let easeIn = Animation(description: "easeIn")
  /// Eases out.
  public static let easeOut = Animation(description: "easeOut")
  /// Eases in and out.
  public static let easeInOut = Animation(description: "easeInOut")
  /// At a constant pace.
  public static let linear = Animation(description: "linear")
  /// A spring.
  public static let spring = Animation(description: "spring")
  /// A spring that follows a drag.
  public static let interactiveSpring = Animation(description: "interactiveSpring")
  /// A bouncy spring.
  public static let bouncy = Animation(description: "bouncy")
  /// A smooth spring.
  public static let smooth = Animation(description: "smooth")
  /// A snappy spring.
  public static let snappy = Animation(description: "snappy")

  /// Eases in, over `duration` seconds.
  public static func easeIn(duration: Double) -> Animation {
    Animation(description: "easeIn(\(duration))")
  }
  /// Eases out, over `duration` seconds.
  public static func easeOut(duration: Double) -> Animation {
    Animation(description: "easeOut(\(duration))")
  }
  /// Eases in and out, over `duration` seconds.
  public static func easeInOut(duration: Double) -> Animation {
    Animation(description: "easeInOut(\(duration))")
  }
  /// At a constant pace, over `duration` seconds.
  public static func linear(duration: Double) -> Animation {
    Animation(description: "linear(\(duration))")
  }
  /// A spring.
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
  ) -> Animation {
    Animation(description: "spring(response: \(response), dampingFraction: \(dampingFraction))")
  }
  /// A spring of `duration` and `bounce`.
  public static func spring(duration: Double, bounce: Double = 0) -> Animation {
    Animation(description: "spring(duration: \(duration), bounce: \(bounce))")
  }
  /// A spring of the given stiffness and damping, as SwiftUI's.
  public static func interpolatingSpring(
    mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
  ) -> Animation {
    Animation(
      description: "interpolatingSpring(stiffness: \(stiffness), damping: \(damping))")
  }
  /// A spring of `duration` and `bounce`, as SwiftUI's.
  public static func interpolatingSpring(
    duration: Double = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0
  ) -> Animation {
    Animation(description: "interpolatingSpring(duration: \(duration), bounce: \(bounce))")
  }

  /// This animation after `delay` seconds.
  public func delay(_ delay: Double) -> Animation {
    Animation(description: "\(description).delay(\(delay))")
  }
  /// This animation at `speed` times its pace.
  public func speed(_ speed: Double) -> Animation {
    Animation(description: "\(description).speed(\(speed))")
  }
  /// This animation repeated forever.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    Animation(description: "\(description).repeatForever")
  }
  /// This animation repeated `count` times.
  public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation {
    Animation(description: "\(description).repeatCount(\(count))")
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

extension AttributeKey where Value == ChangeObserver {
  static var onChange: Self { Self("onChange") }
}

extension AttributeKey where Value == LifecycleAction {
  static var onAppear: Self { Self("onAppear") }
  static var onDisappear: Self { Self("onDisappear") }
}

extension AttributeKey where Value == String {
  static var animation: Self { Self("animation") }
}

extension AttributeKey where Value == TapAction {
  static var onTapGesture: Self { Self("onTapGesture") }
}

extension AttributeKey where Value == TaskAction {
  static var task: Self { Self("task") }
}

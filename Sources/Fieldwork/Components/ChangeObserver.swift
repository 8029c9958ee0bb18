/// One `.onChange(of:initial:_:)`: the value it watches, as of one render, and what to run
/// when it differs from the value the previous render saw. The `onChange` modifiers make
/// these.
public struct ChangeObserver: CustomStringConvertible {
  /// Compares the value with `previous` (what the last render saw, `nil` on the first),
  /// runs the action when they differ (or on the first render, when asked to), and returns
  /// the value to remember and whether the action ran.
  let check: (_ previous: Any?) -> (value: Any, ran: Bool)
  /// The type of the value watched.
  package let valueType: Any.Type
  /// Runs the action as if the value had changed to the one given (a test's
  /// `callOnChange(newValue:)`), when it is of the watched type.
  package let callAction: (_ newValue: Any) -> Void

  package init<Value: Equatable>(
    value: Value, initial: Bool, action: @escaping (_ old: Value, _ new: Value) -> Void
  ) {
    valueType = Value.self
    callAction = { newValue in
      if let newValue = newValue as? Value { action(value, newValue) }
    }
    check = { previous in
      if let previous = previous as? Value {
        guard previous != value else { return (value, false) }
        action(previous, value)
        return (value, true)
      }
      if initial { action(value, value) }
      return (value, initial)
    }
  }

  /// Whether the observer watches a value of `type`.
  package func watches(_ type: Any.Type) -> Bool { valueType == type }

  /// "action".
  public var description: String { "action" }
}

/// The values a component's (or a representable's) change observers last saw, kept by its
/// coordinator for the life of the host. Observers are matched by position, as SwiftUI
/// matches them by their place in the view.
@MainActor
package final class ChangeObservations {
  private var seen: [Any] = []

  package init() {}

  /// Runs every observer against what it saw last, and remembers what it sees now.
  ///
  /// - Returns: How many of the actions ran.
  @discardableResult
  package func run(_ observers: [ChangeObserver]) -> Int {
    var ran = 0
    for (index, observer) in observers.enumerated() {
      let previous: Any? = index < seen.count ? seen[index] : nil
      let current = observer.check(previous)
      if current.ran { ran += 1 }
      if index < seen.count { seen[index] = current.value } else { seen.append(current.value) }
    }
    if seen.count > observers.count { seen.removeLast(seen.count - observers.count) }
    return ran
  }
}

/// A representable that runs actions when values it watches change, as SwiftUI's
/// `.onChange(of:initial:_:)` on any view: made by ``Representable/onChange(of:initial:_:)-(_,_,(V,V)->Void)``.
///
/// Each action runs after the update that saw its value change, once per change, never for
/// an equal value, and for the first value only with `initial: true`. The host's view is the
/// wrapped representable's view; its coordinator holds the wrapped one in ``Coordinator/base``.
public struct OnChange<Content: Representable>: ChangeObserving {
  var content: Content
  var observers: [ChangeObserver]

  /// The wrapped representable's coordinator, and the values the observers last saw.
  @MainActor
  public final class Coordinator {
    /// The coordinator the wrapped representable made.
    public let base: Content.Coordinator
    let changes = ChangeObservations()

    init(base: Content.Coordinator) {
      self.base = base
    }
  }

  /// Makes the wrapped representable's coordinator.
  public func makeCoordinator() -> Coordinator {
    Coordinator(base: content.makeCoordinator())
  }

  /// Makes the wrapped representable's view.
  public func makeView(context: Context) -> Content.PlatformView {
    content.makeView(context: Self.contentContext(context))
  }

  /// Updates the wrapped representable's view, then runs the actions whose values changed.
  public func updateView(_ view: Content.PlatformView, context: Context) {
    content.updateView(view, context: Self.contentContext(context))
    context.coordinator.changes.run(observers)
  }

  /// Dismantles the wrapped representable's view.
  public static func dismantleView(_ view: Content.PlatformView, coordinator: Coordinator) {
    Content.dismantleView(view, coordinator: coordinator.base)
  }

  private static func contentContext(_ context: Context) -> RepresentableContext<Content> {
    RepresentableContext<Content>(
      coordinator: context.coordinator.base, environment: context.environment,
      transaction: context.transaction, diagnosticHandler: context.reportDiagnostic)
  }
}

extension Representable {
  /// Runs `action` with the old and the new value whenever `value` changes, as SwiftUI's
  /// `.onChange(of:initial:_:)`.
  ///
  /// The action runs after the update that saw the change, once per change, never for an
  /// equal value; with `initial: true` it also runs once for the first value (old and new
  /// equal). State it writes is applied after the update, as any write made during one.
  ///
  /// These three are disfavored: a representable that is also a view (every
  /// `UIViewRepresentable`) takes the view's `.onChange`, which its view tree observes.
  ///
  /// ```swift
  /// RepresentableHost {
  ///   Counter(value: count).onChange(of: count) { old, new in print(old, "→", new) }
  /// }
  /// ```
  @_disfavoredOverload
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> OnChange<Self> {
    OnChange(
      content: self, observers: [ChangeObserver(value: value, initial: initial, action: action)])
  }

  /// Runs `action` whenever `value` changes, as SwiftUI's `.onChange(of:initial:_:)`.
  @_disfavoredOverload
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> OnChange<Self> {
    onChange(of: value, initial: initial) { _, _ in action() }
  }

  /// Runs `action` with the new value whenever `value` changes, as SwiftUI's older
  /// `.onChange(of:perform:)`.
  @_disfavoredOverload
  public func onChange<V: Equatable>(
    of value: V, perform action: @escaping (_ newValue: V) -> Void
  ) -> OnChange<Self> {
    onChange(of: value, initial: false) { _, new in action(new) }
  }
}

extension OnChange {
  /// Watches one more value: the actions run in the order they were added.
  public func observingChanges(with observer: ChangeObserver) -> Self {
    var copy = self
    copy.observers.append(observer)
    return copy
  }
}

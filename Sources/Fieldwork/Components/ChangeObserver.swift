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

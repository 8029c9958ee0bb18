/// A representable that keeps its own `.onChange(of:)` observers, so adding one returns the
/// same type: ``OnChange`` and every ``EditingComponent``.
public protocol ChangeObserving: Representable {
  /// A copy that also runs `observer`, after the observers added before it.
  func observingChanges(with observer: ChangeObserver) -> Self
}

extension ChangeObserving {
  /// Runs `action` with the old and the new value whenever `value` changes, as SwiftUI's
  /// `.onChange(of:initial:_:)`: after the update that saw the change, once per change, never
  /// for an equal value, and for the first value only with `initial: true`. On a text
  /// component, unlike `onEdit`, it runs for programmatic changes too, which makes it the
  /// place for validation.
  ///
  /// ```swift
  /// TextField("Email", text: $email).onChange(of: email, initial: true) { _, new in
  ///   emailError = new.contains("@") ? nil : "Enter an email address"
  /// }
  /// ```
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> Self {
    observingChanges(with: ChangeObserver(value: value, initial: initial, action: action))
  }

  /// Runs `action` whenever `value` changes, as SwiftUI's `.onChange(of:initial:_:)`.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> Self {
    onChange(of: value, initial: initial) { _, _ in action() }
  }

  /// Runs `action` with the new value whenever `value` changes, as SwiftUI's older
  /// `.onChange(of:perform:)`.
  public func onChange<V: Equatable>(
    of value: V, perform action: @escaping (_ newValue: V) -> Void
  ) -> Self {
    onChange(of: value, initial: false) { _, new in action(new) }
  }
}

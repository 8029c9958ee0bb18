internal import Fieldwork

/// Carries a value that is not `Sendable` into a closure a scheduler runs elsewhere.
///
/// `@unchecked Sendable` is sound where it is used: Combine's contract gives each subscriber
/// its calls one at a time (a scheduler's action runs after the call that scheduled it, never
/// beside another call to the same subscriber), and every class it carries keeps its mutable
/// state behind a ``Locked``, so the value is never used from two threads at once.
package struct Unchecked<Value>: @unchecked Sendable {
  package let value: Value
  package init(_ value: Value) { self.value = value }
}

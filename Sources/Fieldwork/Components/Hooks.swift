/// Composes two hooks: `first`, then `second`. The components' `on…` modifiers add to a
/// hook this way, so `.onEdit { a }.onEdit { b }` runs both, in order, as SwiftUI's
/// `onSubmit` does.
func chain(_ first: @escaping () -> Void, _ second: @escaping () -> Void) -> () -> Void {
  {
    first()
    second()
  }
}

/// Composes two hooks that take a value.
func chain<Value>(
  _ first: @escaping (Value) -> Void, _ second: @escaping (Value) -> Void
) -> (Value) -> Void {
  { value in
    first(value)
    second(value)
  }
}

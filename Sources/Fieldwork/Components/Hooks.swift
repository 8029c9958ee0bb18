/// The hooks' defaults, made outside any actor: a closure literal written inside a main-actor
/// component checks its isolation at run time on every call (about 300 instructions, most
/// of a hook's cost when it does nothing).
let doNothing: @Sendable () -> Void = {}
/// The default of a hook that answers `true` (``TextField/shouldReturn``).
let returnTrue: @Sendable () -> Bool = { true }
/// The default of a hook that receives a string (``SearchBar/didQuery``).
let ignoreString: @Sendable (String) -> Void = { _ in }

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

/// A value only the main actor touches, carried in a `Sendable` closure.
///
/// `@unchecked Sendable` is sound: the closures that hold one (a `DismissAction`) are
/// `@MainActor`, so the value is only ever read on the main actor, where it was made.
struct MainActorValue<Value>: @unchecked Sendable {
  let value: Value
}

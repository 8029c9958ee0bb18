/// A location that can be edited in place and tells its version: a ``State``'s storage and
/// key-path projections of one. A text component applies a keystroke to such a location's
/// string as it does to its own, so a keystroke at the end of a long text copies nothing.
///
/// Only the text components (main-actor code) use these two, so they are main-actor
/// methods: they record reads and update hosts without asking at run time where they run.
package protocol InPlaceBindingLocation<Value>: BindingLocation {
  /// A number that changes whenever the value is written, by anyone. Asked during a render,
  /// it records the read, as ``BindingLocation/get()`` does: a component that only needs to
  /// know the value is unchanged need not copy it.
  @MainActor func trackedVersion() -> UInt64
  /// Mutates the value in place and updates the hosts that read it, as a write does, provided
  /// nobody wrote it since it had `version`; otherwise changes nothing.
  ///
  /// - Returns: The ``trackedVersion()`` after the change, or `nil` when the value had been
  ///   written since `version`.
  @MainActor func modify(
    ifVersion version: UInt64, transaction: Transaction, _ body: (inout Value) -> Void
  ) -> UInt64?
}

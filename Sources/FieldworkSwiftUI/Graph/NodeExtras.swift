/// What few nodes keep: a queued update, `@State` storage, a modifier's memory. Kept apart
/// so that the many nodes of a long list, which keep none of it, stay small.
@MainActor
final class NodeExtras {
  /// The node's tracker, once the node has extras.
  var tracker: DependencyTracker?
  var queuedTransaction: Transaction?
  var updateRounds = UpdateRounds()
  /// The storage of the dynamic properties (`@State`, `@FocusState`, …) of the node's
  /// view, by their order in the view.
  var propertyStorage: [AnyObject?] = []
  var missingEnvironmentObject: Any.Type?
  /// Whether the missing environment object was reported already.
  var reportedMissingObject = false
  var modifierState: ModifierNodeState?
  /// The representable's driver, for a node whose view is a representable.
  var representableDriver: AnyRepresentableDriver?
}

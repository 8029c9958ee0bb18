/// A reference to the slot a view's `@StateObject` found on its node: copies of the view
/// value share it.
@MainActor
final class ObservedObjectSlotReference<ObjectType: ObservableObject> {
  var slot: ObservedObjectSlot<ObjectType>?
  nonisolated init() {}
}

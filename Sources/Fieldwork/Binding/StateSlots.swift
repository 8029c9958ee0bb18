/// The storages of the `State` values created while a host evaluates its content, kept by
/// position across renders, as SwiftUI keeps the state a view declares.
///
/// `@unchecked Sendable` is sound: a host binds its slots to the task-local only while it
/// evaluates its content on the main actor, and nothing else holds them, so no two threads
/// ever touch one instance. (`TaskLocal` requires a `Sendable` value.)
package final class StateSlots: @unchecked Sendable {
  @TaskLocal package static var current: StateSlots?

  private var boxes: [AnyObject] = []
  private var cursor = 0

  package init() {}

  /// Starts an evaluation of the content: the next `State` created takes the first slot.
  package func rewind() {
    cursor = 0
  }

  /// The storage in the next slot, created with `initialValue` when the slot is new or held
  /// a value of another type (the content changed shape).
  package func box<Value>(initialValue: Value) -> StateBox<Value> {
    defer { cursor += 1 }
    if cursor < boxes.count, let box = boxes[cursor] as? StateBox<Value> { return box }
    let box = StateBox(initialValue)
    if cursor < boxes.count { boxes[cursor] = box } else { boxes.append(box) }
    return box
  }
}

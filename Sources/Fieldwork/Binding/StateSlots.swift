/// The storages of the `State` values created while a host evaluates its content, kept by
/// position across renders, as SwiftUI keeps the state a view declares.
///
/// A host makes its slots active on its ``DependencyRecorder`` only while it evaluates its
/// content; a task the content starts can still reach the recorder, so the slots are guarded
/// by a lock all the same.
package final class StateSlots: Sendable {
  private struct Slots: Sendable {
    var boxes: [any TrackedSource] = []
    var cursor = 0
  }

  private let slots = Locked(Slots())

  package init() {}

  /// Starts an evaluation of the content: the next `State` created takes the first slot.
  package func rewind() {
    slots.withLock { $0.cursor = 0 }
  }

  /// The storage in the next slot, created with `initialValue` when the slot is new or held
  /// a value of another type (the content changed shape).
  package func box<Value>(initialValue: Value) -> StateBox<Value> {
    slots.withLock { slots in
      defer { slots.cursor += 1 }
      let cursor = slots.cursor
      if cursor < slots.boxes.count, let box = slots.boxes[cursor] as? StateBox<Value> {
        return box
      }
      let box = StateBox(initialValue)
      if cursor < slots.boxes.count { slots.boxes[cursor] = box } else { slots.boxes.append(box) }
      return box
    }
  }
}

import Dispatch
import Foundation

/// Splits `0..<count` into `workers` contiguous ranges, runs `body` on each (on several
/// threads when `workers > 1`), and returns the results in range order.
func concurrentMap<Result: Sendable>(
  splitting count: Int, workers: Int, _ body: @Sendable (Range<Int>) -> Result
) -> [Result] {
  let workers = max(1, min(workers, count))
  guard workers > 1 else { return [body(0..<count)] }
  var results = [Result?](repeating: nil, count: workers)
  results.withUnsafeMutableBufferPointer { buffer in
    let slots = DisjointSlots(buffer)
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      slots[worker] = body((count * worker / workers)..<(count * (worker + 1) / workers))
    }
  }
  return results.map { $0! }
}

/// How many threads a job over `size` units should use: one below `threshold`, else every core.
func workerCount(for size: Int, threshold: Int) -> Int {
  size > threshold ? ProcessInfo.processInfo.activeProcessorCount : 1
}

/// Lets concurrent iterations each write their own slot of one buffer.
///
/// `@unchecked Sendable` is sound because every user writes only the slot of its own iteration
/// index, so no two threads touch the same element, and the buffer outlives the iterations
/// (`concurrentPerform` returns only after all of them).
struct DisjointSlots<Value>: @unchecked Sendable {
  private let buffer: UnsafeMutableBufferPointer<Value>
  init(_ buffer: UnsafeMutableBufferPointer<Value>) { self.buffer = buffer }
  subscript(index: Int) -> Value {
    get { buffer[index] }
    nonmutating set { buffer[index] = newValue }
  }
}

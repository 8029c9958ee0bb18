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

/// How many threads a job over `size` units should use: one below `threshold`, else every core
/// (or as many as ``SearchConcurrency/withMaximumWorkers(_:_:)`` allows).
func workerCount(for size: Int, threshold: Int) -> Int {
  guard size > threshold else { return 1 }
  let cores = ProcessInfo.processInfo.activeProcessorCount
  return SearchConcurrency.maximumWorkers.map { max(1, min($0, cores)) } ?? cores
}

/// Lets concurrent iterations each write their own slots of one buffer.
///
/// `@unchecked Sendable` is sound because every user writes only slots no other iteration
/// touches (its own iteration index; for a search's per-element tables, the elements of its own
/// chunks), and the buffer outlives the iterations (`concurrentPerform` returns only after all
/// of them).
struct DisjointSlots<Value>: @unchecked Sendable {
  private let buffer: UnsafeMutableBufferPointer<Value>
  init(_ buffer: UnsafeMutableBufferPointer<Value>) { self.buffer = buffer }
  subscript(index: Int) -> Value {
    get { buffer[index] }
    nonmutating set { buffer[index] = newValue }
  }
}

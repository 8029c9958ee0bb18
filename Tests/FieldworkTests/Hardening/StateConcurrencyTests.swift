import Dispatch
import Fieldwork
import Testing

/// One `State` read and written from many threads at once: every write lands, every read
/// sees a value some write stored, and ThreadSanitizer (CI runs this suite under it) reports
/// nothing.
@Suite struct StateConcurrencyTests {
  @Test func oneStateWrittenAndReadFromManyThreadsLosesNoWrite() {
    let state = State(wrappedValue: 0)
    let threads = 4
    let writesPerThread = 2_000
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
      for step in 0..<writesPerThread {
        if step.isMultiple(of: 2) {
          state.wrappedValue = thread * writesPerThread + step
        } else {
          let value = state.wrappedValue
          precondition(value >= 0 && value < threads * writesPerThread)
        }
      }
    }
    let last = state.wrappedValue
    #expect(last >= 0 && last < threads * writesPerThread && last.isMultiple(of: 2))
  }

  @Test func oneStringStateSharedAcrossThreadsKeepsAValueSomeWriterStored() {
    let state = State(wrappedValue: "")
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      for step in 0..<500 {
        state.wrappedValue = String(repeating: "\(thread)", count: step % 7)
        _ = state.projectedValue.wrappedValue.count
      }
    }
    let last = state.wrappedValue
    #expect(Set(last).count <= 1)
  }
}

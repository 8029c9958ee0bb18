import Fieldwork
import FieldworkTesting
import Testing

/// `TestClock`, `ImmediateClock` and `AnyClock` against swift-clocks' documented behaviour
/// (pointfreeco/swift-clocks, README and the `TestClock` documentation).
///
/// The suite runs on the main actor: the sleepers' tasks then share the actor the clock's
/// advance yields on, so each woken sleeper runs (and sleeps again) before the advance looks
/// for the next deadline, however busy the machine.
@MainActor @Suite struct TestClockTests {
  @Test func aSleepUntilNowWaitsForTheNextAdvanceHoweverShort() async throws {
    let clock = TestClock()
    let woke = Flag()
    let sleeper = Task {
      try await clock.sleep(until: clock.now)
      await woke.set()
    }
    try #require(await clock.waitForSleepers())
    #expect(await woke.value == false)
    await clock.advance()
    try await sleeper.value
    #expect(await woke.value)
  }

  @Test func advanceToWakesEverySleeperDueInDeadlineOrderAndStopsAtTheTarget() async throws {
    let clock = TestClock()
    let order = Recorder()
    let tasks = [3, 1, 2].map { seconds in
      Task {
        try await clock.sleep(for: .seconds(seconds))
        await order.append(seconds)
      }
    }
    try #require(await clock.waitForSleepers(count: 3))
    await clock.advance(to: TestClock.Instant(offset: .seconds(2)))
    #expect(await order.values == [1, 2])
    #expect(clock.now.offset == .seconds(2))
    await clock.advance(by: .seconds(1))
    for task in tasks { try await task.value }
    #expect(await order.values == [1, 2, 3])
  }

  @Test func aSleeperThatSleepsAgainWithinTheWindowWakesInTheSameAdvance() async throws {
    let clock = TestClock()
    let ticks = Recorder()
    let ticker = Task {
      for tick in 1...3 {
        try await clock.sleep(for: .seconds(1))
        await ticks.append(tick)
      }
    }
    try #require(await clock.waitForSleepers())
    await clock.advance(by: .seconds(3))
    try await ticker.value
    #expect(await ticks.values == [1, 2, 3])
  }

  @Test func checkSuspensionThrowsWhileSomethingSleepsAndNotAfter() async throws {
    let clock = TestClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
    try #require(await clock.waitForSleepers())
    await #expect(throws: TestClock<Duration>.SuspensionError.self) {
      try await clock.checkSuspension()
    }
    await clock.advance(by: .seconds(1))
    try await sleeper.value
    try await clock.checkSuspension()
  }

  @Test func runAdvancesUntilNothingSleeps() async throws {
    let clock = TestClock()
    let sleeper = Task {
      try await clock.sleep(for: .seconds(5))
      try await clock.sleep(for: .seconds(10))
    }
    try #require(await clock.waitForSleepers())
    // `run` gives up after its timeout of real time, which a loaded machine can use up: a
    // generous one, and a sleeper cancelled afterwards, so a slow run fails instead of
    // leaving the test waiting for a sleeper nobody wakes.
    await clock.run(timeout: .seconds(60))
    #expect(clock.sleeperCount == 0)
    sleeper.cancel()
    #expect(await sleeper.result.isSuccess)
    #expect(clock.now.offset == .seconds(15))
  }

  @Test func runGivesUpOnWorkThatNeverStopsSleepingAndSaysSo() async throws {
    let clock = TestClock()
    let reports = Reports()
    clock.diagnosticHandler = { diagnostic in reports.append(diagnostic) }
    let timer = Task {
      while true { try await clock.sleep(for: .seconds(1)) }
    }
    try #require(await clock.waitForSleepers())
    await clock.run(timeout: .milliseconds(50))
    // The timer is still there when run gave up (how far time got depends on the machine): a
    // loaded machine can stop `run` between a wake-up and the next sleep, so wait for it.
    #expect(await clock.waitForSleepers())
    #expect(clock.sleeperCount == 1)
    timer.cancel()
    #expect(
      reports.kinds == [
        .clockRunTimedOut(after: "0.05 seconds")
      ])
  }

  @Test func advancingBackwardsMovesNothingAndIsReported() async throws {
    let clock = TestClock()
    let reports = Reports()
    clock.diagnosticHandler = { diagnostic in reports.append(diagnostic) }
    await clock.advance(by: .seconds(2))
    await clock.advance(to: TestClock.Instant(offset: .seconds(1)))
    #expect(clock.now.offset == .seconds(2))
    #expect(reports.kinds == [.clockMovedBackwards(by: "1.0 seconds")])
  }

  @Test func aSleepWhoseTaskIsCancelledBeforeItSleepsThrowsAtOnce() async {
    let clock = TestClock()
    let sleeper = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(1))
    }
    await #expect(throws: CancellationError.self) { try await sleeper.value }
    #expect(clock.sleeperCount == 0)
  }

  @Test func aClockStartedLaterMeasuresFromItsStart() async {
    let clock = TestClock<Duration>(now: .init(offset: .seconds(100)))
    await clock.advance(by: .seconds(1))
    #expect(clock.now.offset == .seconds(101))
  }

  @Test func anImmediateClockSleepsNoTimeButMovesItsTime() async throws {
    let clock = ImmediateClock()
    try await clock.sleep(for: .seconds(60))
    try await clock.sleep(until: ImmediateClock.Instant(offset: .seconds(30)))
    #expect(clock.now.offset == .seconds(60))
    let cancelled = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(1))
    }
    await #expect(throws: CancellationError.self) { try await cancelled.value }
  }

  @Test func anyClockForwardsTimeAndSleepsToTheClockItWraps() async throws {
    let test = TestClock()
    let clock = AnyClock(test)
    #expect(clock.now.offset == .zero)
    let sleeper = Task { try await clock.sleep(for: .milliseconds(300)) }
    try #require(await test.waitForSleepers())
    await test.advance(by: .milliseconds(300))
    try await sleeper.value
    #expect(clock.now.offset == .milliseconds(300))
    #expect(clock.minimumResolution == .zero)
  }

  @Test func aModelTakingAnyClockRunsWithTheRealClockToo() async throws {
    let clock = AnyClock(ContinuousClock())
    try await clock.sleep(for: .milliseconds(1))
    // The wrapped clock's time, as an offset from the wrapping: past the sleep's deadline.
    #expect(clock.now.offset >= .milliseconds(1))
  }
}

extension Result {
  fileprivate var isSuccess: Bool {
    if case .success = self { true } else { false }
  }
}

private actor Flag {
  var value = false
  func set() { value = true }
}

private actor Recorder {
  var values: [Int] = []
  func append(_ value: Int) { values.append(value) }
}

/// Diagnostics a clock reported, from any thread.
private final class Reports: Sendable {
  private let storage = Locked<[UpdateDiagnostic.Kind]>([])
  func append(_ diagnostic: UpdateDiagnostic) { storage.withLock { $0.append(diagnostic.kind) } }
  var kinds: [UpdateDiagnostic.Kind] { storage.withLock { $0 } }
}

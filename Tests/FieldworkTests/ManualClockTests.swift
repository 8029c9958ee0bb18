import Fieldwork
import FieldworkTesting
import Testing

@Suite struct ManualClockTests {
  @Test func sleepersWakeInDeadlineOrderOnlyWhenAdvancedPastTheirDeadline() async {
    let clock = ManualClock()
    let woken = Log()
    let late = Task {
      try await clock.sleep(until: clock.now.advanced(by: .seconds(2)))
      await woken.append("late")
    }
    let early = Task {
      try await clock.sleep(until: clock.now.advanced(by: .seconds(1)))
      await woken.append("early")
    }
    await yieldUntil { clock.sleeperCount == 2 }
    await clock.advance(by: .milliseconds(999))
    #expect(await woken.entries.isEmpty)
    await clock.advance(by: .seconds(5))
    _ = try? await (early.value, late.value)
    #expect(await woken.entries == ["early", "late"])
    #expect(clock.now == ManualClock.Instant(offset: .milliseconds(5_999)))
  }

  @Test func pastDeadlinesReturnAtOnce() async throws {
    let clock = ManualClock()
    await clock.advance(by: .seconds(3))
    try await clock.sleep(until: ManualClock.Instant(offset: .seconds(1)))
    #expect(clock.sleeperCount == 0)
  }

  @Test func cancellingASleepThrowsAndRemovesTheSleeper() async {
    let clock = ManualClock()
    let sleeper = Task { try await clock.sleep(until: clock.now.advanced(by: .seconds(1))) }
    await yieldUntil { clock.sleeperCount == 1 }
    sleeper.cancel()
    let result = await sleeper.result
    #expect(throws: CancellationError.self) { try result.get() }
    #expect(clock.sleeperCount == 0)
  }

  @Test func instantsMeasureDurations() {
    let start = ManualClock.Instant(offset: .seconds(1))
    let later = start.advanced(by: .milliseconds(250))
    #expect(start.duration(to: later) == .milliseconds(250))
    #expect(start < later)
  }

}

private actor Log {
  var entries: [String] = []
  func append(_ entry: String) { entries.append(entry) }
}

@Suite struct SeededGeneratorTests {
  @Test func sameSeedSameSequenceDifferentSeedDifferentSequence() {
    var a = SeededGenerator(seed: 99)
    var b = SeededGenerator(seed: 99)
    var c = SeededGenerator(seed: 100)
    let first = (0..<8).map { _ in a.next() }
    #expect(first == (0..<8).map { _ in b.next() })
    #expect(first != (0..<8).map { _ in c.next() })
  }
}

@MainActor @Suite struct ManualClockWaitTests {
  @Test func waitForSleepersReturnsOnceTheDebounceSleeps() async {
    let clock = ManualClock()
    let query = State(wrappedValue: "")
    var seen: [String] = []
    let host = RepresentableHost {
      SearchBar(text: query.projectedValue).debounce(for: .milliseconds(300), clock: clock)
        .onQuery { seen.append($0) }
    }
    host.view.tap()
    host.view.type("ada")
    #expect(await clock.waitForSleepers())
    await clock.advance(by: .milliseconds(299))
    #expect(seen.isEmpty)
    await clock.advance(by: .milliseconds(1))
    #expect(seen == ["ada"])
  }

  @Test func waitForSleepersGivesUpWhenNobodySleeps() async {
    let clock = ManualClock()
    #expect(await clock.waitForSleepers(timeout: .milliseconds(50)) == false)
  }
}

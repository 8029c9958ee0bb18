import FieldworkCombine
import Testing

/// `scan` and `removeDuplicates`, as Combine documents them.
@Suite struct ScanAndDuplicatesTests {
  @Test func scanSendsEachRunningResultNotTheInitialOne() {
    let subscriber = TrackingSubscriber<Int, Never>()
    defer { subscriber.cancel() }
    [1, 2, 3, 4].publisher.scan(100, +).subscribe(subscriber)
    #expect(subscriber.events == ["subscription", "101", "103", "106", "110", "finished"])
  }

  @Test func scanKeepsItsResultAcrossDemand() {
    let subscriber = TrackingSubscriber<String, Never>(initialDemand: .max(1))
    defer { subscriber.cancel() }
    ["a", "b", "c"].publisher.scan("") { $0 + $1 }.subscribe(subscriber)
    #expect(subscriber.values == ["a"])
    subscriber.request(.max(2))
    #expect(subscriber.events == ["subscription", "a", "ab", "abc", "finished"])
  }

  @Test func removeDuplicatesDropsOnlyRunsOfEqualValues() {
    let subscriber = TrackingSubscriber<Int, Never>()
    defer { subscriber.cancel() }
    [1, 1, 2, 2, 2, 1, 3, 3].publisher.removeDuplicates().subscribe(subscriber)
    #expect(subscriber.values == ["1", "2", "1", "3"])
  }

  @Test func removeDuplicatesByComparesWithThePreviousValueReceived() {
    // "Don't match the previous element": each value is compared with the one just before
    // it, passed on or not, so a slow climb (each within 2 of the last) is one run.
    let subscriber = TrackingSubscriber<Int, Never>()
    defer { subscriber.cancel() }
    [1, 2, 3, 4, 5, 9].publisher.removeDuplicates { abs($0 - $1) <= 2 }.subscribe(subscriber)
    #expect(subscriber.values == ["1", "9"])
  }

  @Test func removeDuplicatesAsksForAnotherValueForEachItDrops() {
    let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .max(2))
    defer { subscriber.cancel() }
    [7, 7, 7, 8, 9].publisher.removeDuplicates().subscribe(subscriber)
    #expect(subscriber.values == ["7", "8"])
  }

  @Test func scanPassesAFailureOnAfterTheResultsBeforeIt() {
    let subject = PassthroughSubject<Int, TestFailure>()
    let subscriber = TrackingSubscriber<Int, TestFailure>()
    defer { subscriber.cancel() }
    subject.scan(0, +).subscribe(subscriber)
    subject.send(2)
    subject.send(completion: .failure(TestFailure(code: 7)))
    #expect(subscriber.events == ["subscription", "2", "failure(TestFailure(7))"])
  }
}

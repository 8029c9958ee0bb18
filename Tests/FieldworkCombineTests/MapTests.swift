import FieldworkCombine
import Testing

/// `map`, `tryMap`, `compactMap`, `filter`, `mapError`, `replaceNil` and `setFailureType`, as
/// Combine documents them: one value out for each value in (or none, for the ones that drop),
/// demand passed through, a dropped value asking upstream for one more, a thrown error
/// cancelling upstream and ending the stream.
@Suite struct MapTests {
  @Test func mapTransformsEachValueInOrderAndFinishes() {
    let subscriber = TrackingSubscriber<Int, Never>()
    defer { subscriber.cancel() }
    [1, 2, 3].publisher.map { $0 * 10 }.subscribe(subscriber)
    #expect(subscriber.events == ["subscription", "10", "20", "30", "finished"])
  }

  @Test func mapPassesTheSubscribersDemandUpstream() {
    let log = UpstreamLog()
    let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .max(2))
    defer { subscriber.cancel() }
    log.watch([1, 2, 3, 4].publisher).map { $0 + 1 }.subscribe(subscriber)
    #expect(log.requests == [.max(2)])
    #expect(subscriber.values == ["2", "3"])
    subscriber.request(.max(5))
    #expect(subscriber.events.suffix(3) == ["4", "5", "finished"])
  }

  @Test func cancellingAMapCancelsItsUpstream() {
    let log = UpstreamLog()
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TrackingSubscriber<Int, Never>()
    defer { subscriber.cancel() }
    log.watch(subject).map { $0 }.subscribe(subscriber)
    subject.send(1)
    subscriber.cancel()
    subject.send(2)
    #expect(log.cancelled == 1)
    #expect(subscriber.events == ["subscription", "1"])
  }

  @Test func tryMapThatThrowsCancelsUpstreamAndFailsWithTheError() {
    let log = UpstreamLog()
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TrackingSubscriber<Int, any Error>()
    defer { subscriber.cancel() }
    log.watch(subject)
      .tryMap { value -> Int in
        if value == 2 { throw TestFailure(code: 2) }
        return value
      }
      .subscribe(subscriber)
    subject.send(1)
    subject.send(2)
    subject.send(3)
    #expect(subscriber.events == ["subscription", "1", "failure(TestFailure(2))"])
    #expect(log.cancelled == 1)
  }

  @Test func compactMapAsksForAnotherValueForEachItDrops() {
    let log = UpstreamLog()
    let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .max(1))
    defer { subscriber.cancel() }
    log.watch(["x", "y", "3", "4"].publisher).compactMap { Int($0) }.subscribe(subscriber)
    // Two values dropped, each replaced by a request for one more: the subscriber's one
    // value is the first that converts.
    #expect(subscriber.values == ["3"])
    #expect(log.requests == [.max(1), .max(1), .max(1)])
  }

  @Test func filterAsksForAnotherValueForEachItRejects() {
    let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .max(2))
    defer { subscriber.cancel() }
    [1, 2, 3, 4, 5, 6].publisher.filter { $0.isMultiple(of: 3) }.subscribe(subscriber)
    // Four rejected values were replaced by requests; the sequence, out of elements after
    // the sixth, finishes without waiting for more demand.
    #expect(subscriber.events == ["subscription", "3", "6", "finished"])
  }

  @Test func filterPassesCompletionAndFailureOn() {
    let subject = PassthroughSubject<Int, TestFailure>()
    let subscriber = TrackingSubscriber<Int, TestFailure>()
    defer { subscriber.cancel() }
    subject.filter { $0 > 0 }.subscribe(subscriber)
    subject.send(-1)
    subject.send(completion: .failure(TestFailure(code: 9)))
    #expect(subscriber.events == ["subscription", "failure(TestFailure(9))"])
  }

  @Test func mapErrorChangesOnlyTheFailure() {
    struct Wrapped: Error, CustomStringConvertible {
      let inner: TestFailure
      var description: String { "Wrapped(\(inner.code))" }
    }
    let subject = PassthroughSubject<Int, TestFailure>()
    let subscriber = TrackingSubscriber<Int, Wrapped>()
    defer { subscriber.cancel() }
    subject.mapError { Wrapped(inner: $0) }.subscribe(subscriber)
    subject.send(1)
    subject.send(completion: .failure(TestFailure(code: 4)))
    #expect(subscriber.events == ["subscription", "1", "failure(Wrapped(4))"])
  }

  @Test func replaceNilFillsOnlyTheNils() {
    let subscriber = TrackingSubscriber<Int, Never>()
    defer { subscriber.cancel() }
    [1, nil, 3].publisher.replaceNil(with: 0).subscribe(subscriber)
    #expect(subscriber.values == ["1", "0", "3"])
  }

  @Test func setFailureTypeChangesTheTypeAndNothingElse() {
    let subscriber = TrackingSubscriber<Int, TestFailure>()
    defer { subscriber.cancel() }
    Just(5).setFailureType(to: TestFailure.self).subscribe(subscriber)
    #expect(subscriber.events == ["subscription", "5", "finished"])
  }

  @Test func mapOfAJustSendsOneValueThenFinishes() {
    let subscriber = TrackingSubscriber<String, Never>(initialDemand: .max(1))
    defer { subscriber.cancel() }
    Just(21).map { "\($0 * 2)" }.subscribe(subscriber)
    #expect(subscriber.events == ["subscription", "42", "finished"])
  }
}

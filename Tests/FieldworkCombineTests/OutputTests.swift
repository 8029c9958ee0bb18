import FieldworkCombine
import Testing

/// `first`, `first(where:)`, `prefix`, `dropFirst` and `prepend`, as Combine documents them:
/// an operator that has what it needs finishes and cancels its upstream.
@Suite struct OutputTests {
  @Test func firstSendsOneValueFinishesAndCancelsUpstream() {
    let log = UpstreamLog()
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TrackingSubscriber<Int, Never>()
    defer { subscriber.cancel() }
    log.watch(subject).first().subscribe(subscriber)
    subject.send(4)
    subject.send(5)
    #expect(subscriber.events == ["subscription", "4", "finished"])
    #expect(log.cancelled == 1)
  }

  @Test func firstOfAnEmptyPublisherJustFinishes() {
    let subscriber = TrackingSubscriber<Int, Never>()
    defer { subscriber.cancel() }
    Empty<Int, Never>().first().subscribe(subscriber)
    #expect(subscriber.events == ["subscription", "finished"])
  }

  @Test func firstWhereSkipsUntilTheFirstMatch() {
    let subscriber = TrackingSubscriber<Int, Never>()
    defer { subscriber.cancel() }
    [1, 3, 4, 6].publisher.first { $0.isMultiple(of: 2) }.subscribe(subscriber)
    #expect(subscriber.events == ["subscription", "4", "finished"])
  }

  @Test func firstPassesAFailureBeforeAnyValueOn() {
    let subscriber = TrackingSubscriber<Int, TestFailure>()
    defer { subscriber.cancel() }
    Fail<Int, TestFailure>(error: TestFailure(code: 3)).first().subscribe(subscriber)
    #expect(subscriber.events == ["subscription", "failure(TestFailure(3))"])
  }

  @Test func prefixFinishesAfterItsCountAndCancelsUpstream() {
    let log = UpstreamLog()
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TrackingSubscriber<Int, Never>()
    defer { subscriber.cancel() }
    log.watch(subject).prefix(2).subscribe(subscriber)
    subject.send(1)
    subject.send(2)
    subject.send(3)
    #expect(subscriber.events == ["subscription", "1", "2", "finished"])
    #expect(log.cancelled == 1)
  }

  @Test func prefixFinishesEarlyWhenUpstreamDoes() {
    let subscriber = TrackingSubscriber<Int, Never>()
    defer { subscriber.cancel() }
    [1].publisher.prefix(5).subscribe(subscriber)
    #expect(subscriber.events == ["subscription", "1", "finished"])
  }

  @Test func dropFirstSkipsItsCountThenPassesEverythingOn() {
    let subscriber = TrackingSubscriber<Int, Never>()
    defer { subscriber.cancel() }
    [1, 2, 3, 4].publisher.dropFirst(2).subscribe(subscriber)
    #expect(subscriber.events == ["subscription", "3", "4", "finished"])
  }

  @Test func dropFirstMoreThanThereAreJustFinishes() {
    let subscriber = TrackingSubscriber<Int, Never>()
    defer { subscriber.cancel() }
    [1, 2].publisher.dropFirst(5).subscribe(subscriber)
    #expect(subscriber.events == ["subscription", "finished"])
  }

  @Test func dropFirstStillDeliversTheDemandedCountAfterTheDropped() {
    let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .max(1))
    defer { subscriber.cancel() }
    [1, 2, 3, 4].publisher.dropFirst(2).subscribe(subscriber)
    #expect(subscriber.values == ["3"])
  }

  @Test func prependSendsItsValuesBeforeTheUpstreams() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TrackingSubscriber<Int, Never>()
    defer { subscriber.cancel() }
    subject.prepend(1, 2).subscribe(subscriber)
    subject.send(3)
    subject.send(completion: .finished)
    #expect(subscriber.events == ["subscription", "1", "2", "3", "finished"])
  }

  @Test func firstWhereThatNeverMatchesFinishesWithoutAValue() {
    let subscriber = TrackingSubscriber<Int, Never>()
    defer { subscriber.cancel() }
    [1, 3, 5].publisher.first { $0.isMultiple(of: 2) }.subscribe(subscriber)
    #expect(subscriber.events == ["subscription", "finished"])
  }
}

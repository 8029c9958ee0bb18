import FieldworkCombine
import Testing

/// The publishers that start a stream: `Sequence.publisher`, `Just`, `Empty`, `Fail`,
/// `Future` and `Deferred`, as Combine documents them: values only on demand, a completion
/// needing none.
@Suite struct SequenceAndSourceTests {
  @Test func aSequencePublisherSendsOnlyWhatIsDemanded() {
    let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .max(2))
    defer { subscriber.cancel() }
    [1, 2, 3, 4, 5].publisher.subscribe(subscriber)
    #expect(subscriber.events == ["subscription", "1", "2"])
    subscriber.request(.max(2))
    #expect(subscriber.values == ["1", "2", "3", "4"])
    subscriber.request(.max(1))
    #expect(subscriber.events.suffix(2) == ["5", "finished"])
  }

  @Test func aSequencePublishersDemandGrowsWithWhatEachValueReturns() {
    let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .max(1), demandPerValue: .max(1))
    defer { subscriber.cancel() }
    [1, 2, 3].publisher.subscribe(subscriber)
    #expect(subscriber.events == ["subscription", "1", "2", "3", "finished"])
  }

  @Test func aCancelledSequencePublisherSendsNothingMore() {
    let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .max(1))
    defer { subscriber.cancel() }
    [1, 2, 3].publisher.subscribe(subscriber)
    subscriber.cancel()
    subscriber.request(.unlimited)
    #expect(subscriber.events == ["subscription", "1"])
  }

  @Test func anEmptySequenceFinishesWithoutDemand() {
    let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .none)
    defer { subscriber.cancel() }
    [Int]().publisher.subscribe(subscriber)
    #expect(subscriber.events == ["subscription", "finished"])
  }

  @Test func aValueSentFromInsideTheSubscriberComesAfterTheCurrentOne() {
    // Asking for more from inside `receive(_:)` does not re-enter: the values stay in order.
    let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .max(1))
    defer { subscriber.cancel() }
    subscriber.onValue = { [unowned subscriber] _ in subscriber.request(.max(1)) }
    [1, 2, 3].publisher.subscribe(subscriber)
    #expect(subscriber.events == ["subscription", "1", "2", "3", "finished"])
  }

  @Test func justWaitsForDemand() {
    let subscriber = TrackingSubscriber<String, Never>(initialDemand: .none)
    defer { subscriber.cancel() }
    Just("hello").subscribe(subscriber)
    #expect(subscriber.events == ["subscription"])
    subscriber.request(.max(1))
    #expect(subscriber.events == ["subscription", "hello", "finished"])
  }

  @Test func emptyFinishesAtOnceOrNever() {
    let now = TrackingSubscriber<Int, Never>(initialDemand: .none)
    defer { now.cancel() }
    Empty<Int, Never>().subscribe(now)
    #expect(now.events == ["subscription", "finished"])
    let never = TrackingSubscriber<Int, Never>()
    defer { never.cancel() }
    Empty<Int, Never>(completeImmediately: false).subscribe(never)
    #expect(never.events == ["subscription"])
  }

  @Test func failFailsWithoutDemand() {
    let subscriber = TrackingSubscriber<Int, TestFailure>(initialDemand: .none)
    defer { subscriber.cancel() }
    Fail<Int, TestFailure>(error: TestFailure(code: 5)).subscribe(subscriber)
    #expect(subscriber.events == ["subscription", "failure(TestFailure(5))"])
  }

  @Test func aFutureRunsOnceWhenMadeAndGivesEverySubscriberItsResult() {
    var runs = 0
    var promise: ((Result<Int, Never>) -> Void)?
    let future = Future<Int, Never> { fulfil in
      runs += 1
      promise = fulfil
    }
    #expect(runs == 1)
    let early = TrackingSubscriber<Int, Never>()
    defer { early.cancel() }
    future.subscribe(early)
    #expect(early.events == ["subscription"])
    promise?(.success(42))
    promise?(.success(43))  // a promise is kept once
    let late = TrackingSubscriber<Int, Never>()
    defer { late.cancel() }
    future.subscribe(late)
    #expect(early.events == ["subscription", "42", "finished"])
    #expect(late.events == ["subscription", "42", "finished"])
    #expect(runs == 1)
  }

  @Test func aFutureThatFailsFailsEverySubscriber() {
    let future = Future<Int, TestFailure> { $0(.failure(TestFailure(code: 8))) }
    let subscriber = TrackingSubscriber<Int, TestFailure>()
    defer { subscriber.cancel() }
    future.subscribe(subscriber)
    #expect(subscriber.events == ["subscription", "failure(TestFailure(8))"])
  }

  @Test func deferredMakesItsPublisherForEachSubscriberWhenItSubscribes() {
    var made = 0
    let deferred = Deferred { () -> Just<Int> in
      made += 1
      return Just(made)
    }
    #expect(made == 0)
    let first = TrackingSubscriber<Int, Never>()
    defer { first.cancel() }
    let second = TrackingSubscriber<Int, Never>()
    defer { second.cancel() }
    deferred.subscribe(first)
    deferred.subscribe(second)
    #expect(first.values == ["1"])
    #expect(second.values == ["2"])
  }
}

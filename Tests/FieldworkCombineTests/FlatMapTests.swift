import FieldworkCombine
import Testing

/// `flatMap` and `switchToLatest`, as Combine documents them.
@Suite struct FlatMapTests {
  @Test func flatMapSubscribesToEachInnerPublisherAndMergesTheirValues() {
    let outer = PassthroughSubject<Int, Never>()
    var inners: [Int: PassthroughSubject<String, Never>] = [:]
    let subscriber = TrackingSubscriber<String, Never>()
    defer { subscriber.cancel() }
    outer.flatMap { number -> PassthroughSubject<String, Never> in
      let inner = PassthroughSubject<String, Never>()
      inners[number] = inner
      return inner
    }
    .subscribe(subscriber)
    outer.send(1)
    outer.send(2)
    inners[2]?.send("2a")
    inners[1]?.send("1a")
    #expect(subscriber.values == ["2a", "1a"])
  }

  @Test func flatMapFinishesWhenTheOuterAndEveryInnerHave() {
    let outer = PassthroughSubject<Int, Never>()
    let inner = PassthroughSubject<Int, Never>()
    let subscriber = TrackingSubscriber<Int, Never>()
    defer { subscriber.cancel() }
    outer.flatMap { _ in inner }.subscribe(subscriber)
    outer.send(1)
    outer.send(completion: .finished)
    inner.send(5)
    #expect(subscriber.events == ["subscription", "5"])
    inner.send(completion: .finished)
    #expect(subscriber.events == ["subscription", "5", "finished"])
  }

  @Test func flatMapWithAMaximumHoldsBackTheOuterUntilAnInnerFinishes() {
    let log = UpstreamLog()
    let outer = PassthroughSubject<Int, Never>()
    let subscriber = TrackingSubscriber<Int, Never>()
    defer { subscriber.cancel() }
    log.watch(outer).flatMap(maxPublishers: .max(1)) { Just($0 * 10) }.subscribe(subscriber)
    // One inner at a time: each `Just` finishes at once, which asks the outer for the next.
    #expect(log.requests.first == .max(1))
    outer.send(1)
    outer.send(2)
    #expect(subscriber.values == ["10", "20"])
    #expect(log.requests == [.max(1), .max(1), .max(1)])
  }

  @Test func anInnerFailureEndsTheStreamAndCancelsTheOuter() {
    let log = UpstreamLog()
    let outer = PassthroughSubject<Int, TestFailure>()
    let subscriber = TrackingSubscriber<Int, TestFailure>()
    defer { subscriber.cancel() }
    log.watch(outer)
      .flatMap { _ in Fail<Int, TestFailure>(error: TestFailure(code: 11)) }
      .subscribe(subscriber)
    outer.send(1)
    #expect(subscriber.events == ["subscription", "failure(TestFailure(11))"])
    #expect(log.cancelled == 1)
  }

  @Test func switchToLatestCancelsThePreviousInnerWhenANewOneArrives() {
    let outer = PassthroughSubject<AnyPublisher<String, Never>, Never>()
    let first = PassthroughSubject<String, Never>()
    let second = PassthroughSubject<String, Never>()
    let firstLog = UpstreamLog()
    let subscriber = TrackingSubscriber<String, Never>()
    defer { subscriber.cancel() }
    outer.switchToLatest().subscribe(subscriber)
    outer.send(firstLog.watch(first).eraseToAnyPublisher())
    first.send("a")
    outer.send(second.eraseToAnyPublisher())
    #expect(firstLog.cancelled == 1)
    first.send("stale")
    second.send("b")
    #expect(subscriber.values == ["a", "b"])
  }

  @Test func switchToLatestFinishesWhenTheOuterAndTheCurrentInnerHave() {
    let outer = PassthroughSubject<AnyPublisher<Int, Never>, Never>()
    let inner = PassthroughSubject<Int, Never>()
    let subscriber = TrackingSubscriber<Int, Never>()
    defer { subscriber.cancel() }
    outer.switchToLatest().subscribe(subscriber)
    outer.send(inner.eraseToAnyPublisher())
    outer.send(completion: .finished)
    inner.send(1)
    #expect(subscriber.events == ["subscription", "1"])
    inner.send(completion: .finished)
    #expect(subscriber.events.last == "finished")
  }

  @Test func flatMapOfFinitePublishersSendsEachInnersValuesInOrder() {
    let subscriber = TrackingSubscriber<Int, Never>()
    defer { subscriber.cancel() }
    [1, 2].publisher.flatMap { value in [value * 10, value * 10 + 1].publisher }
      .subscribe(subscriber)
    #expect(subscriber.events == ["subscription", "10", "11", "20", "21", "finished"])
  }
}

import FieldworkCombine
import Foundation
import Testing

/// `zip`, `subscribe(on:)` and `receive(on:)`, as Combine documents them.
@Suite struct ZipAndSchedulingTests {
  @Test func zipHoldsValuesUntilTheOtherSideHasOneToPairWith() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<String, Never>()
    let subscriber = TrackingSubscriber<String, Never>()
    defer { subscriber.cancel() }
    a.zip(b) { "\($0)\($1)" }.subscribe(subscriber)
    a.send(1)
    a.send(2)
    a.send(3)
    b.send("x")
    #expect(subscriber.values == ["1x"])
    b.send("y")
    #expect(subscriber.values == ["1x", "2y"])
  }

  @Test func zipPairsEachValueOnlyOnce() {
    let subscriber = TrackingSubscriber<String, Never>()
    defer { subscriber.cancel() }
    [1, 2, 3].publisher.zip(["a", "b"].publisher) { "\($0)\($1)" }.subscribe(subscriber)
    #expect(subscriber.events == ["subscription", "1a", "2b", "finished"])
  }

  @Test func zipOfThreeWaitsForAllThree() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let c = PassthroughSubject<Int, Never>()
    var sums: [Int] = []
    let cancellable = a.zip(b, c).sink { sums.append($0 + $1 + $2) }
    a.send(1)
    b.send(10)
    #expect(sums.isEmpty)
    c.send(100)
    #expect(sums == [111])
    cancellable.cancel()
  }

  @Test func subscribeOnSubscribesOnTheScheduler() {
    let scheduler = DispatchQueue.test
    let log = UpstreamLog()
    let subscriber = TrackingSubscriber<Int, Never>()
    defer { subscriber.cancel() }
    log.watch([1, 2].publisher).subscribe(on: scheduler).subscribe(subscriber)
    #expect(log.subscriptions == 0)
    scheduler.advance()
    #expect(log.subscriptions == 1)
    #expect(subscriber.events.suffix(3) == ["1", "2", "finished"])
  }

  @Test func receiveOnKeepsTheOrderOfValues() {
    let scheduler = DispatchQueue.test
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TrackingSubscriber<Int, Never>()
    defer { subscriber.cancel() }
    subject.receive(on: scheduler).subscribe(subscriber)
    for value in 1...5 { subject.send(value) }
    subject.send(completion: .finished)
    scheduler.advance()
    #expect(subscriber.events == ["subscription", "1", "2", "3", "4", "5", "finished"])
  }

  @Test func receiveOnDropsWhatIsStillScheduledWhenCancelled() {
    let scheduler = DispatchQueue.test
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TrackingSubscriber<Int, Never>()
    defer { subscriber.cancel() }
    subject.receive(on: scheduler).subscribe(subscriber)
    subject.send(1)
    subscriber.cancel()
    scheduler.advance()
    #expect(subscriber.values.isEmpty)
  }

  @Test func aTestSchedulerRunsWorkInTheOrderOfItsDueTimes() {
    let scheduler = DispatchQueue.test
    var order: [String] = []
    scheduler.schedule(after: scheduler.now.advanced(by: .seconds(2))) { order.append("late") }
    scheduler.schedule(after: scheduler.now.advanced(by: .seconds(1))) { order.append("early") }
    scheduler.schedule { order.append("now") }
    scheduler.advance(by: .seconds(1))
    #expect(order == ["now", "early"])
    scheduler.advance(by: .seconds(1))
    #expect(order == ["now", "early", "late"])
  }
}

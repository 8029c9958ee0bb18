import FieldworkCombine
import Foundation
import Testing

/// `debounce`, `throttle`, `delay` and `receive(on:)`, on a test scheduler, as Combine
/// documents them: the work runs on the scheduler given, when its clock says so.
@Suite struct TimingOperatorTests {
  @Test func debounceSendsTheLastValueAfterAQuietInterval() {
    let scheduler = DispatchQueue.test
    let subject = PassthroughSubject<String, Never>()
    let subscriber = TrackingSubscriber<String, Never>()
    defer { subscriber.cancel() }
    subject.debounce(for: .milliseconds(300), scheduler: scheduler).subscribe(subscriber)
    subject.send("j")
    scheduler.advance(by: .milliseconds(100))
    subject.send("jo")
    scheduler.advance(by: .milliseconds(299))
    #expect(subscriber.values.isEmpty)
    scheduler.advance(by: .milliseconds(1))
    #expect(subscriber.values == ["jo"])
  }

  @Test func debounceRestartsItsIntervalOnEveryValue() {
    let scheduler = DispatchQueue.test
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TrackingSubscriber<Int, Never>()
    defer { subscriber.cancel() }
    subject.debounce(for: .seconds(1), scheduler: scheduler).subscribe(subscriber)
    for value in 1...5 {
      subject.send(value)
      scheduler.advance(by: .milliseconds(900))
    }
    #expect(subscriber.values.isEmpty)
    scheduler.advance(by: .milliseconds(100))
    #expect(subscriber.values == ["5"])
  }

  @Test func throttleWithLatestSendsTheNewestValueOfEachInterval() {
    let scheduler = DispatchQueue.test
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TrackingSubscriber<Int, Never>()
    defer { subscriber.cancel() }
    subject.throttle(for: .seconds(1), scheduler: scheduler, latest: true).subscribe(subscriber)
    subject.send(1)
    scheduler.advance()
    subject.send(2)
    subject.send(3)
    scheduler.advance(by: .seconds(1))
    #expect(subscriber.values == ["1", "3"])
  }

  @Test func throttleWithoutLatestSendsTheFirstValueOfEachInterval() {
    let scheduler = DispatchQueue.test
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TrackingSubscriber<Int, Never>()
    defer { subscriber.cancel() }
    subject.throttle(for: .seconds(1), scheduler: scheduler, latest: false).subscribe(subscriber)
    subject.send(1)
    scheduler.advance()
    subject.send(2)
    subject.send(3)
    scheduler.advance(by: .seconds(1))
    #expect(subscriber.values == ["1", "2"])
  }

  @Test func delayShiftsEveryValueByItsInterval() {
    let scheduler = DispatchQueue.test
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TrackingSubscriber<Int, Never>()
    defer { subscriber.cancel() }
    subject.delay(for: .seconds(2), scheduler: scheduler).subscribe(subscriber)
    subject.send(1)
    scheduler.advance(by: .seconds(1))
    subject.send(2)
    scheduler.advance(by: .seconds(1))
    #expect(subscriber.values == ["1"])
    scheduler.advance(by: .seconds(1))
    #expect(subscriber.values == ["1", "2"])
  }

  @Test func receiveOnDeliversValuesAndCompletionOnTheScheduler() {
    let scheduler = DispatchQueue.test
    let subscriber = TrackingSubscriber<Int, Never>()
    defer { subscriber.cancel() }
    [1, 2].publisher.receive(on: scheduler).subscribe(subscriber)
    #expect(subscriber.values.isEmpty)
    scheduler.advance()
    #expect(subscriber.events.suffix(3) == ["1", "2", "finished"])
  }

  @Test func cancellingADebounceDropsTheValueItHeld() {
    let scheduler = DispatchQueue.test
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TrackingSubscriber<Int, Never>()
    defer { subscriber.cancel() }
    subject.debounce(for: .seconds(1), scheduler: scheduler).subscribe(subscriber)
    subject.send(1)
    subscriber.cancel()
    scheduler.advance(by: .seconds(2))
    #expect(subscriber.values.isEmpty)
  }
}

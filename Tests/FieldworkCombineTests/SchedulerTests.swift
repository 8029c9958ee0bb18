import FieldworkCombine
import Foundation
import Testing

@Suite struct SchedulerTests {
  @Test func debounceDeliversTheLatestValueOnceItIsQuiet() {
    let scheduler = DispatchQueue.test
    let subject = PassthroughSubject<String, Never>()
    var values: [String] = []
    let cancellable = subject.debounce(for: .milliseconds(300), scheduler: scheduler)
      .sink { values.append($0) }
    subject.send("a")
    scheduler.advance(by: .milliseconds(200))
    subject.send("ab")
    scheduler.advance(by: .milliseconds(299))
    #expect(values.isEmpty)
    scheduler.advance(by: .milliseconds(1))
    #expect(values == ["ab"])
    _ = cancellable
  }

  @Test func debounceDropsAValueStillWaitingWhenTheStreamFinishes() {
    let scheduler = DispatchQueue.test
    let subject = PassthroughSubject<Int, Never>()
    var values: [Int] = []
    var finished = false
    let cancellable = subject.debounce(for: 1, scheduler: scheduler)
      .sink(receiveCompletion: { _ in finished = true }, receiveValue: { values.append($0) })
    subject.send(1)
    subject.send(completion: .finished)
    scheduler.run()
    #expect(values.isEmpty)
    #expect(finished)
    _ = cancellable
  }

  @Test func throttleDeliversTheFirstAtOnceThenOnePerInterval() {
    let scheduler = DispatchQueue.test
    for latest in [false, true] {
      let subject = PassthroughSubject<Int, Never>()
      var values: [Int] = []
      let cancellable = subject.throttle(for: .seconds(1), scheduler: scheduler, latest: latest)
        .sink { values.append($0) }
      subject.send(1)
      scheduler.advance()
      subject.send(2)
      subject.send(3)
      scheduler.advance(by: .seconds(1))
      #expect(values == [1, latest ? 3 : 2], "latest: \(latest)")
      _ = cancellable
    }
  }

  @Test func delayAndReceiveOnWaitForTheScheduler() {
    let scheduler = DispatchQueue.test
    var values: [Int] = []
    let delayed = Just(1).delay(for: .seconds(2), scheduler: scheduler).sink { values.append($0) }
    let received = Just(2).receive(on: scheduler).sink { values.append($0) }
    #expect(values.isEmpty)
    scheduler.advance()
    #expect(values == [2])
    scheduler.advance(by: .seconds(2))
    #expect(values == [2, 1])
    _ = (delayed, received)
  }

  @Test func runRunsRepeatingWorkUntilCancelled() {
    let scheduler = DispatchQueue.test
    var ticks = 0
    var cancellable: (any Cancellable)?
    cancellable = scheduler.schedule(after: scheduler.now, interval: .seconds(1)) {
      ticks += 1
      if ticks == 3 { cancellable?.cancel() }
    }
    scheduler.run()
    #expect(ticks == 3)
    #expect(
      scheduler.now
        == DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1)).advanced(
          by: .seconds(2)))
  }

  @Test func theImmediateAndErasedSchedulersRunAtOnce() {
    var values: [Int] = []
    let immediate = Just(1).debounce(for: 5, scheduler: DispatchQueue.immediate).sink {
      values.append($0)
    }
    let erased = Just(2).delay(for: 5, scheduler: AnySchedulerOf<DispatchQueue>.immediate).sink {
      values.append($0)
    }
    let combine = Just(3).receive(on: ImmediateScheduler.shared).sink { values.append($0) }
    #expect(values == [1, 2, 3])
    _ = (immediate, erased, combine)
  }

  @Test func notificationCenterPublishesUntilCancelled() {
    let center = NotificationCenter()
    let name = Notification.Name("FieldworkCombineTest")
    var count = 0
    let cancellable = center.publisher(for: name).sink { _ in count += 1 }
    center.post(name: name, object: nil)
    cancellable.cancel()
    center.post(name: name, object: nil)
    #expect(count == 1)
  }
}

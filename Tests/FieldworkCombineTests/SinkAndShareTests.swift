import FieldworkCombine
import Testing

/// `sink`, `assign`, `AnyCancellable`, `share` and `collect`, as Combine documents them.
@Suite struct SinkAndShareTests {
  final class Model {
    var title = ""
  }

  @Test func aSinkAsksForEverythingAndStopsWhenCancelled() {
    let log = UpstreamLog()
    let subject = PassthroughSubject<Int, Never>()
    var values: [Int] = []
    let cancellable = log.watch(subject).sink { values.append($0) }
    #expect(log.requests == [.unlimited])
    subject.send(1)
    cancellable.cancel()
    subject.send(2)
    #expect(values == [1])
    #expect(log.cancelled == 1)
  }

  @Test func anAnyCancellableCancelsWhenReleased() {
    let log = UpstreamLog()
    let subject = PassthroughSubject<Int, Never>()
    var values: [Int] = []
    var cancellable: AnyCancellable? = log.watch(subject).sink { values.append($0) }
    subject.send(1)
    cancellable = nil
    subject.send(2)
    #expect(values == [1])
    #expect(log.cancelled == 1)
    _ = cancellable
  }

  @Test func storedCancellablesLiveAsLongAsTheirSet() {
    let subject = PassthroughSubject<Int, Never>()
    var values: [Int] = []
    var bag = Set<AnyCancellable>()
    subject.sink { values.append($0) }.store(in: &bag)
    subject.send(1)
    bag.removeAll()
    subject.send(2)
    #expect(values == [1])
  }

  @Test func assignWritesEachValueToTheKeyPath() {
    let model = Model()
    let subject = PassthroughSubject<String, Never>()
    let cancellable = subject.assign(to: \.title, on: model)
    subject.send("Inbox")
    #expect(model.title == "Inbox")
    cancellable.cancel()
    subject.send("Archive")
    #expect(model.title == "Inbox")
  }

  @Test func shareSubscribesUpstreamOnceForEverySubscriber() {
    let log = UpstreamLog()
    let subject = PassthroughSubject<Int, Never>()
    let shared = log.watch(subject).share()
    let first = TrackingSubscriber<Int, Never>()
    defer { first.cancel() }
    let second = TrackingSubscriber<Int, Never>()
    defer { second.cancel() }
    shared.subscribe(first)
    shared.subscribe(second)
    subject.send(1)
    #expect(log.subscriptions == 1)
    #expect(first.values == ["1"])
    #expect(second.values == ["1"])
  }

  @Test func aLateSubscriberToASharedPublisherMissesEarlierValues() {
    let subject = PassthroughSubject<Int, Never>()
    let shared = subject.share()
    let first = TrackingSubscriber<Int, Never>()
    defer { first.cancel() }
    shared.subscribe(first)
    subject.send(1)
    let late = TrackingSubscriber<Int, Never>()
    defer { late.cancel() }
    shared.subscribe(late)
    subject.send(2)
    #expect(first.values == ["1", "2"])
    #expect(late.values == ["2"])
  }

  @Test func collectSendsEveryValueAsOneArrayWhenUpstreamFinishes() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TrackingSubscriber<[Int], Never>()
    defer { subscriber.cancel() }
    subject.collect().subscribe(subscriber)
    subject.send(1)
    subject.send(2)
    #expect(subscriber.values.isEmpty)
    subject.send(completion: .finished)
    #expect(subscriber.events == ["subscription", "[1, 2]", "finished"])
  }

  @Test func collectByCountSendsFullGroupsThenTheRest() {
    let subscriber = TrackingSubscriber<[Int], Never>()
    defer { subscriber.cancel() }
    [1, 2, 3, 4, 5].publisher.collect(2).subscribe(subscriber)
    #expect(subscriber.values == ["[1, 2]", "[3, 4]", "[5]"])
  }

  @Test func collectPassesAFailureOnAndDropsWhatItHeld() {
    let subject = PassthroughSubject<Int, TestFailure>()
    let subscriber = TrackingSubscriber<[Int], TestFailure>()
    defer { subscriber.cancel() }
    subject.collect().subscribe(subscriber)
    subject.send(1)
    subject.send(completion: .failure(TestFailure(code: 5)))
    #expect(subscriber.events == ["subscription", "failure(TestFailure(5))"])
  }

  @Test func aSinkGetsTheFailureInItsCompletion() {
    var completion: Subscribers.Completion<TestFailure>?
    let cancellable = Fail<Int, TestFailure>(error: TestFailure(code: 12))
      .sink(receiveCompletion: { completion = $0 }, receiveValue: { _ in })
    #expect(completion == .failure(TestFailure(code: 12)))
    cancellable.cancel()
  }

  @Test func cancellingTwiceCancelsUpstreamOnce() {
    let log = UpstreamLog()
    let cancellable = log.watch(PassthroughSubject<Int, Never>()).sink { _ in }
    cancellable.cancel()
    cancellable.cancel()
    #expect(log.cancelled == 1)
  }
}

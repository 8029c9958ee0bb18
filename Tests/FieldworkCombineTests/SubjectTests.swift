import FieldworkCombine
import Testing

/// A subscriber that records what it receives and asks for a demand chosen by the test.
final class Recorder<Input, Failure: Error>: Subscriber {
  var values: [Input] = []
  var completions: [Subscribers.Completion<Failure>] = []
  var subscription: (any Subscription)?
  let initial: Subscribers.Demand
  let more: (Input) -> Subscribers.Demand

  init(
    initial: Subscribers.Demand = .unlimited,
    more: @escaping (Input) -> Subscribers.Demand = { _ in .none }
  ) {
    self.initial = initial
    self.more = more
  }

  func receive(subscription: any Subscription) {
    self.subscription = subscription
    if initial > .none { subscription.request(initial) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    values.append(input)
    return more(input)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    completions.append(completion)
  }
}

struct TestError: Error, Equatable {}

@Suite struct SubjectTests {
  @Test func aPassthroughSubjectDropsWhatASubscriberDidNotAskFor() {
    let subject = PassthroughSubject<Int, Never>()
    let recorder = Recorder<Int, Never>(initial: .max(1))
    subject.subscribe(recorder)
    subject.send(1)
    subject.send(2)  // no demand left: dropped, not buffered
    recorder.subscription?.request(.max(1))
    subject.send(3)
    #expect(recorder.values == [1, 3])
    // The subscription holds the subject, and the recorder the subscription, as in Combine:
    // a subscriber that keeps its subscription cancels it when done.
    recorder.subscription?.cancel()
  }

  @Test func aSecondCompletionIsIgnoredAndLateSubscribersGetTheFirst() {
    let subject = PassthroughSubject<Int, TestError>()
    let early = Recorder<Int, TestError>()
    subject.subscribe(early)
    subject.send(completion: .failure(TestError()))
    subject.send(completion: .finished)
    subject.send(1)
    let late = Recorder<Int, TestError>()
    subject.subscribe(late)
    #expect(early.completions == [.failure(TestError())])
    #expect(early.values.isEmpty)
    #expect(late.completions == [.failure(TestError())])
  }

  @Test func aCurrentValueSubjectGivesItsValueOnTheFirstDemand() {
    let subject = CurrentValueSubject<String, Never>("a")
    let recorder = Recorder<String, Never>(initial: .none)
    subject.subscribe(recorder)
    #expect(recorder.values.isEmpty)
    recorder.subscription?.request(.max(1))
    #expect(recorder.values == ["a"])
    subject.value = "b"  // no demand: owed
    subject.value = "c"
    recorder.subscription?.request(.max(1))
    // Only the latest value is owed, not every value missed.
    #expect(recorder.values == ["a", "c"])
    recorder.subscription?.cancel()
  }

  @Test func aCurrentValueSubjectKeepsItsValueAfterCompleting() {
    let subject = CurrentValueSubject<Int, Never>(1)
    subject.send(completion: .finished)
    subject.send(2)
    #expect(subject.value == 1)
  }

  @Test func cancellingStopsDeliveryAndAReentrantSendIsDelivered() {
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    var cancellable: AnyCancellable?
    cancellable = subject.sink { value in
      received.append(value)
      if value == 1 { subject.send(2) }  // re-entrant
    }
    subject.send(1)
    cancellable?.cancel()
    subject.send(3)
    #expect(received == [1, 2])
  }

  @Test func aSubjectRelaysAPublisherItSubscribesTo() {
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    let sink = subject.sink { received.append($0) }
    let relay = [1, 2, 3].publisher.subscribe(subject)
    #expect(received == [1, 2, 3])
    _ = (sink, relay)
  }
}

@Suite struct CancellableTests {
  final class Owner {
    let subject = PassthroughSubject<Int, Never>()
    var cancellable: AnyCancellable?
    var seen = 0

    func start() {
      // The sink holds `self` strongly: a cycle, until the cancellable goes.
      cancellable = subject.sink { _ in self.seen += 1 }
    }
  }

  @Test func aSinkThatHoldsItsOwnerIsFreedWhenItsCancellableIs() {
    weak var weakOwner: Owner?
    do {
      let owner = Owner()
      weakOwner = owner
      owner.start()
      owner.subject.send(1)
      #expect(owner.seen == 1)
    }
    #expect(weakOwner != nil)  // the cycle keeps it alive
    weakOwner?.cancellable = nil  // releasing the cancellable cancels and lets go
    #expect(weakOwner == nil)
  }

  /// Combine's subscription to a subject holds the subject until it is cancelled or the
  /// subject completes (OpenCombine's `PassthroughSubject.Conduit` keeps its parent strongly,
  /// as Apple's does): a subject nobody else holds stays subscribed to, and the whole chain
  /// goes with the `AnyCancellable`.
  @Test func aSubscriptionKeepsItsSubjectUntilItsCancellableGoes() {
    final class Token {}
    weak var weakToken: Token?
    var cancellable: AnyCancellable?
    do {
      let subject = PassthroughSubject<Int, Never>()
      let token = Token()
      weakToken = token
      cancellable = subject.sink { _ in withExtendedLifetime(token) {} }
    }
    // Still subscribed, though nothing else holds the subject.
    #expect(weakToken != nil && cancellable != nil)
    cancellable = nil
    #expect(weakToken == nil)
  }

  @Test func storingKeepsASubscriptionAliveUntilTheSetGoes() {
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    var cancellables = Set<AnyCancellable>()
    subject.sink { received.append($0) }.store(in: &cancellables)
    subject.send(1)
    cancellables.removeAll()
    subject.send(2)
    #expect(received == [1])
  }
}

import FieldworkCombine
import Foundation
import Testing

/// `handleEvents`, `eraseToAnyPublisher` and `autoconnect`, as Combine documents them.
@Suite struct HandleEventsAndConnectableTests {
  @Test func handleEventsSeesEveryEventInTheOrderItPasses() {
    var seen: [String] = []
    let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .max(3))
    defer { subscriber.cancel() }
    [1, 2].publisher
      .handleEvents(
        receiveSubscription: { _ in seen.append("subscription") },
        receiveOutput: { seen.append("output \($0)") },
        receiveCompletion: { _ in seen.append("completion") },
        receiveCancel: { seen.append("cancel") },
        receiveRequest: { seen.append("request \($0)") }
      )
      .subscribe(subscriber)
    #expect(seen == ["subscription", "request max(3)", "output 1", "output 2", "completion"])
  }

  @Test func handleEventsSeesACancel() {
    var cancelled = false
    let subscriber = TrackingSubscriber<Int, Never>()
    defer { subscriber.cancel() }
    PassthroughSubject<Int, Never>().handleEvents(receiveCancel: { cancelled = true })
      .subscribe(subscriber)
    subscriber.cancel()
    #expect(cancelled)
  }

  @Test func anErasedPublisherBehavesAsTheOneItWraps() {
    let subject = PassthroughSubject<Int, TestFailure>()
    let erased: AnyPublisher<Int, TestFailure> = subject.map { $0 * 2 }.eraseToAnyPublisher()
    let subscriber = TrackingSubscriber<Int, TestFailure>(initialDemand: .max(1))
    defer { subscriber.cancel() }
    erased.subscribe(subscriber)
    subject.send(1)
    subject.send(2)  // no demand: dropped
    subject.send(completion: .failure(TestFailure(code: 1)))
    #expect(subscriber.events == ["subscription", "2", "failure(TestFailure(1))"])
  }

  /// A connectable publisher that counts its connections and their cancellations.
  final class Gate: ConnectablePublisher {
    typealias Output = Int
    typealias Failure = Never
    let subject = PassthroughSubject<Int, Never>()
    var connections = 0
    var disconnections = 0

    func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
      subject.subscribe(subscriber)
    }

    func connect() -> any Cancellable {
      connections += 1
      return AnyCancellable { self.disconnections += 1 }
    }
  }

  @Test func autoconnectConnectsForTheFirstSubscriberAndDisconnectsAfterTheLast() {
    let gate = Gate()
    let connected = gate.autoconnect()
    #expect(gate.connections == 0)
    let first = TrackingSubscriber<Int, Never>()
    defer { first.cancel() }
    let second = TrackingSubscriber<Int, Never>()
    defer { second.cancel() }
    connected.subscribe(first)
    connected.subscribe(second)
    #expect(gate.connections == 1)
    gate.subject.send(1)
    #expect(first.values == ["1"] && second.values == ["1"])
    first.cancel()
    #expect(gate.disconnections == 0)
    second.cancel()
    #expect(gate.disconnections == 1)
  }
}

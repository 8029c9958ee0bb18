import FieldworkCombine
import Testing

/// `PassthroughSubject` and `CurrentValueSubject`, as Combine documents them: values are sent
/// to the subscribers that asked for them, a value nobody asked for is dropped, and a
/// completed subject completes every later subscriber at once.
@Suite struct SubjectBehaviourTests {
  @Test func aPassthroughSubjectSendsToEverySubscriberInTheOrderTheySubscribed() {
    let subject = PassthroughSubject<String, Never>()
    var order: [String] = []
    let first = subject.sink { order.append("first \($0)") }
    let second = subject.sink { order.append("second \($0)") }
    subject.send("a")
    #expect(order == ["first a", "second a"])
    first.cancel()
    subject.send("b")
    #expect(order == ["first a", "second a", "second b"])
    second.cancel()
  }

  @Test func aCompletedSubjectIgnoresValuesAndCompletesLateSubscribers() {
    let subject = PassthroughSubject<Int, TestFailure>()
    let early = TrackingSubscriber<Int, TestFailure>()
    defer { early.cancel() }
    subject.subscribe(early)
    subject.send(completion: .failure(TestFailure(code: 2)))
    subject.send(1)
    subject.send(completion: .finished)
    let late = TrackingSubscriber<Int, TestFailure>()
    defer { late.cancel() }
    subject.subscribe(late)
    #expect(early.events == ["subscription", "failure(TestFailure(2))"])
    #expect(late.events == ["subscription", "failure(TestFailure(2))"])
  }

  @Test func aCurrentValueSubjectSendsItsValueToANewSubscriberOnDemand() {
    let subject = CurrentValueSubject<Int, Never>(1)
    let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .none)
    defer { subscriber.cancel() }
    subject.subscribe(subscriber)
    #expect(subscriber.events == ["subscription"])
    subscriber.request(.max(1))
    #expect(subscriber.values == ["1"])
    subscriber.cancel()
  }

  @Test func aCurrentValueSubjectKeepsTheLastValueSentOrSet() {
    let subject = CurrentValueSubject<String, Never>("a")
    let subscriber = TrackingSubscriber<String, Never>()
    defer { subscriber.cancel() }
    subject.subscribe(subscriber)
    subject.send("b")
    subject.value = "c"
    #expect(subject.value == "c")
    #expect(subscriber.values == ["a", "b", "c"])
  }

  @Test func aValueSentFromASubscriberReachesEveryoneInOrder() {
    let subject = PassthroughSubject<Int, Never>()
    var seen: [Int] = []
    let echo = subject.sink { value in
      seen.append(value)
      if value == 1 { subject.send(2) }
    }
    subject.send(1)
    #expect(seen == [1, 2])
    echo.cancel()
  }
}

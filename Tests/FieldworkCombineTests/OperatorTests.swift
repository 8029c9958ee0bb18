import FieldworkCombine
import Testing

@Suite struct OperatorTests {
  func collect<P: Publisher>(_ publisher: P) -> [P.Output] where P.Failure == Never {
    var values: [P.Output] = []
    let cancellable = publisher.sink { values.append($0) }
    _ = cancellable
    return values
  }

  @Test func oneToOneOperators() {
    #expect(collect([1, 2, 3].publisher.map { $0 * 10 }) == [10, 20, 30])
    #expect(collect([1, 2, 3, 4].publisher.filter { $0.isMultiple(of: 2) }) == [2, 4])
    #expect(collect(["1", "x", "3"].publisher.compactMap { Int($0) }) == [1, 3])
    #expect(collect([1, 1, 2, 2, 1].publisher.removeDuplicates()) == [1, 2, 1])
    #expect(collect([1, 2, 3].publisher.scan(0, +)) == [1, 3, 6])
    #expect(collect([1, 2, 3].publisher.dropFirst()) == [2, 3])
    #expect(collect([1, 2, 3].publisher.first()) == [1])
    #expect(collect([1, 2, 3].publisher.first { $0 > 1 }) == [2])
    #expect(collect([1, 2, 3].publisher.prefix(2)) == [1, 2])
    #expect(collect(Just(3).prepend(1, 2)) == [1, 2, 3])
    #expect(collect([Int?.none, 2].publisher.replaceNil(with: 0)) == [0, 2])
  }

  @Test func failingOperators() {
    var completion: Subscribers.Completion<any Error>?
    var values: [Int] = []
    let cancellable = [1, 2, 3].publisher
      .tryMap { value -> Int in
        if value == 2 { throw TestError() }
        return value
      }
      .sink(receiveCompletion: { completion = $0 }, receiveValue: { values.append($0) })
    #expect(values == [1])
    if case .failure(let error)? = completion {
      #expect(error is TestError)
    } else {
      Issue.record("tryMap did not fail")
    }
    _ = cancellable
    #expect(collect(Fail<Int, TestError>(error: TestError()).replaceError(with: 9)) == [9])
    #expect(collect(Fail<Int, TestError>(error: TestError()).catch { _ in Just(7) }) == [7])
  }

  @Test func combiningOperators() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<String, Never>()
    var pairs: [String] = []
    let latest = a.combineLatest(b).sink { pairs.append("\($0)\($1)") }
    a.send(1)
    b.send("x")
    a.send(2)
    b.send("y")
    #expect(pairs == ["1x", "2x", "2y"])

    var merged: [Int] = []
    let c = PassthroughSubject<Int, Never>()
    let merge = a.merge(with: c).sink { merged.append($0) }
    a.send(1)
    c.send(2)
    a.send(3)
    #expect(merged == [1, 2, 3])

    #expect(collect([1, 2].publisher.flatMap { [$0, $0 * 10].publisher }) == [1, 10, 2, 20])
    _ = (latest, merge)
  }

  @Test func switchToLatestCancelsThePublisherBefore() {
    let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
    let first = PassthroughSubject<Int, Never>()
    let second = PassthroughSubject<Int, Never>()
    var values: [Int] = []
    let cancellable = outer.switchToLatest().sink { values.append($0) }
    outer.send(first)
    first.send(1)
    outer.send(second)
    first.send(2)  // cancelled: not delivered
    second.send(3)
    #expect(values == [1, 3])
    _ = cancellable
  }

  @Test func handleEventsSeesEachEvent() {
    var events: [String] = []
    let cancellable = Just(1)
      .handleEvents(
        receiveSubscription: { _ in events.append("subscription") },
        receiveOutput: { events.append("output \($0)") },
        receiveCompletion: { _ in events.append("completion") },
        receiveRequest: { events.append("request \($0)") }
      )
      .sink { _ in }
    #expect(events == ["subscription", "request unlimited", "output 1", "completion"])
    _ = cancellable
  }

  @Test func shareSubscribesUpstreamOnce() {
    var subscriptions = 0
    let subject = PassthroughSubject<Int, Never>()
    let shared = subject.handleEvents(receiveSubscription: { _ in subscriptions += 1 }).share()
    var a: [Int] = []
    var b: [Int] = []
    let first = shared.sink { a.append($0) }
    let second = shared.sink { b.append($0) }
    subject.send(1)
    #expect(subscriptions == 1)
    #expect(a == [1] && b == [1])
    _ = (first, second)
  }

  @Test func aSequenceHonoursDemand() {
    let recorder = Recorder<Int, Never>(initial: .max(2))
    [1, 2, 3, 4].publisher.subscribe(recorder)
    #expect(recorder.values == [1, 2])
    #expect(recorder.completions.isEmpty)
    recorder.subscription?.request(.unlimited)
    #expect(recorder.values == [1, 2, 3, 4])
    #expect(recorder.completions == [.finished])
  }

  @Test func demandArithmetic() {
    #expect(Subscribers.Demand.max(2) + .max(3) == .max(5))
    #expect(Subscribers.Demand.unlimited - .max(3) == .unlimited)
    #expect(Subscribers.Demand.max(2) - .max(3) == .none)
    #expect(Subscribers.Demand.max(2) < .unlimited)
    #expect(Subscribers.Demand.max(4) * 2 == .max(8))
    #expect(Subscribers.Demand.max(1) > 0)
  }
}

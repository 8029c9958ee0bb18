import FieldworkCombine
import Testing

/// `merge` and `combineLatest`, as Combine documents them: merge interleaves values as they
/// come and finishes when every upstream has; combineLatest waits for a value from each, then
/// sends the latest of all on each change; a failure of any one ends the stream and cancels
/// the others.
@Suite struct MergeAndCombineLatestTests {
  @Test func mergeInterleavesValuesAsTheyArrive() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let subscriber = TrackingSubscriber<Int, Never>()
    defer { subscriber.cancel() }
    a.merge(with: b).subscribe(subscriber)
    a.send(1)
    b.send(10)
    a.send(2)
    #expect(subscriber.values == ["1", "10", "2"])
  }

  @Test func mergeFinishesOnlyWhenEveryUpstreamHas() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let subscriber = TrackingSubscriber<Int, Never>()
    defer { subscriber.cancel() }
    a.merge(with: b).subscribe(subscriber)
    a.send(completion: .finished)
    b.send(3)
    #expect(subscriber.events == ["subscription", "3"])
    b.send(completion: .finished)
    #expect(subscriber.events == ["subscription", "3", "finished"])
  }

  @Test func mergeFailsOnTheFirstFailureAndCancelsTheOthers() {
    let log = UpstreamLog()
    let a = PassthroughSubject<Int, TestFailure>()
    let b = PassthroughSubject<Int, TestFailure>()
    let subscriber = TrackingSubscriber<Int, TestFailure>()
    defer { subscriber.cancel() }
    a.merge(with: log.watch(b)).subscribe(subscriber)
    a.send(completion: .failure(TestFailure(code: 6)))
    b.send(1)
    #expect(subscriber.events == ["subscription", "failure(TestFailure(6))"])
    #expect(log.cancelled == 1)
  }

  @Test func mergeManyTakesAnyNumberOfPublishersOfOneType() {
    let subscriber = TrackingSubscriber<Int, Never>()
    defer { subscriber.cancel() }
    [1].publisher.merge(with: [2].publisher, [3].publisher).subscribe(subscriber)
    #expect(subscriber.events == ["subscription", "1", "2", "3", "finished"])
  }

  @Test func combineLatestWaitsForAValueFromEach() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<String, Never>()
    let subscriber = TrackingSubscriber<String, Never>()
    defer { subscriber.cancel() }
    a.combineLatest(b) { "\($0)\($1)" }.subscribe(subscriber)
    a.send(1)
    a.send(2)
    #expect(subscriber.values.isEmpty)
    b.send("x")
    a.send(3)
    #expect(subscriber.values == ["2x", "3x"])
  }

  @Test func combineLatestFinishesWhenEveryUpstreamHas() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let subscriber = TrackingSubscriber<String, Never>()
    defer { subscriber.cancel() }
    a.combineLatest(b) { "\($0)+\($1)" }.subscribe(subscriber)
    a.send(1)
    b.send(2)
    a.send(completion: .finished)
    b.send(3)  // still combined with a's last value
    #expect(subscriber.values == ["1+2", "1+3"])
    b.send(completion: .finished)
    #expect(subscriber.events.last == "finished")
  }

  @Test func combineLatestFailsWhenEitherFails() {
    let a = PassthroughSubject<Int, TestFailure>()
    let b = PassthroughSubject<Int, TestFailure>()
    let subscriber = TrackingSubscriber<String, TestFailure>()
    defer { subscriber.cancel() }
    a.combineLatest(b) { "\($0)\($1)" }.subscribe(subscriber)
    a.send(1)
    b.send(completion: .failure(TestFailure(code: 3)))
    #expect(subscriber.events == ["subscription", "failure(TestFailure(3))"])
  }

  @Test func combineLatestOfThreeSendsATripleOnEachChange() {
    let a = CurrentValueSubject<Int, Never>(1)
    let b = CurrentValueSubject<Int, Never>(2)
    let c = CurrentValueSubject<Int, Never>(3)
    var sums: [Int] = []
    let cancellable = a.combineLatest(b, c).sink { sums.append($0 + $1 + $2) }
    c.send(10)
    #expect(sums == [6, 13])
    cancellable.cancel()
  }
}

import FieldworkCombine
import Testing

/// `catch`, `tryCatch`, `replaceError` and `retry`, as Combine documents them.
@Suite struct ErrorHandlingTests {
  @Test func catchReplacesAFailedUpstreamWithThePublisherItMakes() {
    let subject = PassthroughSubject<Int, TestFailure>()
    let subscriber = TrackingSubscriber<Int, Never>()
    defer { subscriber.cancel() }
    subject.catch { failure in Just(failure.code * 100) }.subscribe(subscriber)
    subject.send(1)
    subject.send(completion: .failure(TestFailure(code: 2)))
    subject.send(3)  // the upstream is gone
    #expect(subscriber.events == ["subscription", "1", "200", "finished"])
  }

  @Test func catchPassesValuesAndFinishingThroughUntouched() {
    let subscriber = TrackingSubscriber<Int, Never>()
    defer { subscriber.cancel() }
    [1, 2].publisher.setFailureType(to: TestFailure.self).catch { _ in Just(0) }
      .subscribe(subscriber)
    #expect(subscriber.events == ["subscription", "1", "2", "finished"])
  }

  @Test func catchKeepsTheDemandLeftForTheReplacement() {
    let subject = PassthroughSubject<Int, TestFailure>()
    let subscriber = TrackingSubscriber<Int, Never>(initialDemand: .max(2))
    defer { subscriber.cancel() }
    subject.catch { _ in [7, 8, 9].publisher }.subscribe(subscriber)
    subject.send(1)
    subject.send(completion: .failure(TestFailure()))
    // One value was delivered of the two asked for: the replacement may send one more.
    #expect(subscriber.values == ["1", "7"])
  }

  @Test func tryCatchFailsWithWhatItsHandlerThrows() {
    let subscriber = TrackingSubscriber<Int, any Error>()
    defer { subscriber.cancel() }
    Fail<Int, TestFailure>(error: TestFailure(code: 1))
      .tryCatch { failure -> Just<Int> in throw TestFailure(code: failure.code + 1) }
      .subscribe(subscriber)
    #expect(subscriber.events == ["subscription", "failure(TestFailure(2))"])
  }

  @Test func replaceErrorSendsItsValueThenFinishes() {
    let subject = PassthroughSubject<Int, TestFailure>()
    let subscriber = TrackingSubscriber<Int, Never>()
    defer { subscriber.cancel() }
    subject.replaceError(with: -1).subscribe(subscriber)
    subject.send(5)
    subject.send(completion: .failure(TestFailure()))
    #expect(subscriber.events == ["subscription", "5", "-1", "finished"])
  }

  @Test func retrySubscribesAgainUpToItsCount() {
    let log = UpstreamLog()
    let subscriber = TrackingSubscriber<Int, TestFailure>()
    defer { subscriber.cancel() }
    log.watch(Fail<Int, TestFailure>(error: TestFailure(code: 4))).retry(3).subscribe(subscriber)
    #expect(log.subscriptions == 4)  // the first attempt and three retries
    #expect(subscriber.events == ["subscription", "failure(TestFailure(4))"])
  }

  @Test func retryStopsAtTheFirstSuccess() {
    var attempts = 0
    let subscriber = TrackingSubscriber<Int, TestFailure>()
    defer { subscriber.cancel() }
    Deferred { () -> AnyPublisher<Int, TestFailure> in
      attempts += 1
      return attempts < 2
        ? Fail(error: TestFailure()).eraseToAnyPublisher()
        : Just(attempts).setFailureType(to: TestFailure.self).eraseToAnyPublisher()
    }
    .retry(5)
    .subscribe(subscriber)
    #expect(attempts == 2)
    #expect(subscriber.events == ["subscription", "2", "finished"])
  }
}

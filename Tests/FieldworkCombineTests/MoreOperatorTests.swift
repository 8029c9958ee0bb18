import FieldworkCombine
import Foundation
import Testing

/// `zip`, `retry`, `tryCatch`, `print`, `collect`, `decode`/`encode`, `subscribe(on:)`,
/// `values`, and the iOS 14 `flatMap`/`switchToLatest` overloads, checked against what
/// Combine's documentation says each does.
@Suite struct MoreOperatorTests {
  struct Failure: Error, Equatable { let code: Int }

  final class Log: TextOutputStream, @unchecked Sendable {
    var text = ""
    func write(_ string: String) { text += string }
  }

  @Test func zipPairsInOrderAndFinishesWhenASideRunsOut() {
    let letters = PassthroughSubject<String, Never>()
    let numbers = PassthroughSubject<Int, Never>()
    var pairs: [String] = []
    var finished = false
    let cancellable = letters.zip(numbers) { "\($0)\($1)" }
      .sink(receiveCompletion: { _ in finished = true }, receiveValue: { pairs.append($0) })
    letters.send("a")
    letters.send("b")
    #expect(pairs.isEmpty)
    numbers.send(1)
    numbers.send(2)
    numbers.send(3)
    #expect(pairs == ["a1", "b2"])
    letters.send(completion: .finished)
    #expect(finished)  // "c" can never come: nothing more can pair with 3
    cancellable.cancel()
  }

  @Test func zipFailsWhenEitherFails() {
    let a = PassthroughSubject<Int, Failure>()
    let b = PassthroughSubject<Int, Failure>()
    var completion: Subscribers.Completion<Failure>?
    let cancellable = a.zip(b).sink(receiveCompletion: { completion = $0 }, receiveValue: { _ in })
    b.send(completion: .failure(Failure(code: 7)))
    #expect(completion == .failure(Failure(code: 7)))
    cancellable.cancel()
  }

  @Test func retrySubscribesAgainThenPassesTheLastFailureOn() {
    var attempts = 0
    var values: [Int] = []
    var failure: (any Error)?
    let cancellable = Deferred { () -> AnyPublisher<Int, any Error> in
      attempts += 1
      let attempt = attempts
      // The attempt's number, then a failure.
      return [0, 1].publisher
        .tryMap { step -> Int in
          guard step == 0 else { throw Failure(code: attempt) }
          return attempt
        }
        .eraseToAnyPublisher()
    }
    .retry(2)
    .sink(
      receiveCompletion: { if case .failure(let error) = $0 { failure = error } },
      receiveValue: { values.append($0) })
    #expect(attempts == 3)
    #expect(values == [1, 2, 3])
    #expect(failure as? Failure == Failure(code: 3))
    cancellable.cancel()
  }

  @Test func tryCatchReplacesAFailureOrFailsWithWhatItThrows() {
    var values: [Int] = []
    let replaced = Fail<Int, Failure>(error: Failure(code: 1))
      .tryCatch { _ in Just(42) }
      .sink(receiveCompletion: { _ in }, receiveValue: { values.append($0) })
    #expect(values == [42])
    var thrown: (any Error)?
    let rethrown = Fail<Int, Failure>(error: Failure(code: 1))
      .tryCatch { failure -> Just<Int> in throw Failure(code: failure.code + 1) }
      .sink(
        receiveCompletion: { if case .failure(let error) = $0 { thrown = error } },
        receiveValue: { _ in })
    #expect(thrown as? Failure == Failure(code: 2))
    replaced.cancel()
    rethrown.cancel()
  }

  @Test func printWritesCombinesLines() {
    let log = Log()
    let cancellable = [1, 2].publisher.print("numbers", to: log).sink { _ in }
    #expect(
      log.text == """
        numbers: receive subscription: ([1, 2])
        numbers: request unlimited
        numbers: receive value: (1)
        numbers: receive value: (2)
        numbers: receive finished

        """)
    cancellable.cancel()
  }

  @Test func collectGathersAllOrByCount() {
    var all: [[Int]] = []
    var byTwo: [[Int]] = []
    let a = (1...5).publisher.collect().sink { all.append($0) }
    let b = (1...5).publisher.collect(2).sink { byTwo.append($0) }
    #expect(all == [[1, 2, 3, 4, 5]])
    #expect(byTwo == [[1, 2], [3, 4], [5]])
    var failed: [[Int]] = []
    let c = Fail<Int, Failure>(error: Failure(code: 1)).collect()
      .sink(receiveCompletion: { _ in }, receiveValue: { failed.append($0) })
    #expect(failed.isEmpty)
    a.cancel()
    b.cancel()
    c.cancel()
  }

  struct Contact: Codable, Equatable { let name: String }

  @Test func decodeAndEncodeRoundTripAndAFailureEndsTheStream() {
    var decoded: [Contact] = []
    let a = Just(Contact(name: "Ada")).encode(encoder: JSONEncoder())
      .decode(type: Contact.self, decoder: JSONDecoder())
      .sink(receiveCompletion: { _ in }, receiveValue: { decoded.append($0) })
    #expect(decoded == [Contact(name: "Ada")])
    var error: (any Error)?
    let b = Just(Data("not json".utf8)).decode(type: Contact.self, decoder: JSONDecoder())
      .sink(
        receiveCompletion: { if case .failure(let failure) = $0 { error = failure } },
        receiveValue: { _ in })
    #expect(error is DecodingError)
    a.cancel()
    b.cancel()
  }

  @Test func subscribeOnSubscribesOnTheScheduler() {
    let scheduler = DispatchQueue.test
    var subscribed = false
    var values: [Int] = []
    let cancellable = Deferred { () -> Just<Int> in
      subscribed = true
      return Just(1)
    }
    .subscribe(on: scheduler)
    .sink { values.append($0) }
    #expect(!subscribed)
    scheduler.advance()
    #expect(subscribed)
    #expect(values == [1])
    cancellable.cancel()
  }

  @Test func valuesIsAnAsyncSequenceOfTheValues() async throws {
    // The iterators' own `next()`, called as written: a `for await` loop calls
    // `next(isolation:)`, which needs macOS 15, above the platforms the package declares.
    var seen: [Int] = []
    var values = [1, 2, 3].publisher.values.makeAsyncIterator()
    while let value = await values.next() { seen.append(value) }
    #expect(seen == [1, 2, 3])
    var thrown: (any Error)?
    var failing = Fail<Int, Failure>(error: Failure(code: 5)).values.makeAsyncIterator()
    do {
      while try await failing.next() != nil {}
    } catch {
      thrown = error
    }
    #expect(thrown as? Failure == Failure(code: 5))
  }

  @Test func aNeverFailingQueryFlatMapsAndSwitchesToRequestsThatCanFail() {
    let queries = PassthroughSubject<String, Never>()
    var results: [String] = []
    var completion: Subscribers.Completion<Failure>?
    let flat = queries.flatMap { query -> AnyPublisher<String, Failure> in
      query == "bad"
        ? Fail(error: Failure(code: 404)).eraseToAnyPublisher()
        : Just("result \(query)").setFailureType(to: Failure.self).eraseToAnyPublisher()
    }
    .sink(receiveCompletion: { completion = $0 }, receiveValue: { results.append($0) })
    queries.send("a")
    queries.send("bad")
    #expect(results == ["result a"])
    #expect(completion == .failure(Failure(code: 404)))
    var latest: [Int] = []
    let inner = PassthroughSubject<AnyPublisher<Int, Failure>, Never>()
    let switched = inner.switchToLatest()
      .sink(receiveCompletion: { _ in }, receiveValue: { latest.append($0) })
    inner.send(Just(1).setFailureType(to: Failure.self).eraseToAnyPublisher())
    #expect(latest == [1])
    flat.cancel()
    switched.cancel()
  }

  @Test func aPacedFlatMapAsksForOneAtATimeAndCancelsItsUpstreamWithIt() {
    let outer = PassthroughSubject<Int, Never>()
    var requests: [Subscribers.Demand] = []
    var cancelled = false
    var values: [Int] = []
    let cancellable =
      outer
      .handleEvents(receiveCancel: { cancelled = true }, receiveRequest: { requests.append($0) })
      .flatMap(maxPublishers: .max(1)) { Just($0 * 10) }
      .sink { values.append($0) }
    outer.send(1)
    outer.send(2)
    #expect(values == [10, 20])
    #expect(requests == [.max(1), .max(1), .max(1)])
    cancellable.cancel()
    #expect(cancelled)
  }
}

import FieldworkCombine
import Testing

/// `Publishers.CombineLatest3` and `CombineLatest4`, as Apple documents them: a tuple of the
/// latest values whenever any upstream delivers once every upstream has; finished when all
/// are, failed when one fails.
@Suite struct CombineLatestManyTests {
  struct Failure: Error, Equatable {}

  @Test func threeUpstreamsDeliverTheirLatestOnceEachHas() {
    let name = PassthroughSubject<String, Never>()
    let email = PassthroughSubject<String, Never>()
    let agreed = PassthroughSubject<Bool, Never>()
    var values: [String] = []
    var finished = false
    let cancellable = Publishers.CombineLatest3(name, email, agreed)
      .sink(receiveCompletion: { _ in finished = true }) { values.append("\($0),\($1),\($2)") }
    name.send("Ada")
    email.send("ada@example.org")
    #expect(values.isEmpty)
    agreed.send(false)
    name.send("Ada L")
    agreed.send(true)
    #expect(
      values == [
        "Ada,ada@example.org,false", "Ada L,ada@example.org,false", "Ada L,ada@example.org,true",
      ])
    name.send(completion: .finished)
    email.send(completion: .finished)
    #expect(!finished)
    agreed.send(completion: .finished)
    #expect(finished)
    _ = cancellable
  }

  @Test func fourUpstreamsAndAFailure() {
    let a = PassthroughSubject<Int, Failure>()
    let b = PassthroughSubject<Int, Failure>()
    let c = PassthroughSubject<Int, Failure>()
    let d = PassthroughSubject<Int, Failure>()
    var sums: [Int] = []
    var failure: Failure?
    let cancellable = Publishers.CombineLatest4(a, b, c, d)
      .sink(
        receiveCompletion: { if case .failure(let error) = $0 { failure = error } },
        receiveValue: { sums.append($0 + $1 + $2 + $3) })
    a.send(1)
    b.send(2)
    c.send(3)
    d.send(4)
    d.send(40)
    c.send(completion: .failure(Failure()))
    a.send(100)
    #expect(sums == [10, 46])
    #expect(failure == Failure())
    _ = cancellable
  }
}

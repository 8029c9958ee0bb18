import FieldworkCombine
import Testing

@Suite struct PublishedTests {
  final class Model: ObservableObject {
    @Published var query = ""
    @Published var count = 0
  }

  final class Plain: ObservableObject {
    var value = 0
  }

  @Test func aWriteSendsObjectWillChangeThenTheValueThenStoresIt() {
    let model = Model()
    var events: [String] = []
    let willChange = model.objectWillChange.sink { events.append("willChange(\(model.query))") }
    let query = model.$query.sink { events.append("value(\($0)) while property is \(model.query)") }
    model.query = "ada"
    // Combine's order: the new value arrives before the property holds it.
    #expect(
      events == [
        "value() while property is ", "willChange()", "value(ada) while property is ",
      ])
    #expect(model.query == "ada")
    _ = (willChange, query)
  }

  @Test func everyPublishedPropertySendsTheSameObjectWillChange() {
    let model = Model()
    var changes = 0
    let cancellable = model.objectWillChange.sink { changes += 1 }
    model.query = "a"
    model.count = 1
    #expect(changes == 2)
    #expect(model.objectWillChange === model.objectWillChange)
    _ = cancellable
  }

  @Test func anObjectWithoutPublishedPropertiesKeepsOnePublisherThatItsOwnSendsReach() {
    // Hacking with Swift's `DelayedUpdater`: no `@Published`, `objectWillChange.send()` in a
    // `willSet`. On iOS the views observing it redraw, so the default publisher is the same
    // object on every read (Combine keeps it with the object).
    final class DelayedUpdater: ObservableObject {
      var value = 0 {
        willSet { objectWillChange.send() }
      }
    }
    let updater = DelayedUpdater()
    #expect(updater.objectWillChange === updater.objectWillChange)
    var sends = 0
    let cancellable = updater.objectWillChange.sink { sends += 1 }
    updater.value = 1
    updater.value = 2
    #expect(sends == 2)
    #expect(Plain().objectWillChange !== updater.objectWillChange)
    _ = cancellable
  }

  @Test func aFinishedCurrentValueSubjectStoresAWrittenValueWithoutSendingIt() {
    // As Combine does (OpenCombine's CurrentValueSubject tests, run against Apple's): the
    // `value` setter stores after completion; `send(_:)` then stores nothing.
    let subject = CurrentValueSubject<Int, Never>(1)
    var received: [Int] = []
    let cancellable = subject.sink { received.append($0) }
    subject.send(completion: .finished)
    subject.value = 2
    #expect(subject.value == 2)
    subject.send(3)
    #expect(subject.value == 2)
    #expect(received == [1])
    var late: [String] = []
    let lateCancellable = subject.sink(
      receiveCompletion: { _ in late.append("finished") }, receiveValue: { late.append("\($0)") })
    #expect(late == ["finished"])
    _ = (cancellable, lateCancellable)
  }

  @Test func assignToAPublishedPropertyLivesAsLongAsTheProperty() {
    let model = Model()
    let subject = PassthroughSubject<Int, Never>()
    subject.assign(to: &model.$count)
    subject.send(5)
    #expect(model.count == 5)
  }

  @Test func assignToOnHoldsTheObject() {
    let model = Model()
    let cancellable = ["x", "y"].publisher.assign(to: \.query, on: model)
    #expect(model.query == "y")
    _ = cancellable
  }
}

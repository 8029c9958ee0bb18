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

  @Test func anObjectWithoutPublishedPropertiesGetsAFreshPublisherEachTime() {
    let plain = Plain()
    #expect(plain.objectWillChange !== plain.objectWillChange)
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

import Fieldwork
import Testing

@Suite struct BindingTests {
  @Test func getAndSetGoThroughClosures() {
    var storage = 1
    let binding = Binding(get: { storage }, set: { storage = $0 })
    binding.wrappedValue = 5
    #expect(storage == 5)
    storage = 7
    #expect(binding.wrappedValue == 7)
  }

  @Test func constantIgnoresWrites() {
    let binding = Binding.constant("fixed")
    binding.wrappedValue = "changed"
    #expect(binding.wrappedValue == "fixed")
  }

  @Test func projectionOfProjectionWritesAllTheWayBack() {
    let state = State(
      wrappedValue: Person(name: "Ada", address: Address(city: "London", zip: "N1")))
    let city = state.projectedValue.address.city
    city.wrappedValue = "Paris"
    #expect(state.wrappedValue.address.city == "Paris")
    #expect(state.wrappedValue.address.zip == "N1")
    #expect(state.wrappedValue.name == "Ada")
    state.wrappedValue.address.city = "Rome"
    #expect(city.wrappedValue == "Rome")
  }

  @Test func unwrappingNilGivesNoBinding() {
    let state = State<String?>(wrappedValue: nil)
    #expect(Binding(state.projectedValue) == nil)
  }

  @Test func unwrappingNonNilReadsAndWrites() throws {
    let state = State<String?>(wrappedValue: "a")
    let unwrapped = try #require(Binding(state.projectedValue))
    #expect(unwrapped.wrappedValue == "a")
    unwrapped.wrappedValue = "b"
    #expect(state.wrappedValue == "b")
  }

  @Test func unwrappedBindingKeepsLastValueWhenSourceBecomesNil() throws {
    let state = State<String?>(wrappedValue: "kept")
    let unwrapped = try #require(Binding(state.projectedValue))
    state.wrappedValue = nil
    #expect(unwrapped.wrappedValue == "kept")
    state.wrappedValue = "back"
    #expect(unwrapped.wrappedValue == "back")
  }

  @Test func optionalFromNonOptionalIgnoresNil() {
    let state = State(wrappedValue: 3)
    let optional = Binding<Int?>(state.projectedValue)
    #expect(optional.wrappedValue == 3)
    optional.wrappedValue = nil
    #expect(state.wrappedValue == 3)
    optional.wrappedValue = 9
    #expect(state.wrappedValue == 9)
  }

  @Test func isPresentTracksOptionalAndDismissesOnFalse() {
    let state = State<String?>(wrappedValue: "sheet")
    let isPresented = Binding(isPresent: state.projectedValue)
    #expect(isPresented.wrappedValue)
    isPresented.wrappedValue = true
    #expect(state.wrappedValue == "sheet")
    isPresented.wrappedValue = false
    #expect(state.wrappedValue == nil)
    #expect(!isPresented.wrappedValue)
  }

  @Test func transformConvertsBothWays() {
    let fahrenheit = State(wrappedValue: 212.0)
    let celsius = fahrenheit.projectedValue.transform(
      get: { ($0 - 32) * 5 / 9 }, set: { $0 * 9 / 5 + 32 })
    #expect(celsius.wrappedValue == 100)
    celsius.wrappedValue = 0
    #expect(fahrenheit.wrappedValue == 32)
  }

  @Test func identifiableBindingUsesValueIdentity() {
    struct Item: Identifiable { var id: Int }
    let binding = Binding.constant(Item(id: 42))
    #expect(binding.id == 42)
  }

  @Test func bindingWorksAsPropertyWrapperInAClass() {
    final class Holder {
      @Binding var text: String
      init(text: Binding<String>) { _text = text }
      func shout() { text = text.uppercased() }
    }
    let state = State(wrappedValue: "hi")
    let holder = Holder(text: state.projectedValue)
    holder.shout()
    #expect(state.wrappedValue == "HI")
    #expect(holder.$text.wrappedValue == "HI")
  }
}

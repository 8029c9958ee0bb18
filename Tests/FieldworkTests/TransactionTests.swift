import Fieldwork
import Testing

@Suite struct TransactionTests {
  @Test func transactionReachesTheSetter() {
    var seen: [Bool] = []
    let binding = Binding<Int>(
      get: { 0 },
      set: { _, transaction in
        seen.append(transaction.disablesAnimations)
      })
    binding.wrappedValue = 1
    binding.transaction(Transaction(disablesAnimations: true)).wrappedValue = 2
    #expect(seen == [false, true])
  }

  @Test func transactionSurvivesProjectionAndTransform() {
    var seen: [Bool] = []
    var person = Person(name: "a", address: Address(city: "c", zip: "z"))
    let binding = Binding<Person>(
      get: { person },
      set: { value, transaction in
        person = value
        seen.append(transaction.disablesAnimations)
      }
    ).transaction(Transaction(disablesAnimations: true))
    binding.name.wrappedValue = "b"
    binding.name.transform(get: { $0.uppercased() }, set: { $0.lowercased() }).wrappedValue = "Q"
    #expect(person.name == "q")
    #expect(seen == [true, true])
  }

  @Test func customTransactionKeysRoundTrip() {
    struct SourceKey: TransactionKey { static let defaultValue = "unknown" }
    var transaction = Transaction()
    #expect(transaction[SourceKey.self] == "unknown")
    transaction[SourceKey.self] = "keyboard"
    #expect(transaction[SourceKey.self] == "keyboard")
  }
}

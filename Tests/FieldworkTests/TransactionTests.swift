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
    struct CountKey: TransactionKey { static let defaultValue = 0 }
    var copy = transaction
    copy[CountKey.self] = 2
    copy[SourceKey.self] = "paste"
    #expect(copy[CountKey.self] == 2 && copy[SourceKey.self] == "paste")
    #expect(transaction[CountKey.self] == 0 && transaction[SourceKey.self] == "keyboard")
  }
}

/// Shows a value and remembers the transactions it was updated with.
@MainActor private final class TransactionLog {
  var updates = 0
  var animated: [Bool] = []
}

@MainActor private struct Shown: Representable {
  var value: Int
  var log: TransactionLog
  func makeView(context: Context) -> Label { Label() }
  func updateView(_ view: Label, context: Context) {
    log.updates += 1
    log.animated.append(!context.transaction.disablesAnimations)
    view.text = "\(value)"
  }
}

@MainActor @Suite struct WithTransactionTests {
  @Test func aBurstOfWritesUpdatesEachHostOnceBeforeTheBlockReturns() {
    let state = State(wrappedValue: 0)
    let logs = (0..<100).map { _ in TransactionLog() }
    let hosts = logs.map { log in RepresentableHost { Shown(value: state.wrappedValue, log: log) } }
    withTransaction {
      for value in 1...1_000 { state.wrappedValue = value }
      #expect(hosts[0].view.text == "0")  // nothing renders inside the block
    }
    #expect(logs.map(\.updates).reduce(0, +) == 100 + 100)  // first renders, then one each
    #expect(hosts.allSatisfy { $0.view.text == "1000" })
  }

  @Test func writesCarryTheBlocksTransaction() {
    let state = State(wrappedValue: 0)
    let log = TransactionLog()
    let host = RepresentableHost { Shown(value: state.wrappedValue, log: log) }
    withTransaction(Transaction(disablesAnimations: true)) { state.wrappedValue = 1 }
    state.wrappedValue = 2
    #expect(log.animated == [true, false, true])
    #expect(host.view.text == "2")
  }

  @Test func nestedBlocksUpdateOnceWhenTheOutermostEnds() {
    let a = State(wrappedValue: 0)
    let b = State(wrappedValue: 0)
    let log = TransactionLog()
    let host = RepresentableHost { Shown(value: a.wrappedValue + b.wrappedValue, log: log) }
    withTransaction {
      a.wrappedValue = 1
      withTransaction { b.wrappedValue = 2 }
      #expect(host.view.text == "0")
      a.wrappedValue = 3
    }
    #expect(host.view.text == "5")
    #expect(log.updates == 2)
  }

  @Test func aThrowingBlockStillUpdatesWhatItWrote() {
    struct Stop: Error {}
    let state = State(wrappedValue: 0)
    let log = TransactionLog()
    let host = RepresentableHost { Shown(value: state.wrappedValue, log: log) }
    #expect(throws: Stop.self) {
      try withTransaction {
        state.wrappedValue = 7
        throw Stop()
      }
    }
    #expect(host.view.text == "7")
  }

  @Test func writesToManyStatesUpdateEachHostOnce() {
    // More states than the scheduler searches in order (16), so it also hashes them; every
    // host reads two of them and renders once however many of its states were written.
    let states = (0..<40).map { State(wrappedValue: $0) }
    let logs = (0..<20).map { _ in TransactionLog() }
    let hosts = logs.indices.map { index in
      RepresentableHost {
        Shown(
          value: states[index].wrappedValue + states[index + 20].wrappedValue, log: logs[index])
      }
    }
    withTransaction {
      for round in 1...3 {
        for state in states { state.wrappedValue += round }
      }
    }
    #expect(logs.map(\.updates) == Array(repeating: 2, count: 20))
    for (index, host) in hosts.enumerated() {
      #expect(host.view.text == "\(index + index + 20 + 12)")
    }
    // The set of notified states starts empty again: the next write updates its hosts.
    states[3].wrappedValue = 100
    #expect(logs[3].updates == 3)
    #expect(hosts[3].view.text == "\(100 + 23 + 6)")
  }

  @Test func aHostQueuedTwiceUpdatesOnceWithTheLatestTransaction() {
    let a = State(wrappedValue: 0)
    let b = State(wrappedValue: 0)
    let log = TransactionLog()
    let host = RepresentableHost { Shown(value: a.wrappedValue + b.wrappedValue, log: log) }
    withTransaction {
      a.wrappedValue = 1
      withTransaction(Transaction(disablesAnimations: true)) { b.wrappedValue = 2 }
    }
    #expect(log.animated == [true, false])
    #expect(host.view.text == "3")
  }

  @Test func aWriteDuringTheDrainStillReachesHostsThatReadIt() {
    let source = State(wrappedValue: 0)
    let mirror = State(wrappedValue: 0)
    let log = TransactionLog()
    let writer = RepresentableHost {
      Shown(value: source.wrappedValue, log: log)
    }
    let reader = RepresentableHost { Shown(value: mirror.wrappedValue, log: TransactionLog()) }
    _ = writer
    withTransaction {
      source.wrappedValue = 1
      mirror.wrappedValue = 1
      mirror.wrappedValue = 2
    }
    #expect(reader.view.text == "2")
  }

  /// A transaction key for the tests below.
  private struct OriginKey: TransactionKey { static let defaultValue = "unset" }

  @Test func writesOfTwoTransactionsToOneStateUpdateWithTheLastOnesValues() {
    // The defect: the merged update carried the first write's transaction.
    let state = State(wrappedValue: 0)
    var origins: [String] = []
    let host = RepresentableHost {
      Recorded(value: state.wrappedValue) { origins.append($0[OriginKey.self]) }
    }
    var keyed = Transaction()
    keyed[OriginKey.self] = "paste"
    withTransaction {
      state.wrappedValue = 1
      state.wrappedValue = 2
      withTransaction(keyed) {
        state.wrappedValue = 3
        state.wrappedValue = 4
      }
    }
    #expect(host.view.text == "4")
    #expect(origins == ["unset", "paste"])
  }

  @Test func writesOfTwoTransactionsDuringAHostsFirstRenderCarryTheLastOnesValues() {
    // The defect: the first render's missed writes queued the host with a fresh transaction.
    let state = State(wrappedValue: 0)
    var origins: [String] = []
    var keyed = Transaction()
    keyed[OriginKey.self] = "paste"
    var isFirst = true
    let host = RepresentableHost {
      Recorded(value: state.wrappedValue) { transaction in
        origins.append(transaction[OriginKey.self])
        guard isFirst else { return }
        isFirst = false
        state.wrappedValue = 1
        state.wrappedValue = 2
        withTransaction(keyed) {
          state.wrappedValue = 3
          state.wrappedValue = 4
        }
      }
    }
    #expect(host.view.text == "4")
    #expect(origins == ["unset", "paste"])
  }

  @Test func aPlainWriteAfterAKeyedOneWinsToo() {
    let state = State(wrappedValue: 0)
    var origins: [String] = []
    let host = RepresentableHost {
      Recorded(value: state.wrappedValue) { origins.append($0[OriginKey.self]) }
    }
    var keyed = Transaction()
    keyed[OriginKey.self] = "paste"
    withTransaction {
      withTransaction(keyed) { state.wrappedValue = 1 }
      state.wrappedValue = 2
    }
    #expect(host.view.text == "2")
    #expect(origins == ["unset", "unset"])
  }

  @Test func writesMadeDuringAnUpdateCarryTheLastTransactionToTheHostsTheyReach() {
    // The same merge, with the writes made by another host's updateView.
    let trigger = State(wrappedValue: 0)
    let state = State(wrappedValue: 0)
    var keyed = Transaction()
    keyed[OriginKey.self] = "update"
    var origins: [String] = []
    let writer = RepresentableHost {
      Recorded(value: trigger.wrappedValue) { _ in
        guard trigger.wrappedValue > 0 else { return }
        state.wrappedValue = 1
        state.wrappedValue = 2
        withTransaction(keyed) {
          state.wrappedValue = 3
          state.wrappedValue = 4
        }
      }
    }
    let reader = RepresentableHost {
      Recorded(value: state.wrappedValue) { origins.append($0[OriginKey.self]) }
    }
    trigger.wrappedValue = 1
    #expect(writer.view.text == "1")
    #expect(reader.view.text == "4")
    #expect(origins == ["unset", "update"])
  }
}

/// Shows a value and hands every update's transaction to `updated`.
@MainActor private struct Recorded: Representable {
  var value: Int
  var updated: (Transaction) -> Void
  func makeView(context: Context) -> Label { Label() }
  func updateView(_ view: Label, context: Context) {
    view.text = "\(value)"
    updated(context.transaction)
  }
}

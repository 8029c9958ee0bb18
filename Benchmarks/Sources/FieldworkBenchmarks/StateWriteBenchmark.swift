import Fieldwork

/// A platform view that only stores what it is told.
final class CounterView {
  var value = 0
}

struct CounterRepresentable: Representable {
  @Binding var value: Int

  func makeView(context: Context) -> CounterView { CounterView() }

  func updateView(_ view: CounterView, context: Context) {
    if view.value != value { view.value = value }
  }
}

/// One `State` write that updates one host, against a plain closure call doing the same store.
@MainActor enum StateWriteBenchmark {
  static func run() {
    let writes = Bench.quick ? 10_000 : 1_000_000
    let state = State(wrappedValue: 0)
    let host = RepresentableHost { CounterRepresentable(value: state.projectedValue) }

    let stateSeconds = Bench.seconds {
      for i in 1...writes { state.wrappedValue = i }
    }
    precondition(host.view.value == writes, "the host missed updates")

    let view = CounterView()
    let store: (Int) -> Void = { view.value = $0 }
    let closureSeconds = Bench.seconds {
      for i in 1...writes { blackHole(store(i)) }
    }
    precondition(view.value == writes)

    let stateRate = Double(writes) / stateSeconds
    let closureRate = Double(writes) / closureSeconds
    Bench.report("state_write_host_update_writes", writes)
    Bench.report("state_write_host_update_per_sec", stateRate, digits: 0)
    Bench.report("state_write_host_update_ns", stateSeconds / Double(writes) * 1e9, digits: 1)
    Bench.report("baseline_closure_call_per_sec", closureRate, digits: 0)
    Bench.report("baseline_closure_call_ns", closureSeconds / Double(writes) * 1e9, digits: 1)
    Bench.report("state_write_vs_closure_slowdown", closureRate / stateRate, digits: 1)
    transactionBurst()
  }

  /// 1,000 writes to one `State` read by 100 hosts, inside `withTransaction`, against the
  /// same 1,000 writes with no host at all.
  static func transactionBurst() {
    let writes = 1_000
    let hostCount = 100
    let repeats = Bench.quick ? 3 : 50
    let bare = State(wrappedValue: 0)
    var bareSeconds = Double.infinity
    for round in 0..<repeats {
      let offset = round * writes
      bareSeconds = min(
        bareSeconds, Bench.seconds { for i in 1...writes { bare.wrappedValue = offset + i } })
    }

    let shared = State(wrappedValue: 0)
    let counter = UpdateCounter()
    let hosts = (0..<hostCount).map { _ in
      RepresentableHost { CountingRepresentable(value: shared.wrappedValue, counter: counter) }
    }
    var burstSeconds = Double.infinity
    var updatesPerBurst = 0
    for round in 0..<repeats {
      let offset = round * writes
      let before = counter.updates
      burstSeconds = min(
        burstSeconds,
        Bench.seconds {
          withTransaction { for i in 1...writes { shared.wrappedValue = offset + i } }
        })
      updatesPerBurst = counter.updates - before
    }
    precondition(hosts.allSatisfy { $0.view.value == (repeats - 1) * writes + writes })
    Bench.report("transaction_writes", writes)
    Bench.report("transaction_hosts", hostCount)
    Bench.report("transaction_host_updates", updatesPerBurst)
    Bench.report("transaction_block_us", burstSeconds * 1e6, digits: 1)
    Bench.report("baseline_bare_state_writes_us", bareSeconds * 1e6, digits: 1)
    Bench.report("transaction_vs_bare_writes", burstSeconds / bareSeconds, digits: 2)
  }
}

/// Counts updates across hosts.
@MainActor final class UpdateCounter {
  var updates = 0
}

/// Shows a value and counts its updates.
struct CountingRepresentable: Representable {
  var value: Int
  var counter: UpdateCounter

  func makeView(context: Context) -> CounterView { CounterView() }

  func updateView(_ view: CounterView, context: Context) {
    counter.updates += 1
    view.value = value
  }
}

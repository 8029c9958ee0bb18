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
  }
}

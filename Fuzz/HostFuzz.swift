/// A view that shows the sum of what it read.
final class FuzzSumView {
  var shown = 0
}

/// Shows the sum of some states and may write one state while it updates.
struct FuzzSum: Representable {
  var values: [Int]
  var duringUpdate: () -> Void

  func makeView(context: Context) -> FuzzSumView { FuzzSumView() }

  func updateView(_ view: FuzzSumView, context: Context) {
    view.shown = values.reduce(0, +)
    duringUpdate()
  }
}

/// Hosts sharing states, written from outside, from inside updates (first renders included)
/// and inside transactions: after every step every live host shows the current values, or
/// was stopped by the cycle diagnostic.
@MainActor enum HostFuzz {
  static func run(_ data: [UInt8]) {
    let input = FuzzInput(data)
    let states = (0..<4).map { _ in State(wrappedValue: input.choose(10)) }
    var hosts: [(host: RepresentableHost<FuzzSum>, reads: [Int], stop: StopRecorder)] = []
    for _ in 0..<48 where !input.isExhausted {
      let action = input.choose(6)
      trace("action \(action) states \(states.map(\.wrappedValue)) hosts \(hosts.map(\.reads))")
      switch action {
      case 0, 1:
        let reads = (0...input.choose(3)).map { _ in input.choose(states.count) }
        // A host may clamp a state it reads while updating (so chains settle) or bump one
        // every time (a cycle the scheduler must stop).
        let kind = input.choose(4)
        let target = input.choose(states.count)
        let stop = StopRecorder()
        let host = RepresentableHost(diagnosticHandler: { _ in stop.stopped = true }) {
          FuzzSum(values: reads.map { states[$0].wrappedValue }) {
            switch kind {
            case 0: if states[target].wrappedValue > 9 { states[target].wrappedValue = 9 }
            case 1: if states[reads[0]].wrappedValue > 5 { states[reads[0]].wrappedValue = 5 }
            case 2 where target == 3: states[target].wrappedValue += 1
            default: break
            }
          }
        }
        hosts.append((host, reads, stop))
      case 2:
        states[input.choose(states.count)].wrappedValue = input.choose(14)
      case 3 where !hosts.isEmpty:
        hosts.remove(at: input.choose(hosts.count)).host.dismantle()
      case 4 where !hosts.isEmpty:
        hosts[input.choose(hosts.count)].host.update()
      default:
        UpdateScheduler.flush()
      }
      for (host, reads, stop) in hosts where !stop.stopped {
        let expected = reads.map { states[$0].wrappedValue }.reduce(0, +)
        require(
          host.view.shown == expected, "host shows \(host.view.shown), state sums to \(expected)")
      }
    }
  }
}

/// Whether a host was stopped by the cycle diagnostic.
final class StopRecorder {
  var stopped = false
}

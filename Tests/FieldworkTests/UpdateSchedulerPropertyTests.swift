import Fieldwork
import FieldworkTesting
import Testing

/// A view that shows the sum of the states it was given.
final class SumView {
  var shown = 0
}

/// Reads some states, shows their sum, and may write another state while updating (clamped so
/// the writes converge).
struct SumRepresentable: Representable {
  var values: [Int]
  var duringUpdate: () -> Void

  func makeView(context: Context) -> SumView { SumView() }

  func updateView(_ view: SumView, context: Context) {
    let sum = values.reduce(0, +)
    if view.shown != sum { view.shown = sum }
    duringUpdate()
  }
}

@MainActor @Suite struct UpdateSchedulerPropertyTests {
  @Test(arguments: propertySeeds(defaults: [21, 22, 23]))
  func hostsAlwaysShowCurrentStateAfterEveryWrite(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    let states = (0..<6).map { _ in State(wrappedValue: Int.random(in: 0...9, using: &generator)) }
    var diagnostics: [UpdateDiagnostic] = []
    var hosts: [(host: RepresentableHost<SumRepresentable>, reads: [Int])] = []
    for _ in 0..<8 {
      let reads = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
        Int.random(in: 0..<states.count, using: &generator)
      }
      // Some hosts copy a value into another state while updating, clamped to 0...9 so a
      // chain of such writes always settles.
      let mirror: (from: Int, to: Int)? =
        Bool.random(using: &generator)
        ? (reads[0], Int.random(in: 0..<states.count, using: &generator)) : nil
      let host = RepresentableHost {
        SumRepresentable(
          values: reads.map { states[$0].wrappedValue },
          duringUpdate: {
            guard let mirror else { return }
            let value = min(max(states[mirror.from].wrappedValue, 0), 9)
            if states[mirror.to].wrappedValue > 9 { states[mirror.to].wrappedValue = value }
          })
      }
      host.diagnosticHandler = { diagnostics.append($0) }
      hosts.append((host, reads))
    }
    for step in 0..<propertySteps(2_000) {
      let target = Int.random(in: 0..<states.count, using: &generator)
      let value = Int.random(in: 0...12, using: &generator)
      states[target].wrappedValue = value
      if Int.random(in: 0..<100, using: &generator) == 0, hosts.count > 1 {
        hosts.removeFirst().host.dismantle()
      }
      for (host, reads) in hosts {
        let expected = reads.map { states[$0].wrappedValue }.reduce(0, +)
        guard host.view.shown == expected else {
          Issue.record(
            "host shows \(host.view.shown), state sums to \(expected) — seed \(seed), step \(step)")
          return
        }
      }
    }
    #expect(diagnostics.isEmpty, "seed \(seed)")
  }

  @Test(arguments: propertySeeds(defaults: [31]))
  func cyclesAlwaysStopWithADiagnostic(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    for _ in 0..<20 {
      let counter = State(wrappedValue: 0)
      let rounds = Int.random(in: 1...50, using: &generator)
      var diagnostics: [UpdateDiagnostic] = []
      let host = RepresentableHost {
        SumRepresentable(
          values: [counter.wrappedValue], duringUpdate: { counter.wrappedValue += 1 })
      }
      host.maximumUpdateRounds = rounds
      host.diagnosticHandler = { diagnostics.append($0) }
      let before = host.updateCount
      counter.wrappedValue = -1_000
      #expect(diagnostics.count == 1, "seed \(seed)")
      #expect(diagnostics.first?.rounds == rounds, "seed \(seed)")
      #expect(host.updateCount - before == rounds, "seed \(seed)")
    }
  }
}

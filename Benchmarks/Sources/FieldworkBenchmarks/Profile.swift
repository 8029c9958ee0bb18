import Fieldwork
import Foundation

/// A focused timing of one search phase, for tuning (`FieldworkBenchmarks profile`).
enum SearchProfile {
  static func run() {
    let contacts = SyntheticContacts.make(count: Bench.quick ? 20_000 : 1_000_000)
    let index = SearchIndex(contacts, by: \.name)
    var narrowTotal = 0.0
    var scanTotal = 0.0
    for _ in 0..<100 {
      index.removeCachedResults()
      scanTotal += Bench.seconds { blackHole(index.positions(matching: "mar").count) }
      narrowTotal += Bench.seconds { blackHole(index.positions(matching: "mari").count) }
    }
    Bench.report("profile_scan_mar_ms", scanTotal * 10)
    Bench.report("profile_narrow_mari_ms", narrowTotal * 10)
  }
}

import Fieldwork
import Foundation

/// A focused timing of the search phases, for tuning (`FieldworkBenchmarks profile`).
enum SearchProfile {
  static func run() {
    let contacts = SyntheticContacts.make(count: Bench.quick ? 20_000 : 1_000_000)
    let index = SearchIndex(contacts, by: \.name)
    for (query, extended) in [("mar", "mari"), ("jo", "jos")] {
      var scan: [Double] = []
      var narrow: [Double] = []
      for _ in 0..<31 {
        index.removeCachedResults()
        scan.append(Bench.seconds { blackHole(index.positions(matching: query).count) } * 1000)
        narrow.append(Bench.seconds { blackHole(index.positions(matching: extended).count) } * 1000)
      }
      scan.sort()
      narrow.sort()
      Bench.report("profile_scan_\(query)_ms", scan[15])
      Bench.report("profile_narrow_\(extended)_ms", narrow[15])
    }
    if let letters = CommandLine.arguments.first(where: { $0.hasPrefix("query=") }) {
      // A loop of one uncached query, for a profiler: `profile query=a`.
      let query = String(letters.dropFirst("query=".count))
      var samples: [Double] = []
      for _ in 0..<400 {
        index.removeCachedResults()
        samples.append(Bench.seconds { blackHole(index.positions(matching: query).count) } * 1000)
      }
      samples.sort()
      Bench.report("profile_query_median_ms", samples[200])
      Bench.report("profile_query_p10_ms", samples[40])
      return
    }
    if CommandLine.arguments.contains("narrow") {
      var total = 0
      for _ in 0..<400 {
        index.removeCachedResults()
        _ = index.positions(matching: "mar")
        total += index.positions(matching: "mari").count
      }
      blackHole(total)
      return
    }
    let fuzzy = Bench.medianMilliseconds(runs: 15) {
      blackHole(index.matches(for: "jmsmth", mode: .fuzzy, limit: 50).count)
    }
    Bench.report("profile_fuzzy_top50_ms", fuzzy)
  }
}

import Fieldwork
import Foundation

/// SearchIndex against the tutorials' per-keystroke filters, on synthetic contact names.
enum SearchBenchmark {
  static func run() {
    let count = Bench.quick ? 20_000 : 1_000_000
    let runs = Bench.quick ? 3 : 15
    let baselineRuns = Bench.quick ? 1 : 3
    let contacts = SyntheticContacts.make(count: count)
    let names = contacts.map(\.name)
    let nonASCII = names.filter { !$0.utf8.allSatisfy { $0 < 0x80 } }.count
    Bench.report("search_elements", count)
    Bench.report("search_non_ascii_percent", Double(nonASCII) * 100 / Double(count), digits: 1)

    var index: SearchIndex<Contact>!
    let buildMilliseconds = Bench.medianMilliseconds(runs: Bench.quick ? 1 : 3) {
      index = SearchIndex(contacts, by: \.name)
    }
    Bench.report("search_build_ms", buildMilliseconds, digits: 1)

    let foldedBytes = names.reduce(0) {
      $0 + $1.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).utf8.count
    }
    let indexBytes = index.indexByteCount
    Bench.report("search_folded_utf8_bytes", foldedBytes)
    Bench.report("search_index_bytes", indexBytes)
    Bench.report("search_index_bytes_per_element", Double(indexBytes) / Double(count), digits: 1)
    let budget = Double(foldedBytes) * 1.5 + 8 * Double(count)
    Bench.report("search_index_vs_memory_budget", Double(indexBytes) / budget, digits: 3)

    var threeCharacterMilliseconds = 1.0
    // Contains queries of 1 to 7 characters. "Hits" is the matching positions, what
    // `SearchResults.hits` holds (elements are read only when a row shows them); "elements"
    // is `search(_:)`, which copies every hit out as a `[Contact]`.
    let queries = [
      ("1", "a"), ("2", "an"), ("3", "mar"), ("accented", "müll"), ("5", "maria"),
      ("6", "martin"), ("7", "martine"),
    ]
    var slowestHitsSpeedup = Double.infinity
    var slowestElementsSpeedup = Double.infinity
    for (label, query) in queries {
      // Every run scans: the cache of recent results is emptied first.
      var hits = 0
      let oursNet = Bench.medianMilliseconds(runs: runs) {
        index.removeCachedResults()
        hits = index.search(query).count
      }
      var localizedHits = 0
      let localized = Bench.medianMilliseconds(runs: baselineRuns) {
        localizedHits = names.filter { $0.localizedCaseInsensitiveContains(query) }.count
      }
      var rangeHits = 0
      let ranged = Bench.medianMilliseconds(runs: baselineRuns) {
        rangeHits =
          names.filter {
            $0.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil
          }.count
      }
      if label == "3" { threeCharacterMilliseconds = oursNet }
      // The same scan without copying the hits out as elements.
      let positions = Bench.medianMilliseconds(runs: runs) {
        index.removeCachedResults()
        blackHole(index.positions(matching: query).count)
      }
      Bench.report("search_contains_\(label)_positions_ms", positions)
      Bench.report("search_contains_\(label)_hits", hits)
      Bench.report("search_contains_\(label)_ms", oursNet)
      Bench.report("baseline_localized_contains_\(label)_ms", localized, digits: 1)
      Bench.report("baseline_localized_contains_\(label)_hits", localizedHits)
      Bench.report("baseline_range_of_options_\(label)_ms", ranged, digits: 1)
      Bench.report("baseline_range_of_options_\(label)_hits", rangeHits)
      Bench.report("search_contains_\(label)_speedup_vs_localized", localized / oursNet, digits: 0)
      Bench.report("search_contains_\(label)_speedup_vs_range_of", ranged / oursNet, digits: 0)
      Bench.report(
        "search_contains_\(label)_positions_speedup_vs_range_of", ranged / positions, digits: 0)
      slowestHitsSpeedup = min(slowestHitsSpeedup, ranged / positions)
      slowestElementsSpeedup = min(slowestElementsSpeedup, ranged / oursNet)
    }
    Bench.report("search_contains_min_positions_speedup_vs_range_of", slowestHitsSpeedup, digits: 0)
    Bench.report(
      "search_contains_min_elements_speedup_vs_range_of", slowestElementsSpeedup, digits: 0)

    // The floor: one memchr pass over the folded bytes, for a byte that never occurs.
    var folded: [UInt8] = []
    for name in names {
      folded.append(
        contentsOf: name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
          .utf8)
      folded.append(0xFF)
    }
    var found = 0
    let floor = Bench.medianMilliseconds(runs: runs) {
      folded.withUnsafeBytes { raw in
        found += memchr(raw.baseAddress!, 0xFE, raw.count) == nil ? 0 : 1
      }
    }
    precondition(found == 0)
    Bench.report("floor_memchr_folded_ms", floor)
    Bench.report("search_contains_3_vs_floor", threeCharacterMilliseconds / floor, digits: 1)

    // Narrowing: "mar" searched, then "mari" searches only its hits.
    var narrowSamples: [Double] = []
    for _ in 0..<runs {
      index.removeCachedResults()
      _ = index.search("mar")
      narrowSamples.append(Bench.seconds { blackHole(index.search("mari").count) } * 1000)
    }
    narrowSamples.sort()
    Bench.report("search_narrowing_mar_to_mari_ms", narrowSamples[narrowSamples.count / 2])
    var narrowPositions: [Double] = []
    for _ in 0..<runs {
      index.removeCachedResults()
      _ = index.positions(matching: "mar")
      narrowPositions.append(
        Bench.seconds { blackHole(index.positions(matching: "mari").count) } * 1000)
    }
    narrowPositions.sort()
    Bench.report(
      "search_narrowing_mar_to_mari_positions_ms", narrowPositions[narrowPositions.count / 2])
    // Shortening: "mari" back to "mar" is answered from the cache.
    let shortened = Bench.medianMilliseconds(runs: runs) { blackHole(index.search("mar").count) }
    Bench.report("search_shortening_mari_to_mar_ms", shortened)

    // The letter after a word with many hits ("a" → "an": a scan of every byte), beside the
    // same letter after `prepareNextLetter(after:)`, which a program runs while it waits for
    // the key; and what that preparation costs, spent while nobody waits.
    var unprepared: [Double] = []
    var prepared: [Double] = []
    var preparing: [Double] = []
    for _ in 0..<runs {
      index.removeCachedResults()
      _ = index.positions(matching: "a")
      unprepared.append(Bench.seconds { blackHole(index.positions(matching: "an").count) } * 1000)
      index.removeCachedResults()
      _ = index.positions(matching: "a")
      preparing.append(Bench.seconds { blackHole(index.prepareNextLetter(after: "a")) } * 1000)
      prepared.append(Bench.seconds { blackHole(index.positions(matching: "an").count) } * 1000)
    }
    for (key, samples) in [
      ("search_next_letter_a_to_an_scanned_ms", unprepared),
      ("search_next_letter_a_to_an_prepared_ms", prepared),
      ("search_prepare_next_letter_after_a_ms", preparing),
    ] {
      Bench.report(key, samples.sorted()[samples.count / 2])
    }

    var fuzzyTop = 0
    let fuzzy = Bench.medianMilliseconds(runs: Bench.quick ? 3 : 7) {
      index.removeCachedResults()
      fuzzyTop = index.matches(for: "jmsmth", mode: .fuzzy, limit: 50).count
    }
    Bench.report("search_fuzzy_top50_ms", fuzzy, digits: 1)
    Bench.report("search_fuzzy_top50_results", fuzzyTop)
    let fuzzySingle = Bench.medianMilliseconds(runs: Bench.quick ? 3 : 7) {
      index.removeCachedResults()
      SearchConcurrency.withMaximumWorkers(1) {
        fuzzyTop = index.matches(for: "jmsmth", mode: .fuzzy, limit: 50).count
      }
    }
    Bench.report("search_fuzzy_top50_single_thread_ms", fuzzySingle, digits: 1)

    MainActor.assumeIsolated { firstRows(index, runs: runs) }
  }

  /// A one-letter query through `SearchResults`: the time until a list has its first 50 rows
  /// with highlights, beside the time until it has them all (the full scan, then the rows).
  @MainActor static func firstRows(_ index: SearchIndex<Contact>, runs: Int) {
    let results = SearchResults(index)
    var firstRows = 0
    let first = Bench.medianMilliseconds(runs: runs) {
      index.removeCachedResults()
      results.query = ""
      results.query = "a"
      firstRows = results.matches(in: 0..<50).count
    }
    var total = 0
    let whole = Bench.medianMilliseconds(runs: runs) {
      index.removeCachedResults()
      results.query = ""
      results.query = "a"
      total = results.count
      firstRows = results.matches(in: 0..<50).count
    }
    Bench.report("results_first_50_rows_one_letter_ms", first)
    Bench.report("results_first_50_rows_count", firstRows)
    Bench.report("baseline_results_all_hits_then_50_rows_one_letter_ms", whole)
    Bench.report("baseline_results_all_hits_count", total)
  }
}

import ExampleSupport
import Fieldwork
import Foundation

/// SearchIndex against the tutorials' per-keystroke filters, on the generated address book
/// (``AddressBook``: a name, e-mails, phones and an organisation per contact, searched as
/// `contacts-search` searches them).
enum SearchBenchmark {
  static func run() {
    let count = Bench.quick ? 20_000 : 1_000_000
    let runs = Bench.quick ? 3 : 15
    let contacts = AddressBook.contacts(count)
    // The searched fields' texts, read once: the baselines filter these, as a screen filtering
    // its contacts reads each field.
    let texts = contacts.map { contact in AddressBook.keys.map { contact[keyPath: $0] } }
    let nonASCII = contacts.filter { !$0.name.utf8.allSatisfy { $0 < 0x80 } }.count
    let organized = contacts.filter { !$0.organization.isEmpty }.count
    Bench.report("search_elements", count)
    Bench.report(
      "search_names_non_ascii_percent", Double(nonASCII) * 100 / Double(count), digits: 1)
    Bench.report(
      "search_with_organisation_percent", Double(organized) * 100 / Double(count), digits: 1)

    var index: SearchIndex<VCardContact>!
    let buildMilliseconds = Bench.medianMilliseconds(runs: Bench.quick ? 1 : 3) {
      index = SearchIndex(contacts, by: AddressBook.keys)
    }
    Bench.report("search_build_ms", buildMilliseconds, digits: 1)

    var folded: [UInt8] = []
    for fields in texts {
      for text in fields {
        folded.append(
          contentsOf: text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .utf8)
        folded.append(0xFF)
      }
    }
    let indexBytes = index.indexByteCount
    Bench.report("search_folded_utf8_bytes", folded.count)
    Bench.report("search_index_bytes", indexBytes)
    Bench.report("search_index_bytes_per_element", Double(indexBytes) / Double(count), digits: 1)
    Bench.report(
      "search_index_vs_folded_bytes", Double(indexBytes) / Double(folded.count), digits: 2)

    var threeCharacterMilliseconds = 1.0
    // One-word contains queries. "Positions" is `positions(matching:)` (the hits as `[Int]`);
    // "results" is a key through `SearchResults` (the query set, the hits counted), what a
    // screen pays; "elements" is `search(_:)`, which also copies every hit out as a
    // `[VCardContact]`. Each run empties the cache of recent results first.
    let queries = [
      ("1", "m"), ("2", "ma"), ("3", "mar"), ("accented", "müll"), ("4", "jose"),
      ("organisation", "acme"), ("5", "smith"), ("digits", "555"),
    ]
    var slowestHitsSpeedup = Double.infinity
    for (label, query) in queries {
      var hits = 0
      let elements = Bench.medianMilliseconds(runs: runs) {
        index.removeCachedResults()
        hits = index.search(query).count
      }
      let positions = Bench.medianMilliseconds(runs: runs) {
        index.removeCachedResults()
        blackHole(index.positions(matching: query).count)
      }
      let results = MainActor.assumeIsolated {
        let results = SearchResults(index)
        return Bench.medianMilliseconds(runs: runs) {
          index.removeCachedResults()
          results.query = ""
          results.query = query
          blackHole(results.count)
        }
      }
      // The baselines, once each: a second a run at a million contacts.
      var rangeHits = 0
      let ranged = Bench.medianMilliseconds(runs: 1) {
        rangeHits =
          texts.filter { fields in
            fields.contains {
              $0.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil
            }
          }.count
      }
      var localizedHits = 0
      let localized = Bench.medianMilliseconds(runs: 1) {
        localizedHits =
          texts.filter { fields in fields.contains { $0.localizedCaseInsensitiveContains(query) } }
          .count
      }
      if label == "3" { threeCharacterMilliseconds = positions }
      Bench.report("search_contains_\(label)_hits", hits)
      Bench.report("search_contains_\(label)_results_ms", results)
      Bench.report("search_contains_\(label)_positions_ms", positions)
      Bench.report("search_contains_\(label)_elements_ms", elements)
      Bench.report("baseline_range_of_options_\(label)_ms", ranged, digits: 1)
      Bench.report("baseline_range_of_options_\(label)_hits", rangeHits)
      Bench.report("baseline_localized_contains_\(label)_ms", localized, digits: 1)
      Bench.report("baseline_localized_contains_\(label)_hits", localizedHits)
      Bench.report(
        "search_contains_\(label)_results_speedup_vs_range_of", ranged / results, digits: 0)
      slowestHitsSpeedup = min(slowestHitsSpeedup, ranged / results)
    }
    Bench.report("search_contains_min_results_speedup_vs_range_of", slowestHitsSpeedup, digits: 0)

    // The floor of a scan: one memchr pass over the folded bytes, for a byte that never occurs.
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

    // The letter after a word with many hits ("ma" → "mar": its candidates checked in their
    // regions), beside the same letter after `prepareNextLetter(after:)`, which a program runs
    // while it waits for the key; and what that preparation costs, spent while nobody waits.
    var unprepared: [Double] = []
    var prepared: [Double] = []
    var preparing: [Double] = []
    for _ in 0..<runs {
      index.removeCachedResults()
      _ = index.positions(matching: "ma")
      unprepared.append(Bench.seconds { blackHole(index.positions(matching: "mar").count) } * 1000)
      index.removeCachedResults()
      _ = index.positions(matching: "ma")
      preparing.append(Bench.seconds { blackHole(index.prepareNextLetter(after: "ma")) } * 1000)
      prepared.append(Bench.seconds { blackHole(index.positions(matching: "mar").count) } * 1000)
    }
    for (key, samples) in [
      ("search_next_letter_ma_to_mar_unprepared_ms", unprepared),
      ("search_next_letter_ma_to_mar_prepared_ms", prepared),
      ("search_prepare_next_letter_after_ma_ms", preparing),
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

    edits(index, contacts: contacts, buildMilliseconds: buildMilliseconds)
    MainActor.assumeIsolated { firstRows(index, runs: runs) }
  }

  /// A thousand contacts inserted one at a time (a sync adding what changed), then a search:
  /// beside building the index anew, what a program without `insert(_:at:)` would do.
  static func edits(
    _ index: SearchIndex<VCardContact>, contacts: [VCardContact], buildMilliseconds: Double
  ) {
    let added = Bench.quick ? 100 : 1_000
    var samples: [Double] = []
    for _ in 0..<(Bench.quick ? 1 : 3) {
      var edited = index
      samples.append(
        Bench.seconds {
          for offset in 0..<added {
            let position = (offset &* 7_919) % edited.count
            edited.insert(contacts[(offset &* 104_729) % contacts.count], at: position)
          }
          blackHole(edited.positions(matching: "mar").count)
        } * 1000)
    }
    let inserts = samples.sorted()[samples.count / 2]
    // One contact inserted, then the search that makes its chunk's pairs anew, beside the
    // same search again (the pairs made).
    var edited = index
    edited.insert(contacts[1], at: edited.count / 2)
    var oneSamples: [Double] = []
    var plainSamples: [Double] = []
    for round in 0..<(Bench.quick ? 3 : 15) {
      edited.insert(contacts[round], at: edited.count / 2)
      edited.removeCachedResults()
      oneSamples.append(Bench.seconds { blackHole(edited.positions(matching: "mar").count) } * 1000)
      edited.removeCachedResults()
      plainSamples.append(
        Bench.seconds { blackHole(edited.positions(matching: "mar").count) } * 1000)
    }
    Bench.report("search_mar_after_one_insert_ms", oneSamples.sorted()[oneSamples.count / 2])
    Bench.report("search_mar_again_ms", plainSamples.sorted()[plainSamples.count / 2])
    Bench.report("search_insert_\(added)_one_by_one_then_search_ms", inserts, digits: 1)
    Bench.report(
      "search_insert_\(added)_speedup_vs_rebuild", buildMilliseconds / inserts, digits: 1)
  }

  /// A one-letter query through `SearchResults`: the time until a list has its first 50 rows
  /// with highlights, beside the time until it has them all (the full scan, then the rows).
  @MainActor static func firstRows(_ index: SearchIndex<VCardContact>, runs: Int) {
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

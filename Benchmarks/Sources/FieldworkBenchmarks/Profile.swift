import ExampleSupport
import Fieldwork
import Foundation

/// A focused timing of the search phases, for tuning (`FieldworkBenchmarks profile`), over the
/// generated address book as `contacts-search` searches it (name, e-mails, phones,
/// organisation).
enum SearchProfile {
  static func run() {
    var made: [VCardContact] = []
    Bench.report(
      "profile_generate_ms",
      Bench.seconds { made = SyntheticContacts.make(Bench.quick ? 20_000 : 1_000_000) } * 1000)
    let file = VCardWriter.file(made)
    var parsed = 0
    Bench.report(
      "profile_parse_vcard_ms",
      Bench.seconds { parsed = VCardParser.parse(file).contacts.count } * 1000)
    Bench.report("profile_parse_vcard_contacts", parsed)
    // The same file through `CNContactStore`, as contacts-search reads it (the parser above is
    // the baseline: it reads only the four fields the search shows).
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("fieldwork-profile-\(getpid()).vcf")
    defer { try? FileManager.default.removeItem(at: path) }
    do {
      try Data(file).write(to: path)
      var read: Result<Int, any Error> = .success(0)
      Bench.report(
        "profile_store_read_ms",
        Bench.seconds { read = Result { try ContactStoreReader.contacts(in: path).contacts.count } }
          * 1000)
      Bench.report("profile_store_read_contacts", try read.get())
    } catch {
      fatalError("profile: the contacts store could not read \(path.path): \(error)")
    }
    var contacts: [VCardContact] = []
    Bench.report(
      "profile_sort_ms", Bench.seconds { contacts = VCardContact.sortedByName(made) } * 1000)
    var index: SearchIndex<VCardContact>!
    Bench.report(
      "profile_build_ms",
      Bench.seconds { index = SearchIndex(contacts, by: AddressBook.keys) } * 1000)
    Bench.report("profile_index_bytes", index.indexByteCount)
    if CommandLine.arguments.contains("build") { return }
    if let pair = CommandLine.arguments.first(where: { $0.hasPrefix("narrow=") }) {
      // One query narrowed to another, from the first's cached hits, 300 times, for a
      // profiler or a warm figure: `profile "narrow=jose,jose m"`.
      let queries = pair.dropFirst("narrow=".count).split(separator: ",").map(String.init)
      guard queries.count == 2 else { fatalError("narrow= takes two queries: narrow=jose,jose m") }
      var samples: [Double] = []
      for _ in 0..<300 {
        index.removeCachedResults()
        blackHole(index.positions(matching: queries[0]).count)
        samples.append(
          Bench.seconds { blackHole(index.positions(matching: queries[1]).count) } * 1000)
      }
      samples.sort()
      Bench.report("profile_narrow_median_ms", samples[150])
      Bench.report("profile_narrow_p10_ms", samples[30])
      return
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
    for query in ["m", "ma", "mar", "j", "jo", "jose", "s", "sm", "n", "ng", "acme", "5"] {
      var samples: [Double] = []
      var count = 0
      for _ in 0..<15 {
        index.removeCachedResults()
        samples.append(Bench.seconds { count = index.positions(matching: query).count } * 1000)
      }
      samples.sort()
      Bench.report("profile_scan_\(query)_ms", samples[7])
      Bench.report("profile_scan_\(query)_hits", count)
    }
    // Words typed a letter at a time through `SearchResults`, as `contacts-search` does: each
    // key's search (the hits as the results keep them, and their count), then the read-ahead
    // the program runs while it waits for the next key.
    MainActor.assumeIsolated {
      for word in ["jose", "jose m", "mar", "smith", "ng", "acme", "maria", "user12", "555"] {
        index.removeCachedResults()
        let results = SearchResults(index)
        var line: [String] = []
        var query = ""
        for character in word {
          query.append(character)
          let key = Bench.seconds {
            results.query = query
            blackHole(results.count)
          }
          let prepare = Bench.seconds { results.prepareNextLetter() }
          line.append(
            "\(query)=\(String(format: "%.2f", key * 1000))+\(String(format: "%.1f", prepare * 1000))"
          )
        }
        print("profile_typed_\(word) " + line.joined(separator: " "))
      }
    }
    MainActor.assumeIsolated {
      let selected = State<Set<String>>(wrappedValue: [])
      let results = SearchResults(index, scope: selected.projectedValue, value: \.organization) {
        $0.isEmpty ? nil : $0
      }
      results.query = "jo"
      blackHole(results.count)
      let first = Bench.seconds {
        selected.wrappedValue = ["Acme Labs"]
        blackHole(results.count)
      }
      Bench.report("profile_scope_first_selection_ms", first * 1000)
      let again = Bench.seconds {
        selected.wrappedValue = ["Acme Bank"]
        blackHole(results.count)
      }
      Bench.report("profile_scope_next_selection_ms", again * 1000)
      let key = Bench.seconds {
        results.query = "jos"
        blackHole(results.count)
      }
      Bench.report("profile_scope_key_ms", key * 1000)
    }
    for query in ["m", "s", "n", "j"] {
      var samples: [Double] = []
      for _ in 0..<7 {
        index.removeCachedResults()
        _ = index.positions(matching: query)
        samples.append(Bench.seconds { index.prepareNextLetter(after: query) } * 1000)
      }
      samples.sort()
      Bench.report("profile_prepare_after_\(query)_ms", samples[3])
    }
  }
}

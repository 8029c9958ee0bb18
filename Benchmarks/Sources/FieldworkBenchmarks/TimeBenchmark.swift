import FieldworkUIKit

/// A test of the search screen written since 2023: an `@Observable` model, a `.searchable`
/// field, and a `.task(id:)` debounce that sleeps 300 ms with plain `Task.sleep`. The figure is
/// the whole test on a host given a `TestClock` (host the screen, type three queries, settle,
/// advance 300 ms, read the rows): the real time a test suite pays for it. The baseline is the
/// same test on a host without a clock, which can only wait for the real 300 ms.
@MainActor
enum TimeBenchmark {
  static func run() async {
    let runs = Bench.quick ? 3 : 200
    var samples: [Double] = []
    var found = 0
    for _ in 0..<runs {
      let clock = ContinuousClock()
      let start = clock.now
      found = await virtualTest()
      let elapsed = start.duration(to: clock.now)
      samples.append(milliseconds(elapsed))
    }
    samples.sort()
    Bench.report("debounce_test_rows", found)
    Bench.report("debounce_test_on_a_test_clock_ms", samples[samples.count / 2], digits: 4)
    var oneQuery: [Double] = []
    for _ in 0..<runs {
      let clock = ContinuousClock()
      let start = clock.now
      found = await virtualTest(queries: ["al"], settling: false)
      oneQuery.append(milliseconds(start.duration(to: clock.now)))
    }
    oneQuery.sort()
    Bench.report("debounce_test_one_query_rows", found)
    Bench.report(
      "debounce_test_one_query_on_a_test_clock_ms", oneQuery[oneQuery.count / 2], digits: 4)
    let clock = ContinuousClock()
    let start = clock.now
    let realRows = await realTimeTest()
    Bench.report("baseline_debounce_test_in_real_time_rows", realRows)
    Bench.report(
      "baseline_debounce_test_in_real_time_ms", milliseconds(start.duration(to: clock.now)),
      digits: 1)
  }

  private static func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
  }

  /// The test as a user writes it: the rows once the debounce has run. The shortest form
  /// types one query and advances, with no settling of its own (the advance settles first).
  private static func virtualTest(
    queries: [String] = ["a", "al", "ala"], settling: Bool = true
  ) async -> Int {
    let host = ViewHost(clock: TestClock()) { DebouncedPeopleScreen() }
    do {
      let search = try host.inspect().find(ViewType.SearchBar.self)
      for query in queries {
        try search.setInput(query)
        if settling { await host.settle() }
      }
      try await host.advance(by: .milliseconds(300))
      return try host.inspect().findAll(ViewType.Text.self).count
    } catch {
      fatalError("the debounce benchmark's screen changed: \(error)")
    }
  }

  /// The same test without a clock: it polls until the real debounce has run.
  private static func realTimeTest() async -> Int {
    // Its task sleeps on the real clock, which settling reports; the report is expected.
    let host = ViewHost(diagnosticHandler: { _ in }) { DebouncedPeopleScreen() }
    do {
      let search = try host.inspect().find(ViewType.SearchBar.self)
      for query in ["a", "al", "ala"] {
        try search.setInput(query)
        await host.settle()
      }
      for _ in 0..<400 {
        let rows = try host.inspect().findAll(ViewType.Text.self).count
        if rows > 0 { return rows }
        try await Task.sleep(for: .milliseconds(5))
        await host.settle()
      }
      return 0
    } catch {
      fatalError("the debounce benchmark's screen changed: \(error)")
    }
  }
}

@MainActor @Observable
final class DebouncedPeopleModel {
  var query = ""
  private(set) var results: [String] = []
  private let names = ["Ada Lovelace", "Alan Turing", "Grace Hopper", "Alastair Reynolds"]

  func search() {
    results = query.isEmpty ? [] : names.filter { $0.localizedCaseInsensitiveContains(query) }
  }
}

struct DebouncedPeopleScreen: View {
  @State private var model = DebouncedPeopleModel()

  var body: some View {
    List(model.results, id: \.self) { Text($0) }
      .searchable(text: $model.query)
      .task(id: model.query) {
        do {
          try await Task.sleep(for: .milliseconds(300))
        } catch {
          return  // typing went on: this query's search is cancelled
        }
        model.search()
      }
  }
}

extension TimeBenchmark {
  /// Where the debounce test's time goes, step by step (mean of 200 runs): `time-breakdown`.
  static func breakdown() async {
    let clock = ContinuousClock()
    var parts: [String: Duration] = [:]
    for _ in 0..<200 {
      var t = clock.now
      func lap(_ name: String) {
        let now = clock.now
        parts[name, default: .zero] += t.duration(to: now)
        t = now
      }
      let host = ViewHost(clock: TestClock()) { DebouncedPeopleScreen() }
      lap("host")
      let search = try! host.inspect().find(ViewType.SearchBar.self)
      lap("find")
      for query in ["a", "al", "ala"] {
        try! search.setInput(query)
        lap("setInput")
        await host.settle()
        lap("settle")
      }
      try! await host.advance(by: .milliseconds(300))
      lap("advance")
      _ = try! host.inspect().findAll(ViewType.Text.self).count
      lap("read")
    }
    for (name, total) in parts.sorted(by: { $0.key < $1.key }) {
      print("\(name)=\(total / 200)")
    }
  }
}

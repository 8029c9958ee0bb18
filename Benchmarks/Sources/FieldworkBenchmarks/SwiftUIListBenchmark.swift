import FieldworkSwiftUI
import Foundation

/// Typing into a SwiftUI `TextField` that filters a 10,000-row
/// `List { ForEach(items.filter { … }) { … } }`, as the to-do tutorials' screens do: each
/// keystroke from the field's edit to the last row reconciled, beside the screen's own
/// `filter` for the same query, timed in the same run. Also how many rows that stayed on
/// screen ran their body again (none should), and the memory of the hosted list.
@MainActor
enum SwiftUIListBenchmark {
  /// Making every row of the 10,000-row list three times, as a test's `findAll` does, then a
  /// keystroke over every made row: for a profiler.
  static func profileEveryRow() {
    let items = BenchItem.list(count: 10_000)
    for round in 0..<3 {
      let host = ViewHost { BenchFilteredList(items: items, filter: .contains) }
      blackHole(try! host.inspect().findAll(BenchItemRow.self).count)
      if round == 2 {
        let control =
          try! host.inspect().find(ViewType.TextField.self).platformView() as! HeadlessTextField
        control.tap()
        control.insertText("b")
      }
      host.dismantle()
    }
  }

  /// The keystroke over every made row, 20 times, each after a `findAll` made them: for a
  /// profiler (`perf`'s call graph tells the keystrokes from the searches).
  static func profileKeystrokeOverEveryRow() {
    let items = BenchItem.list(count: 10_000)
    let (host, control) = hostedList(items: items, filter: .contains)
    for _ in 0..<20 {
      blackHole(try! host.inspect().findAll(BenchItemRow.self).count)
      control.insertText("b")
      control.deleteBackward()
    }
    host.dismantle()
  }

  /// The list hosted, and its search field, tapped.
  private static func hostedList(items: [BenchItem], filter: BenchFilter) -> (
    ViewHost<BenchFilteredList>, HeadlessTextField
  ) {
    hosted { BenchFilteredList(items: items, filter: filter) }
  }

  /// A screen hosted, and its search field, tapped.
  private static func hosted<Screen: View>(_ screen: @escaping () -> Screen) -> (
    ViewHost<Screen>, HeadlessTextField
  ) {
    let host = ViewHost(screen)
    let control =
      try! host.inspect().find(ViewType.TextField.self).platformView() as! HeadlessTextField
    control.tap()
    return (host, control)
  }

  /// Erasing back to an empty query, over and over: for a profiler.
  static func profileErasing() {
    let items = BenchItem.list(count: 10_000)
    let (erased, control) = hostedList(items: items, filter: .contains)
    for _ in 0..<200 {
      control.insertText("z")
      control.deleteBackward()
    }
    erased.dismantle()
    // Making every row, three times.
    for _ in 0..<3 {
      let host = ViewHost { BenchFilteredList(items: items, filter: .contains) }
      blackHole(try! host.inspect().findAll(BenchItemRow.self).count)
      host.dismantle()
    }
  }

  static func run() {
    let items = BenchItem.list(count: Bench.quick ? 1_000 : 10_000)
    for filter in BenchFilter.allCases {
      measure(items: items, filter: filter)
    }
    for filter in BenchFilter.allCases {
      measureEveryRow(items: items, filter: filter)
    }
    measureTextRows(items: items)
  }

  /// The floor under the keystroke over every made row: the same screen and keystroke, its
  /// rows a view holding one `Text` (2 nodes a row, against 6 for ``BenchItemRow``: its
  /// `.onAppear`, `HStack`, `Spacer` and `if`). What is left of the ratio there is a row's
  /// own cost, which no row can go below: the element's id looked up, the row kept or let go.
  private static func measureTextRows(items: [BenchItem]) {
    var keystrokes: [Double] = []
    var filters: [Double] = []
    var makes: [Double] = []
    for _ in 0..<(Bench.quick ? 1 : 7) {
      let (host, control) = hosted { BenchTextRowList(items: items) }
      makes.append(
        Bench.seconds { blackHole(try! host.inspect().findAll(BenchTextRow.self).count) } * 1000)
      keystrokes.append(Bench.seconds { control.insertText("b") } * 1000)
      filters.append(Bench.seconds { blackHole(BenchFilter.contains.apply(items, "b")) } * 1000)
      host.dismantle()
    }
    Bench.report("swiftui_contains_text_rows_make_every_row_median_ms", median(makes))
    Bench.report(
      "swiftui_contains_text_rows_keystroke_every_row_made_median_ms", median(keystrokes))
    Bench.report(
      "baseline_swiftui_contains_text_rows_keystroke_every_row_made_filter_median_ms",
      median(filters))
    let ratios = zip(keystrokes, filters).map { $0 / max($1, 1e-6) }
    Bench.report(
      "swiftui_contains_text_rows_keystroke_every_row_made_over_filter_median", median(ratios),
      digits: 2)
  }

  /// Making every row (a test's `findAll` over the list) on fresh screens, the same search
  /// again over the rows made, the heap the screen then holds a row, and the keystroke "b"
  /// over every made row beside its filter: medians of 7 screens, since one make of 10,000
  /// rows varies from run to run with the machine.
  private static func measureEveryRow(items: [BenchItem], filter: BenchFilter) {
    var makes: [Double] = []
    var keystrokes: [Double] = []
    var filters: [Double] = []
    var heapPerRow: [Double] = []
    var searches: [Double] = []
    for _ in 0..<(Bench.quick ? 1 : 7) {
      let heapBefore = Memory.heapBytesInUse()
      let (host, control) = hostedList(items: items, filter: filter)
      makes.append(
        Bench.seconds { blackHole(try! host.inspect().findAll(BenchItemRow.self).count) } * 1000)
      // The search alone: again, over the rows it made.
      searches.append(
        Bench.seconds { blackHole(try! host.inspect().findAll(BenchItemRow.self).count) } * 1000)
      // What the screen holds with every row made, per row: the heap in use, the search's
      // results gone.
      if let heapBefore, let heapAfter = Memory.heapBytesInUse() {
        heapPerRow.append(Double(heapAfter - heapBefore) / Double(items.count))
      }
      keystrokes.append(Bench.seconds { control.insertText("b") } * 1000)
      filters.append(Bench.seconds { blackHole(filter.apply(items, "b")) } * 1000)
      host.dismantle()
    }
    let name = filter.rawValue
    let sorted = makes.sorted()
    Bench.report("swiftui_\(name)_make_every_row_median_ms", median(makes))
    Bench.report("swiftui_\(name)_make_every_row_min_ms", sorted.first ?? 0)
    Bench.report("swiftui_\(name)_make_every_row_max_ms", sorted.last ?? 0)
    Bench.report("swiftui_\(name)_find_all_made_rows_median_ms", median(searches))
    if !heapPerRow.isEmpty {
      // The goal: at most 1 KB a row.
      Bench.report("swiftui_\(name)_every_row_heap_bytes_per_row", median(heapPerRow), digits: 0)
    }
    Bench.report("swiftui_\(name)_keystroke_every_row_made_median_ms", median(keystrokes))
    Bench.report(
      "baseline_swiftui_\(name)_keystroke_every_row_made_filter_median_ms", median(filters))
    let ratios = zip(keystrokes, filters).map { $0 / max($1, 1e-6) }
    Bench.report(
      "swiftui_\(name)_keystroke_every_row_made_over_filter_median", median(ratios), digits: 2)
  }

  private static func measure(items: [BenchItem], filter: BenchFilter) {
    let before = Memory.residentBytes()
    let host = ViewHost { BenchFilteredList(items: items, filter: filter) }
    let after = Memory.residentBytes()
    let field = try! host.inspect().find(ViewType.TextField.self)
    let control = try! field.platformView() as! HeadlessTextField
    control.tap()

    // Type a query a letter at a time, then erase it: narrowing, then widening back to all.
    let typed = Array("milk 1")
    var keystrokes: [Double] = []
    var filters: [Double] = []
    var rerunRows = 0
    var queries: [String] = []
    var steps: [(String, Double, Double)] = []
    for round in 0..<(Bench.quick ? 1 : 5) {
      var query = ""
      let keys: [Character?] = typed.map { $0 } + Array(repeating: nil, count: typed.count)
      for key in keys {
        BenchRowLog.bodies = 0
        BenchRowLog.made = 0
        let keystroke = Bench.seconds {
          if let key { control.insertText(String(key)) } else { control.deleteBackward() }
        }
        if let key { query.append(key) } else { query.removeLast() }
        let filterTime = Bench.seconds { blackHole(filter.apply(items, query)) }
        // A row's body that ran for a row already on screen is a re-run; new rows are made.
        rerunRows += BenchRowLog.bodies - BenchRowLog.made
        keystrokes.append(keystroke * 1000)
        queries.append(query)
        filters.append(filterTime * 1000)
        if round == 0 { steps.append((query, keystroke * 1000, filterTime * 1000)) }
      }
    }
    let name = filter.rawValue
    for (query, keystroke, filterTime) in steps {
      print(
        "swiftui_\(name)_key \"\(query)\" keystroke_ms=\(String(format: "%.3f", keystroke)) filter_ms=\(String(format: "%.3f", filterTime))"
      )
    }
    let ratios = zip(keystrokes, filters).map { $0 / max($1, 1e-6) }.sorted()
    Bench.report("swiftui_\(name)_keystroke_median_ms", median(keystrokes))
    Bench.report("baseline_swiftui_\(name)_filter_median_ms", median(filters))
    Bench.report(
      "swiftui_\(name)_keystroke_over_filter_median", ratios[ratios.count / 2], digits: 2)
    Bench.report("swiftui_\(name)_keystroke_over_filter_max", ratios.last ?? 0, digits: 2)
    // The keystrokes over twice their filter, and which queries they left.
    var over: [String] = []
    for (index, ratio) in zip(keystrokes, filters).map({ $0 / max($1, 1e-6) }).enumerated()
    where ratio > 2 {
      over.append("\"\(queries[index])\"")
    }
    Bench.report("swiftui_\(name)_keystrokes_over_2x", over.count)
    print("swiftui_\(name)_keystrokes_over_2x_queries=\(Set(over).sorted().joined(separator: ","))")
    Bench.report("swiftui_\(name)_rows_rerun", rerunRows)
    if let before, let after {
      Bench.report("swiftui_\(name)_hosted_list_mb", Double(after - before) / 1_048_576, digits: 1)
    }
    measureEmptiedQuery(items: items, filter: filter, control: control)
    // Inspection makes every row, as scrolling through the list would: what that costs, and
    // what the whole list then takes, and a keystroke over every made row.
    let rows = Bench.seconds { blackHole(try! host.inspect().findAll(BenchItemRow.self).count) }
    let made = Memory.residentBytes()
    Bench.report("swiftui_\(name)_make_every_row_ms", rows * 1000)
    if let before, let made {
      Bench.report(
        "swiftui_\(name)_hosted_list_every_row_mb", Double(made - before) / 1_048_576, digits: 1)
    }
    BenchRowLog.bodies = 0
    BenchRowLog.made = 0
    let narrowing = Bench.seconds { control.insertText("b") }
    let narrowingFilter = Bench.seconds { blackHole(filter.apply(items, "b")) }
    Bench.report("swiftui_\(name)_keystroke_every_row_made_ms", narrowing * 1000)
    Bench.report(
      "baseline_swiftui_\(name)_keystroke_every_row_made_filter_ms", narrowingFilter * 1000)
    Bench.report("swiftui_\(name)_rows_rerun_every_row_made", BenchRowLog.bodies - BenchRowLog.made)
    control.deleteBackward()
    host.dismantle()
  }

  /// The keystroke that empties the query, "m" to "", beside what it is made of: the filter
  /// that returns the whole array, and the fixed render, the same keystroke on the same
  /// screen over one screenful of items (the field, the binding, the body and 20 rows made
  /// anew). Medians of 41, after the typing above has left rows made all down the list.
  private static func measureEmptiedQuery(
    items: [BenchItem], filter: BenchFilter, control: HeadlessTextField
  ) {
    let small = ViewHost { BenchFilteredList(items: Array(items.prefix(20)), filter: filter) }
    let smallControl =
      try! small.inspect().find(ViewType.TextField.self).platformView() as! HeadlessTextField
    smallControl.tap()
    var emptied: [Double] = []
    var fixed: [Double] = []
    var filters: [Double] = []
    for _ in 0..<(Bench.quick ? 5 : 41) {
      control.insertText("m")
      emptied.append(Bench.seconds { control.deleteBackward() } * 1000)
      filters.append(Bench.seconds { blackHole(filter.apply(items, "")) } * 1000)
      smallControl.insertText("m")
      fixed.append(Bench.seconds { smallControl.deleteBackward() } * 1000)
    }
    small.dismantle()
    let name = filter.rawValue
    let (key, filterTime, render) = (median(emptied), median(filters), median(fixed))
    Bench.report("swiftui_\(name)_emptied_query_ms", key)
    Bench.report("baseline_swiftui_\(name)_emptied_query_filter_ms", filterTime)
    Bench.report("baseline_swiftui_\(name)_emptied_query_fixed_render_ms", render)
    // The goal: at most 1, that is at most twice the filter plus the fixed render.
    Bench.report(
      "swiftui_\(name)_emptied_query_over_2x_filter_plus_render",
      key / (2 * filterTime + render), digits: 2)
  }

  private static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
  }
}

/// How the screen filters: as the tutorials write it.
enum BenchFilter: String, CaseIterable {
  /// `$0.name.contains(query)`, the to-do tutorial's.
  case contains
  /// `$0.name.localizedCaseInsensitiveContains(query)`, what most screens use.
  case localized

  func apply(_ items: [BenchItem], _ query: String) -> [BenchItem] {
    switch self {
    case .contains: items.filter { query.isEmpty || $0.name.contains(query) }
    case .localized:
      items.filter { query.isEmpty || $0.name.localizedCaseInsensitiveContains(query) }
    }
  }
}

struct BenchItem: Identifiable {
  let id: Int
  let name: String
  var isDone: Bool

  private static let verbs = ["buy", "call", "write", "fix", "book", "pay", "send", "clean"]
  private static let things = [
    "milk", "the plumber", "a letter to Ada", "the bike", "flights to Oslo", "the rent",
    "invoices", "the kitchen", "birthday cards", "oat milk",
  ]

  /// The screen's items: `count` to-dos, one in seven done.
  static func list(count: Int) -> [BenchItem] {
    (0..<count).map { index in
      BenchItem(id: index, name: name(for: index), isDone: index % 7 == 0)
    }
  }

  static func name(for index: Int) -> String {
    "\(verbs[index % verbs.count]) \(things[(index / verbs.count) % things.count]) \(index)"
  }
}

/// Counts row bodies, for the re-run figure.
@MainActor
enum BenchRowLog {
  static var bodies = 0
  static var made = 0
}

struct BenchItemRow: View {
  let item: BenchItem

  var body: some View {
    let _ = BenchRowLog.bodies += 1
    HStack {
      Text(item.name)
      Spacer()
      if item.isDone {
        Image(systemName: "checkmark")
      }
    }
    .onAppear { BenchRowLog.made += 1 }
  }
}

/// The least row a screen's own row view can be: one `Text`.
struct BenchTextRow: View {
  let item: BenchItem

  var body: some View { Text(item.name) }
}

/// ``BenchFilteredList`` with ``BenchTextRow``s, filtering with `contains`.
struct BenchTextRowList: View {
  let items: [BenchItem]
  @State private var query = ""

  var body: some View {
    VStack {
      TextField("Search", text: $query)
      List {
        ForEach(BenchFilter.contains.apply(items, query)) { item in
          BenchTextRow(item: item)
        }
      }
    }
  }
}

struct BenchFilteredList: View {
  let items: [BenchItem]
  let filter: BenchFilter
  @State private var query = ""

  var body: some View {
    VStack {
      TextField("Search", text: $query)
      List {
        ForEach(filter.apply(items, query)) { item in
          BenchItemRow(item: item)
        }
      }
    }
  }
}

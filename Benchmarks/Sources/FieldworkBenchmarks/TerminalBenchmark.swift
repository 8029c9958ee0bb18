import ExampleSupport
import Fieldwork
import FieldworkTerminal

/// A keystroke in a terminal search screen over 1,000,000 contacts: the key to the search
/// bar, the search, the list's visible rows with their highlights, the frame drawn into a
/// canvas and diffed into escape sequences — everything but the `write`. Beside it: a full
/// redraw of the same frame, and the 16.7 ms a 60 Hz frame allows.
@MainActor enum TerminalBenchmark {
  final class Screen: TerminalScreen {
    let results: SearchResults<VCardContact>
    let host: RepresentableHost<SearchBar>
    let bar: SearchBarWidget
    let list = ListWidget()

    init(_ contacts: [VCardContact]) {
      let results = SearchResults(SearchIndex(contacts, by: AddressBook.keys))
      self.results = results
      host = RepresentableHost { SearchBar("Search", text: results.queryBinding) }
      bar = SearchBarWidget(host.view)
      host.view.tap()
    }

    func draw(into canvas: inout Canvas) {
      bar.draw(into: &canvas, row: 0, column: 0, width: canvas.columns)
      canvas.put("\(results.count) match", row: 1, column: 0, style: .dim)
      let height = canvas.rows - 3
      let visible = list.layOut(count: results.count, height: height)
      let matches = results.matches(in: visible)
      list.draw(
        into: &canvas, top: 2, column: 0, width: canvas.columns, height: height,
        count: results.count
      ) { index in
        let match = matches[index - visible.lowerBound]
        return ListRow(match.element.name, highlights: match.ranges[0])
      }
      StatusLine("Esc cancel · Ctrl-C quit", right: "key→frame").draw(
        into: &canvas, row: canvas.rows - 1)
    }

    func handle(_ event: KeyEvent) -> KeyResult { bar.handle(event) ? .handled : .ignored }
  }

  static func run() {
    let count = Bench.quick ? 20_000 : 1_000_000
    let screen = Screen(AddressBook.contacts(count))
    var renderer = TerminalRenderer()
    func frame() -> Int {
      var canvas = Canvas(rows: 40, columns: 120)
      screen.draw(into: &canvas)
      return renderer.render(canvas).utf8.count
    }
    _ = frame()
    Bench.report("terminal_contacts", count)
    var samples: [Double] = []
    var bytes: [Int] = []
    let keys: [KeyEvent] =
      "maria".map { KeyEvent(.character($0)) } + Array(repeating: KeyEvent(.backspace), count: 5)
      + "jo".map { KeyEvent(.character($0)) } + [KeyEvent(.escape)]
    for _ in 0..<(Bench.quick ? 1 : 5) {
      for key in keys {
        var written = 0
        samples.append(
          Bench.seconds {
            _ = screen.handle(key)
            written = frame()
          } * 1000)
        bytes.append(written)
      }
      screen.host.view.tap()
    }
    samples.sort()
    Bench.report("terminal_keystroke_median_ms", samples[samples.count / 2])
    Bench.report("terminal_keystroke_max_ms", samples[samples.count - 1])
    Bench.report("terminal_keystroke_bytes_median", bytes.sorted()[bytes.count / 2])
    // The same screen with a query showing, drawn from scratch each time.
    _ = screen.handle(KeyEvent(.character("m")))
    var fullBytes = 0
    let full = Bench.medianMilliseconds(runs: Bench.quick ? 1 : 9) {
      renderer.invalidate()
      fullBytes = frame()
    }
    Bench.report("baseline_terminal_full_redraw_ms", full)
    Bench.report("baseline_terminal_full_redraw_bytes", fullBytes)
    // One more letter, drawn as a diff against that frame: only the changed rows are written.
    let oneMore = Bench.seconds {
      _ = screen.handle(KeyEvent(.character("a")))
      bytes.append(frame())
    }
    Bench.report("terminal_keystroke_ma_ms", oneMore * 1000)
    Bench.report("terminal_keystroke_ma_bytes", bytes[bytes.count - 1])
    // A key that changes only the caret writes only the cursor's move.
    _ = screen.handle(KeyEvent(.left))
    Bench.report("terminal_caret_move_bytes", frame())
    Bench.report("baseline_frame_budget_60hz_ms", 1000.0 / 60)
  }
}

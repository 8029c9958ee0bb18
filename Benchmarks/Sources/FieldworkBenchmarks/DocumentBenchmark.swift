import Fieldwork
import FieldworkTerminal
import Foundation

/// A long note: a 10 MB, 200,000-line document of mixed scripts bound to a `State` through a
/// `TextEditor`. Keystrokes at the start, the middle and the end beside `String.insert` at the
/// same place in the same run; caret movement by line anywhere; the memory the editor holds;
/// a 100 MB paste and a 10 MB line with no break.
@MainActor enum DocumentBenchmark {
  /// The document: log lines in ASCII, with accents, CJK and emoji, about 50 bytes each.
  static func document(lines: Int) -> String {
    let shapes = [
      "2026-12-01 10:%02d:%02d INFO request served in %d ms\n",
      "Café crème, naïve façade — déjà vu n°%d (%d/%d)\n",
      "東京都の天気は晴れ、気温%d度、湿度%d%%、風速%dメートル\n",
      "Build %d passed 👍🏽 with %d warnings 🚀 in %d s 🇯🇵\n",
    ]
    var text = ""
    text.reserveCapacity(lines * 52)
    for line in 0..<lines {
      text += String(
        format: shapes[line % shapes.count], line % 60, (line / 60) % 60, line % 997)
    }
    return text
  }

  static func run() {
    let lines = Bench.quick ? 4_000 : 200_000
    let residentBefore = Memory.residentBytes()
    let text = State(wrappedValue: document(lines: lines))
    let size = text.wrappedValue.utf8.count
    let host = RepresentableHost { TextEditor(text: text.projectedValue) }
    let view = host.view
    view.tap()
    Bench.report("document_bytes", size)
    Bench.report("document_lines", lines)

    keystrokes(view, text, size: size)
    caretMovement(view)
    terminalFrames(view)
    // What the process holds now beyond what it held before the document existed: the
    // editor's text, the state's copy, the checkpoints, the undo steps, malloc's slack.
    let residentAfter = Memory.residentBytes()
    precondition(text.wrappedValue.utf8.elementsEqual(view.text.utf8), "binding and view diverged")
    if let before = residentBefore, let after = residentAfter {
      Bench.report("document_memory_mb", Double(after - before) / 1e6, digits: 1)
      Bench.report("document_memory_vs_utf8_size", Double(after - before) / Double(size), digits: 2)
    }
    withExtendedLifetime(host) {}
    longInput()
  }

  /// A keystroke at each place, as the median of many, beside `String.insert` there: into a
  /// string of its own (the insert moves the bytes after it, or appends at the end), and into
  /// a string whose buffer another value shares (as a binding's value shares the text it was
  /// read from; the insert copies).
  private static func keystrokes(_ view: HeadlessTextView, _ text: State<String>, size: Int) {
    let count = Bench.quick ? 5 : 41
    for (name, fraction) in [("start", 0.0), ("middle", 0.5), ("end", 1.0)] {
      let location = view.clampedRange(
        NSRange(location: Int(Double(view.text.utf16.count) * fraction), length: 0))
      view.select(location)
      var samples: [Double] = []
      for i in 0..<count {
        samples.append(Bench.seconds { view.insertText(i % 2 == 0 ? "é" : "x") } * 1e6)
      }
      precondition(
        text.wrappedValue.utf8.elementsEqual(view.text.utf8), "binding and view diverged")

      var copying = view.text
      var own = view.text
      own.append("")  // a buffer of its own
      var sharedSamples: [Double] = []
      var ownSamples: [Double] = []
      for i in 0..<count {
        let keep = copying  // shares the buffer, as the binding's value does
        let index = position(in: copying, fraction: fraction)
        sharedSamples.append(
          Bench.seconds { copying.insert(i % 2 == 0 ? "é" : "x", at: index) } * 1e6)
        blackHole(keep)
        let ownIndex = position(in: own, fraction: fraction)
        ownSamples.append(Bench.seconds { own.insert(i % 2 == 0 ? "é" : "x", at: ownIndex) } * 1e6)
      }
      let keystroke = median(samples)
      let shared = median(sharedSamples)
      let unique = median(ownSamples)
      Bench.report("document_keystroke_\(name)_us", keystroke, digits: 1)
      Bench.report("baseline_string_insert_\(name)_us", unique, digits: 3)
      Bench.report("baseline_shared_string_insert_\(name)_us", shared, digits: 1)
      Bench.report("document_keystroke_\(name)_vs_string_insert", keystroke / unique, digits: 2)
      Bench.report(
        "document_keystroke_\(name)_vs_shared_string_insert", keystroke / shared, digits: 2)
    }
  }

  /// The index at `fraction` of `text`, on a character boundary.
  private static func position(in text: String, fraction: Double) -> String.Index {
    let utf8 = text.utf8
    var index = utf8.index(utf8.startIndex, offsetBy: Int(Double(utf8.count) * fraction))
    while index > text.startIndex, index.samePosition(in: text) == nil {
      index = utf8.index(before: index)
    }
    return index
  }

  /// Up, down, line start and line end from carets spread over the document.
  private static func caretMovement(_ view: HeadlessTextView) {
    let carets = Bench.quick ? 50 : 2_000
    var generator = SystemRandomNumberGenerator()
    let length = view.text.utf16.count
    var samples: [HeadlessTextView.CaretMovement: [Double]] = [:]
    for _ in 0..<carets {
      view.select(
        view.clampedRange(
          NSRange(location: Int.random(in: 0...length, using: &generator), length: 0)))
      for movement in [HeadlessTextView.CaretMovement.down, .up, .lineEnd, .lineStart] {
        samples[movement, default: []].append(Bench.seconds { view.moveCaret(movement) } * 1e6)
      }
    }
    for (movement, name) in [
      (HeadlessTextView.CaretMovement.up, "up"), (.down, "down"), (.lineStart, "line_start"),
      (.lineEnd, "line_end"),
    ] {
      let sorted = samples[movement, default: [0]].sorted()
      Bench.report("document_caret_\(name)_median_us", median(sorted), digits: 2)
      Bench.report("document_caret_\(name)_max_us", sorted.last ?? 0, digits: 1)
    }
  }

  /// Frames of a 40 × 120 text area scrolled to the middle of the document: a keystroke or
  /// a move of the caret, then the frame drawn into a canvas and diffed into escape
  /// sequences (everything but the `write`), beside the 16.7 ms a 60 Hz frame allows.
  private static func terminalFrames(_ view: HeadlessTextView) {
    let widget = TextAreaWidget(view)
    var renderer = TerminalRenderer()
    func frame() -> Int {
      var canvas = Canvas(rows: 40, columns: 120)
      widget.draw(into: &canvas, row: 0, column: 0, width: 120, height: 40)
      return renderer.render(canvas).utf8.count
    }
    view.moveCaret(to: view.text.utf16.count / 2)
    _ = frame()
    var samples: [Double] = []
    let keys: [KeyEvent] = [
      KeyEvent(.character("x")), KeyEvent(.down), KeyEvent(.backspace), KeyEvent(.pageDown),
      KeyEvent(.up), KeyEvent(.pageUp), KeyEvent(.end), KeyEvent(.home),
    ]
    for _ in 0..<(Bench.quick ? 1 : 25) {
      for key in keys {
        samples.append(
          Bench.seconds {
            widget.handle(key)
            blackHole(frame())
          } * 1000)
      }
    }
    samples.sort()
    Bench.report("document_terminal_frame_median_ms", samples[samples.count / 2])
    Bench.report("document_terminal_frame_max_ms", samples[samples.count - 1])
    renderer.invalidate()
    let full = Bench.medianMilliseconds(runs: Bench.quick ? 1 : 9) {
      renderer.invalidate()
      blackHole(frame())
    }
    Bench.report("document_terminal_full_redraw_ms", full)
    Bench.report("baseline_60hz_frame_ms", 1000.0 / 60, digits: 1)
  }

  /// A 100 MB paste into an empty view, and caret movement on a 10 MB line with no break.
  private static func longInput() {
    let paste = String(
      repeating: "a pasted log line, café 日本 👍🏽\n", count: Bench.quick ? 1_000 : 2_700_000)
    let view = HeadlessTextView()
    view.tap()
    let pasteMilliseconds = Bench.seconds { view.paste(paste) } * 1000
    precondition(view.text.utf8.count == paste.utf8.count)
    Bench.report("paste_bytes", paste.utf8.count)
    Bench.report("paste_ms", pasteMilliseconds, digits: 1)

    let line = String(repeating: "no break at all ", count: Bench.quick ? 1_000 : 650_000)
    let long = HeadlessTextView()
    long.text = "before\n" + line + "\nafter"
    long.tap()
    long.select(NSRange(location: 7 + line.utf16.count / 2, length: 0))
    var times: [Double] = []
    for movement in [HeadlessTextView.CaretMovement.lineStart, .lineEnd, .up, .down] {
      times.append(Bench.seconds { long.moveCaret(movement) } * 1000)
    }
    Bench.report("long_line_bytes", line.utf8.count)
    Bench.report("long_line_caret_slowest_move_ms", times.max() ?? 0, digits: 1)
    let typing = Bench.seconds { long.insertText("x") } * 1000
    Bench.report("long_line_keystroke_ms", typing, digits: 2)
  }

  private static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
  }
}

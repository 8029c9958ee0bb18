import Fieldwork

/// Keystrokes through the whole pipeline (field → coordinator → binding → State → host update),
/// and typing at the end of a 1 MB text, each beside a bare `String.append` in the same run.
@MainActor enum TypingBenchmark {
  static func run() {
    pipeline()
    largeText()
  }

  static func pipeline(scale: Int = 1) {
    // Five rounds, each timed on its own; the figures are the median round's. A single
    // timing swung by up to 2x on a shared 2-core machine.
    let rounds = 5
    let keystrokesPerRound = (Bench.quick ? 400 : 40_000) * scale
    let keystrokes = rounds * keystrokesPerRound
    let text = State(wrappedValue: "")
    let host = RepresentableHost { TextField("Type", text: text.projectedValue) }
    let field = host.view
    field.tap()
    let letters = Array("the quick brown fox jumps over the lazy dog ").map(String.init)
    // Start over every 1,000 keystrokes so the figure is per keystroke, not per text length.
    var samples: [Double] = []
    for _ in 0..<rounds {
      samples.append(
        Bench.seconds {
          for i in 0..<keystrokesPerRound {
            if i % 1_000 == 0 { text.wrappedValue = "" }
            field.insertText(letters[i % letters.count])
          }
        })
      precondition(text.wrappedValue == field.text, "binding and field diverged")
    }

    var bare = ""
    var bareSamples: [Double] = []
    for _ in 0..<rounds {
      bareSamples.append(
        Bench.seconds {
          for i in 0..<keystrokesPerRound {
            if i % 1_000 == 0 { bare = "" }
            bare.append(letters[i % letters.count])
          }
        })
    }
    blackHole(bare)
    samples.sort()
    bareSamples.sort()
    let seconds = samples[rounds / 2]
    let bareSeconds = bareSamples[rounds / 2]
    let perRound = Double(keystrokesPerRound)
    Bench.report("pipeline_keystrokes", keystrokes)
    Bench.report("pipeline_keystrokes_per_sec", perRound / seconds, digits: 0)
    Bench.report("pipeline_keystroke_us", seconds / perRound * 1e6, digits: 2)
    Bench.report("pipeline_keystroke_us_fastest_round", samples[0] / perRound * 1e6, digits: 2)
    Bench.report(
      "pipeline_keystroke_us_slowest_round", samples[rounds - 1] / perRound * 1e6, digits: 2)
    Bench.report("baseline_string_append_per_sec", perRound / bareSeconds, digits: 0)
    Bench.report("pipeline_vs_append_slowdown", seconds / bareSeconds, digits: 0)
  }

  private static func largeText() {
    let keystrokes = Bench.quick ? 200 : 5_000
    let size = Bench.quick ? 10_000 : 1_000_000
    let big = String(repeating: "abcdefghij", count: size / 10)
    let field = HeadlessTextField()
    field.text = big
    field.tap()
    let seconds = Bench.seconds {
      for _ in 0..<keystrokes { field.insertText("x") }
    }
    precondition(field.text.utf16.count == size + keystrokes)

    let text = State(wrappedValue: big)
    let host = RepresentableHost { TextField(text: text.projectedValue) }
    host.view.tap()
    let boundSeconds = Bench.seconds {
      for _ in 0..<keystrokes { host.view.insertText("x") }
    }
    precondition(text.wrappedValue.utf16.count == size + keystrokes)

    var bare = big
    let bareSeconds = Bench.seconds {
      for _ in 0..<keystrokes { bare.append("x") }
    }
    blackHole(bare)
    Bench.report("large_text_bytes", size)
    Bench.report("large_text_field_keystroke_us", seconds / Double(keystrokes) * 1e6, digits: 2)
    Bench.report(
      "large_text_bound_keystroke_us", boundSeconds / Double(keystrokes) * 1e6, digits: 2)
    Bench.report(
      "baseline_large_string_append_us", bareSeconds / Double(keystrokes) * 1e6, digits: 3)
    nonASCII(size: size)
  }

  /// A bare field at the end of 1 MB of mixed-script text ("é", CJK, emoji), beside the same
  /// keystroke in a 20-character field.
  private static func nonASCII(size: Int) {
    let keystrokes = Bench.quick ? 100 : 2_000
    let unit = "abcdé日本👍🏽fgh "
    let big = String(repeating: unit, count: size / unit.utf8.count)
    let typed = ["é", "x", "日", "👍🏽"]
    func perKeystroke(_ start: String) -> Double {
      let field = HeadlessTextField()
      field.text = start
      field.tap()
      let seconds = Bench.seconds {
        for i in 0..<keystrokes {
          field.insertText(typed[i % typed.count])
          // Keep a short field short: every other keystroke deletes one.
          if start.utf8.count < 100, i % 2 == 1 { field.deleteBackward() }
        }
      }
      precondition(field.text.hasPrefix(start.prefix(10)))
      return seconds / Double(keystrokes) * 1e6
    }
    let large = perKeystroke(big)
    let short = perKeystroke(String(big.prefix(20)))
    let text = State(wrappedValue: big)
    let host = RepresentableHost { TextField(text: text.projectedValue) }
    host.view.tap()
    let bound = Bench.seconds {
      for i in 0..<keystrokes { host.view.insertText(typed[i % typed.count]) }
    }
    precondition(text.wrappedValue == host.view.text, "binding and field diverged")
    Bench.report(
      "large_text_bound_mixed_script_keystroke_us", bound / Double(keystrokes) * 1e6, digits: 2)
    Bench.report("large_text_field_mixed_script_keystroke_us", large, digits: 2)
    Bench.report("baseline_short_field_mixed_script_keystroke_us", short, digits: 2)
    Bench.report("large_text_field_mixed_script_vs_short", large / short, digits: 1)
  }
}

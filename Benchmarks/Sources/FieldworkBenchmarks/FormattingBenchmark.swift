import Fieldwork
import Foundation

/// A keystroke in a field that formats as the person types, beside the same keystroke in a
/// plain field, in the same run: a phone mask, a card mask with affine formats, and a live
/// number. Each round types a whole number (ten or sixteen digits) into an empty field, one
/// key at a time through the whole pipeline (field, formatter, binding, `State`, host), then
/// empties it (not timed). Also what compiling a format costs, made anew and from the cache.
@MainActor enum FormattingBenchmark {
  static func run() {
    let rounds = Bench.quick ? 20 : 4_000
    /// A field made by `configure`, and a function that types `digits` into it once, empty,
    /// and returns the microseconds per key (the emptying is not timed).
    func typist(_ digits: String, _ configure: @escaping (TextField) -> TextField) -> () -> Double {
      let text = State(wrappedValue: "")
      let host = RepresentableHost { configure(TextField("", text: text.projectedValue)) }
      let field = host.view
      field.tap()
      let keys = digits.map(String.init)
      return {
        // The host holds the coordinator that writes the binding: keep it alive.
        withExtendedLifetime(host) {}
        let seconds = Bench.seconds { for key in keys { field.insertText(key) } }
        if text.wrappedValue != field.text {
          fatalError("binding and field diverged: \(text.wrappedValue) \(field.text)")
        }
        field.selectAll()
        field.deleteBackward()
        return seconds / Double(keys.count) * 1e6
      }
    }
    /// The median microseconds per key of `formatted` and of a plain field, the two typed in
    /// turn, round after round, so that both see the machine in the same state.
    func compare(
      _ name: String, _ digits: String, _ configure: @escaping (TextField) -> TextField
    ) {
      let plain = typist(digits) { $0 }
      let formatted = typist(digits, configure)
      var plainSamples: [Double] = []
      var formattedSamples: [Double] = []
      for _ in 0..<rounds {
        plainSamples.append(plain())
        formattedSamples.append(formatted())
      }
      plainSamples.sort()
      formattedSamples.sort()
      let plainMedian = plainSamples[rounds / 2]
      let formattedMedian = formattedSamples[rounds / 2]
      Bench.report("baseline_formatting_\(name)_plain_keystroke_us", plainMedian, digits: 2)
      Bench.report("formatting_\(name)_keystroke_us", formattedMedian, digits: 2)
      Bench.report("formatting_\(name)_vs_plain", formattedMedian / plainMedian, digits: 2)
    }
    compare("phone_mask", "5551234567") { $0.mask("+1 ([000]) [000]-[0000]") }
    compare("card_affine_mask", "4111111111111111") {
      $0.mask(
        "{37}[00] [000000] [00000]",
        affineFormats: ["{34}[00] [000000] [00000]", "[0000] [0000] [0000] [0000]"])
    }
    compare("live_number", "1234567") {
      $0.formatted(by: NumberInputFormatter(.number.locale(Locale(identifier: "en_US"))))
    }

    let format = "+1 ([000]) [000]-[0000]"
    let compiles = Bench.quick ? 100 : 10_000
    let fresh = Bench.seconds {
      for _ in 0..<compiles { blackHole(try! Mask(format: format)) }
    }
    let cached = Bench.seconds {
      for _ in 0..<compiles { blackHole(try! Mask.getOrCreate(withFormat: format)) }
    }
    Bench.report("formatting_mask_compile_us", fresh / Double(compiles) * 1e6, digits: 2)
    Bench.report("formatting_mask_get_or_create_us", cached / Double(compiles) * 1e6, digits: 2)
  }
}

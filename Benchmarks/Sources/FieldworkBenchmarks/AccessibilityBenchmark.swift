import FieldworkSwiftUI

/// The accessibility audit of the 10,000-row to-do screen with its first screenful made, and
/// the spoken transcript of a 50-element form, beside what a test already does on the same
/// screens in the same run: `findAll` of its texts, and the printed tree.
@MainActor
enum AccessibilityBenchmark {
  static func run() {
    let count = Bench.quick ? 1_000 : 10_000
    let items = BenchItem.list(count: count)
    let runs = Bench.quick ? 3 : 30
    let list = ViewHost { BenchFilteredList(items: items, filter: .contains) }
    let audit = Bench.medianMilliseconds(runs: runs) {
      blackHole(list.accessibilityAuditIssues().count)
    }
    let elements = Bench.medianMilliseconds(runs: runs) {
      blackHole(list.accessibilityElements.count)
    }
    // Counted before the printed tree below makes every row.
    let onScreen = list.accessibilityElements.count
    let tree = Bench.medianMilliseconds(runs: runs) { blackHole(list.tree.count) }
    Bench.report("accessibility_audit_\(count)_rows_ms", audit)
    Bench.report("accessibility_elements_\(count)_rows_ms", elements)
    Bench.report("baseline_tree_\(count)_rows_ms", tree)
    Bench.report("accessibility_audit_\(count)_rows_elements", onScreen)

    let form = ViewHost { BenchForm() }
    let transcript = Bench.medianMilliseconds(runs: runs * 3) { blackHole(form.spokenScreen.count) }
    let formTree = Bench.medianMilliseconds(runs: runs * 3) { blackHole(form.tree.count) }
    let findAll = Bench.medianMilliseconds(runs: runs * 3) {
      blackHole((try? form.inspect().findAll(ViewType.Text.self).count) ?? 0)
    }
    Bench.report("accessibility_form_elements", form.accessibilityElements.count)
    Bench.report("accessibility_transcript_form_ms", transcript)
    Bench.report("baseline_tree_form_ms", formTree)
    Bench.report("baseline_findAll_texts_form_ms", findAll)
  }
}

/// A sign-up form of 50 elements: ten sections of a heading, two fields, a toggle and a
/// button.
struct BenchForm: View {
  @State private var values = Array(repeating: "", count: 20)
  @State private var flags = Array(repeating: false, count: 10)

  var body: some View {
    Form {
      ForEach(0..<10, id: \.self) { section in
        Section {
          TextField("First \(section)", text: $values[section * 2])
          SecureField("Secret \(section)", text: $values[section * 2 + 1])
          Toggle("Option \(section)", isOn: $flags[section])
          Button("Save \(section)") {}
        } header: {
          Text("Part \(section)")
        }
      }
    }
  }
}

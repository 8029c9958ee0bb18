import FieldworkUIKit

/// Hosting and auditing every preview of a sample app of 20 screens (lists, forms, details,
/// settings and empty states, as a to-do or contacts app previews them): what a smoke test
/// of a whole app costs. The baseline hosts the same 20 screens through `ViewHost`, named by
/// hand, without finding or auditing them.
@MainActor
enum PreviewBenchmark {
  static func run() {
    let runs = Bench.quick ? 3 : 30
    let previews = Preview.all(inModule: "FieldworkBenchmarks")
    Bench.report("previews_found", previews.count)
    let find = Bench.medianMilliseconds(runs: runs) { blackHole(Preview.all.count) }
    let all = Bench.medianMilliseconds(runs: runs) {
      var issues = 0
      var spoken = 0
      for preview in Preview.all(inModule: "FieldworkBenchmarks") {
        let host = preview.host(diagnosticHandler: { _ in })
        issues += host.accessibilityAuditIssues().count
        spoken += host.spokenScreen.count
      }
      blackHole(issues + spoken)
    }
    let hostOnly = Bench.medianMilliseconds(runs: runs) {
      var rows = 0
      for screen in 0..<20 {
        let host = ViewHost(diagnosticHandler: { _ in }) { PreviewBenchScreen(index: screen) }
        rows += Int(host.size.width)
      }
      blackHole(rows)
    }
    Bench.report("previews_find_all_ms", find)
    Bench.report("previews_host_audit_and_speak_all_20_ms", all)
    Bench.report("baseline_host_20_screens_by_hand_ms", hostOnly)
  }
}

/// One of the sample app's 20 screens, picked by `index`.
struct PreviewBenchScreen: View {
  let index: Int

  var body: some View {
    switch index % 5 {
    case 0: PreviewBenchList(count: 20 + index)
    case 1: BenchForm()
    case 2: PreviewBenchDetail(name: "Contact \(index)")
    case 3: PreviewBenchSettings()
    default: PreviewBenchEmpty()
    }
  }
}

struct PreviewBenchList: View {
  let count: Int
  @State private var query = ""

  var body: some View {
    NavigationStack {
      List {
        ForEach(0..<count, id: \.self) { row in
          HStack {
            Text("Item \(row)")
            Spacer()
            Image(systemName: "chevron.right").accessibilityHidden(true)
          }
        }
      }
      .searchable(text: $query)
      .navigationTitle("Items")
    }
  }
}

struct PreviewBenchDetail: View {
  let name: String
  @State private var favourite = false

  var body: some View {
    VStack {
      Text(name).font(.title)
      Text("\(name.lowercased().replacingOccurrences(of: " ", with: "."))@example.org")
      Toggle("Favourite", isOn: $favourite)
      Button("Call") {}
      Button("Message") {}
    }
  }
}

struct PreviewBenchSettings: View {
  @State private var notifications = true
  @State private var name = "Ada"

  var body: some View {
    Form {
      Section("Profile") {
        TextField("Name", text: $name)
      }
      Section("Alerts") {
        Toggle("Notifications", isOn: $notifications)
      }
    }
  }
}

struct PreviewBenchEmpty: View {
  var body: some View {
    VStack {
      Image(systemName: "tray").accessibilityHidden(true)
      Text("Nothing here yet")
      Button("Add the first one") {}
    }
  }
}

#Preview("Screen 0") { PreviewBenchScreen(index: 0) }
#Preview("Screen 1") { PreviewBenchScreen(index: 1) }
#Preview("Screen 2") { PreviewBenchScreen(index: 2) }
#Preview("Screen 3") { PreviewBenchScreen(index: 3) }
#Preview("Screen 4") { PreviewBenchScreen(index: 4) }
#Preview("Screen 5") { PreviewBenchScreen(index: 5) }
#Preview("Screen 6") { PreviewBenchScreen(index: 6) }
#Preview("Screen 7") { PreviewBenchScreen(index: 7) }
#Preview("Screen 8") { PreviewBenchScreen(index: 8) }
#Preview("Screen 9") { PreviewBenchScreen(index: 9) }
#Preview("Screen 10") { PreviewBenchScreen(index: 10) }
#Preview("Screen 11") { PreviewBenchScreen(index: 11) }
#Preview("Screen 12") { PreviewBenchScreen(index: 12) }
#Preview("Screen 13") { PreviewBenchScreen(index: 13) }
#Preview("Screen 14") { PreviewBenchScreen(index: 14) }
#Preview("Screen 15") { PreviewBenchScreen(index: 15) }
#Preview("Screen 16") { PreviewBenchScreen(index: 16) }
#Preview("Screen 17") { PreviewBenchScreen(index: 17) }
#Preview("Screen 18", traits: .landscapeLeft) { PreviewBenchScreen(index: 18) }
#Preview("Screen 19") {
  @Previewable @State var count = 40
  PreviewBenchList(count: count)
}

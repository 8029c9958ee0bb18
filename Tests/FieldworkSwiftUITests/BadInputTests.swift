import FieldworkSwiftUI
import Testing

private struct WritesDuringBody: View {
  @State private var renders = 0

  var body: some View {
    let _ = renders += 1
    Text("renders \(renders)")
  }
}

private struct ChasesItsTail: View {
  @State var value = 0
  @State var other = 0

  var body: some View {
    VStack {
      Text("value \(value)")
      Button("start") { value = 1 }
    }
    .onChange(of: value) { _, new in value = new + 1 }
  }
}

private struct NeedsAModel: View {
  @Environment(Counts.self) private var counts

  var body: some View {
    Text("counts \(counts.value)")
  }
}

private struct MayHaveAModel: View {
  @Environment(Counts.self) private var counts: Counts?

  var body: some View {
    Text(counts.map { "counts \($0.value)" } ?? "no model")
  }
}

@MainActor @Suite struct BadInputTests {
  @Test func aForEachWithDuplicateIdsIsReportedAndKeepsEveryRow() throws {
    var diagnostics: [UpdateDiagnostic] = []
    @State var names = ["Ada", "Grace", "Ada", "Ada"]
    let host = ViewHost(diagnosticHandler: { diagnostics.append($0) }) {
      VStack {
        ForEach(names, id: \.self) { Counter(label: $0) }
      }
    }
    #expect(diagnostics.map(\.kind) == [.duplicateIdentifier("Ada")])
    #expect(diagnostics.first?.description.contains("met the id Ada more than once") == true)
    #expect(try host.inspect().findAll(Counter.self).map { try $0.actualView().label } == names)
    // The duplicates keep their state apart, by their order among the duplicates.
    try host.inspect().findAll(ViewType.Button.self)[2].tap()
    #expect(
      try host.inspect().findAll(ViewType.Button.self).map {
        try $0.labelView().view(ViewType.Text.self).string()
      } == ["Ada 0", "Grace 0", "Ada 1", "Ada 0"])
    names = ["Grace"]
    #expect(try host.inspect().findAll(Counter.self).count == 1)
  }

  @Test func aStateWriteInsideBodyIsReportedAndCannotLoopForever() throws {
    var diagnostics: [UpdateDiagnostic] = []
    let host = ViewHost(diagnosticHandler: { diagnostics.append($0) }) { WritesDuringBody() }
    #expect(diagnostics.contains { $0.kind == .stateWrittenDuringBody })
    #expect(diagnostics.contains { $0.kind == .updateCycle })
    #expect(
      diagnostics.first { $0.kind == .stateWrittenDuringBody }?.description.contains(
        "Modifying state during view update") == true)
    // Stopped, not hung: the text shows the last render's value.
    #expect(try host.inspect().find(ViewType.Text.self).string().hasPrefix("renders "))
  }

  @Test func anOnChangeThatWritesWhatItWatchesIsStopped() throws {
    var diagnostics: [UpdateDiagnostic] = []
    let host = ViewHost(diagnosticHandler: { diagnostics.append($0) }) { ChasesItsTail() }
    try host.inspect().find(button: "start").tap()
    #expect(diagnostics.map(\.kind).contains(.onChangeLoop))
    let value = try host.inspect().find(ChasesItsTail.self).actualView().value
    #expect(value > 1 && value < 40)
    #expect(diagnostics.first?.description.contains("changed what it watches") == true)
  }

  @Test func aMissingEnvironmentObjectIsReportedInsteadOfTrapping() throws {
    var diagnostics: [UpdateDiagnostic] = []
    let host = ViewHost(diagnosticHandler: { diagnostics.append($0) }) {
      VStack {
        Text("above")
        NeedsAModel()
        MayHaveAModel()
      }
    }
    #expect(diagnostics.map(\.kind) == [.missingEnvironmentObject("Counts")])
    #expect(try host.inspect().find(text: "no model").string() == "no model")
    #expect(host.tree.contains("NeedsAModel  ⚠︎ missing environment object Counts"))
    #expect(throws: InspectionError.self) {
      try host.inspect().find(NeedsAModel.self).actualView()
    }
    // Provided, the same view renders.
    let provided = ViewHost { NeedsAModel().environment(Counts()) }
    #expect(try provided.inspect().find(text: "counts 0").string() == "counts 0")
  }

  @Test func aSearchThatFindsNothingThrowsEvenOnAnEmptyTree() {
    let host = ViewHost { EmptyView() }
    #expect(throws: InspectionError.self) { try host.inspect().find(text: "anything") }
    host.dismantle()
    #expect(throws: InspectionError.self) { try host.inspect() }
  }
}

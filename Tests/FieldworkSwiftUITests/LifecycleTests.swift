import FieldworkUIKit
import Testing

@MainActor final class EventLog {
  var events: [String] = []
  func append(_ event: String) { events.append(event) }
}

private struct Lifecycle: View {
  let log: EventLog
  @State var showsDetail = true
  @State var count = 0

  var body: some View {
    VStack {
      if showsDetail {
        Text("detail")
          .onAppear { log.append("detail appeared") }
          .onDisappear { log.append("detail disappeared") }
      }
      Button("bump \(count)") { count += 1 }
        .onChange(of: count) { old, new in log.append("count \(old)→\(new)") }
        .onChange(of: count, initial: true) { log.append("count is \(count)") }
      Button("toggle") { showsDetail.toggle() }
    }
    .onAppear { log.append("stack appeared") }
  }
}

private struct Loader: View {
  let log: EventLog
  @State private var status = "idle"
  @State var query = "a"

  var body: some View {
    Text(status)
      .task { log.append("task started") }
      .task(id: query) {
        status = "loading \(query)"
        await Task.yield()
        status = "loaded \(query)"
        log.append("loaded \(query)")
      }
  }
}

private struct Animated: View {
  @State var isExpanded = false

  var body: some View {
    VStack {
      Text(isExpanded ? "expanded" : "collapsed")
        .animation(.easeInOut(duration: 2), value: isExpanded)
      Button("expand") {
        withAnimation(.spring()) { isExpanded = true }
      }
    }
  }
}

@MainActor @Suite struct LifecycleTests {
  @Test func appearAndDisappearRunOnceAsTheViewJoinsAndLeaves() throws {
    let log = EventLog()
    let host = ViewHost { Lifecycle(log: log) }
    #expect(log.events == ["stack appeared", "detail appeared", "count is 0"])
    // The view the `if` holds stands in its place (no node of its own); gone, it leaves an
    // absent view there, and the views after it keep their indices.
    #expect(try host.inspect().vStack().text(0).string() == "detail")
    try host.inspect().find(button: "toggle").tap()
    #expect(log.events.suffix(1) == ["detail disappeared"])
    let absent = #expect(throws: InspectionError.self) { try host.inspect().vStack().text(0) }
    #expect(absent?.localizedDescription.hasSuffix("is absent") == true)
    #expect(try host.inspect().vStack().button(1).labelView().text().string() == "bump 0")
    try host.inspect().find(button: "toggle").tap()
    #expect(log.events.suffix(1) == ["detail appeared"])
    #expect(try host.inspect().vStack().text(0).string() == "detail")
    try host.inspect().find(button: "bump 0").tap()
    // Nothing appears again: the stack and the detail stayed in the tree.
    #expect(log.events.suffix(2) == ["count 0→1", "count is 1"])
    host.dismantle()
    #expect(log.events.last == "detail disappeared")
  }

  @Test func onChangeRunsOncePerChangeAndNeverForAnEqualValue() throws {
    let log = EventLog()
    let host = ViewHost { Lifecycle(log: log) }
    let lifecycle = try host.inspect().find(Lifecycle.self)
    try lifecycle.actualView().count = 5
    try lifecycle.actualView().count = 5
    #expect(log.events.filter { $0.contains("→") } == ["count 0→5"])
  }

  @Test func aTaskRunsAndSettleWaitsForIt() async throws {
    let log = EventLog()
    let host = ViewHost { Loader(log: log) }
    #expect(try host.inspect().find(ViewType.Text.self).string() == "idle")
    #expect(await host.settle())
    #expect(try host.inspect().find(ViewType.Text.self).string() == "loaded a")
    #expect(log.events.sorted() == ["loaded a", "task started"])
    // A new id cancels the task and runs it again; the plain task runs once.
    try host.inspect().find(Loader.self).actualView().query = "b"
    await host.settle()
    #expect(try host.inspect().find(ViewType.Text.self).string() == "loaded b")
    #expect(log.events.filter { $0 == "task started" }.count == 1)
  }

  @Test func aTaskThatNeverWaitsForTheClockIsNotWaitedForForever() async {
    var diagnostics: [UpdateDiagnostic] = []
    let host = ViewHost(diagnosticHandler: { diagnostics.append($0) }) { Spinner() }
    #expect(await host.settle(maximumRounds: 5) == false)
    #expect(diagnostics.map(\.kind) == [.taskStillRunning("the .task of Spinner")])
    #expect(diagnostics.first?.description.contains("the .task of Spinner") == true)
    host.dismantle()
  }

  @Test func animationsCompleteAtOnce() throws {
    let host = ViewHost { Animated() }
    try host.inspect().find(button: "expand").tap()
    let text = try host.inspect().find(ViewType.Text.self)
    #expect(try text.string() == "expanded")
    #expect(try text.attribute("animation", as: String.self) == "easeInOut(2.0)")
  }

  @Test func settleRunsTheMainQueueHopsOfAWrapperWrittenForIOS() async throws {
    let host = ViewHost { ProfileView() }
    let wrapper: UITextField = try host.inspect().find(CustomTextField.self).actualView().uiView()
    wrapper.tap()
    // The wrapper's coordinator hops its focus write through DispatchQueue.main.async: until
    // the main queue runs, the next render would dismiss the field, as on a device where the
    // keystroke came before the hop.
    #expect(try !host.inspect().find(CustomTextField.self).actualView().isFirstResponder)
    await host.settle()
    #expect(try host.inspect().find(CustomTextField.self).actualView().isFirstResponder)
    wrapper.type("Ada")
    let status = try host.inspect().find(viewWithAccessibilityIdentifier: "status")
    #expect(try status.view(ViewType.Text.self).string() == "Edited 3 times")
  }
}

/// A filter that is `Equatable` and not `Hashable`, as `.task(id:)` allows (SwiftUI's
/// declaration: `func task<T: Equatable>(id value: T, …)`).
private struct SearchFilter: Equatable {
  var text: String
  var scope: [String]
}

private struct FilteredLoader: View {
  let log: EventLog
  @State var filter = SearchFilter(text: "a", scope: ["all"])

  var body: some View {
    Button("narrow") { filter.scope = ["mine"] }
      .task(id: filter) { log.append("loaded \(filter.text) in \(filter.scope)") }
  }
}

@MainActor @Suite struct TaskIdentityTests {
  @Test func aTaskWhoseIdIsOnlyEquatableRestartsWhenItChanges() async throws {
    let log = EventLog()
    let host = ViewHost { FilteredLoader(log: log) }
    await host.settle()
    #expect(log.events == ["loaded a in [\"all\"]"])
    host.update()
    await host.settle()
    #expect(log.events.count == 1)
    try host.inspect().find(button: "narrow").tap()
    await host.settle()
    #expect(log.events == ["loaded a in [\"all\"]", "loaded a in [\"mine\"]"])
  }
}

/// A view whose task never sleeps on the host's clock: it turns the main actor until it is
/// cancelled.
private struct Spinner: View {
  var body: some View {
    Text("spinning").task {
      while !Task.isCancelled { await Task.yield() }
    }
  }
}

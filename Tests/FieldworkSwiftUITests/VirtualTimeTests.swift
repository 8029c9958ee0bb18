import FieldworkUIKit
import Testing

/// A search field above its results: the screens below differ only in where the query and
/// results live and how the search is debounced.
private struct SearchColumn: View {
  @Binding var query: String
  let results: [String]

  var body: some View {
    VStack {
      TextField("Search", text: $query)
      ForEach(results, id: \.self) { Text($0) }
    }
  }
}

/// The search screen of a modern view model: `.task(id:)` restarts on every keystroke and
/// debounces with a plain `Task.sleep`, as Apple's sample code and most tutorials since 2023
/// write it.
private struct TaskDebouncedSearch: View {
  let names: [String]
  let log: EventLog
  @State var query = ""
  @State var results: [String] = []

  var body: some View {
    SearchColumn(query: $query, results: results)
      .task(id: query) {
        do {
          try await Task.sleep(for: .milliseconds(300))
        } catch {
          log.events.append("cancelled \(query)")
          return
        }
        log.events.append("searched \(query)")
        results = query.isEmpty ? [] : names.filter { $0.localizedCaseInsensitiveContains(query) }
      }
  }
}

/// An `@Observable` model that debounces on a clock it is given, with a `Task` that cancels
/// the one before it.
@MainActor @Observable
private final class ClockSearchModel {
  var query = "" {
    didSet { scheduleSearch() }
  }
  private(set) var results: [String] = []
  private(set) var searches = 0
  private var searchTask: Task<Void, Never>?
  private let clock: any Clock<Duration>
  private let names: [String]

  init(names: [String], clock: any Clock<Duration>) {
    self.names = names
    self.clock = clock
  }

  private func scheduleSearch() {
    searchTask?.cancel()
    let query = query
    searchTask = Task {
      do { try await clock.sleep(for: .milliseconds(300)) } catch { return }
      searches += 1
      results = names.filter { $0.localizedCaseInsensitiveContains(query) }
    }
  }
}

private struct ClockSearchScreen: View {
  @State var model: ClockSearchModel

  var body: some View {
    SearchColumn(query: $model.query, results: model.results)
  }
}

/// A Combine view model that debounces on the scheduler it is given, and a screen that
/// also starts a `.task` sleeping on the host's clock: one advance moves both.
@MainActor private final class CombineSearchModel: ObservableObject {
  @Published var query = ""
  @Published private(set) var results: [String] = []
  var timeline: [String] = []

  init(names: [String], scheduler: AnySchedulerOf<DispatchQueue>) {
    $query.dropFirst().debounce(for: .milliseconds(300), scheduler: scheduler)
      .map { query in names.filter { $0.localizedCaseInsensitiveContains(query) } }
      .handleEvents(receiveOutput: { [weak self] _ in self?.timeline.append("debounced") })
      .assign(to: &$results)
  }
}

private struct CombineSearchScreen: View {
  @ObservedObject var model: CombineSearchModel

  var body: some View {
    SearchColumn(query: $model.query, results: model.results)
      .task {
        try? await Task.sleep(for: .milliseconds(200))
        model.timeline.append("task at 200 ms")
        try? await Task.sleep(for: .milliseconds(200))
        model.timeline.append("task at 400 ms")
      }
  }
}

/// A "Copied" label that a button shows and a main-queue hop hides two seconds later, and a
/// banner `onAppear` schedules the same way.
private struct CopyButton: View {
  @State var copied = false
  @State var bannerShown = true

  var body: some View {
    VStack {
      Button("Copy") {
        copied = true
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) { copied = false }
      }
      if copied { Text("Copied") }
      if bannerShown { Text("Welcome") }
    }
    .onAppear {
      DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(1_500)) {
        bannerShown = false
      }
    }
  }
}

@MainActor @Suite struct VirtualTimeTests {
  let names = ["Ada Lovelace", "Adele Goldberg", "Grace Hopper"]

  private func rows<C: View>(_ host: ViewHost<C>) throws -> [String] {
    try host.inspect().find(ViewType.ForEach.self).findAll(ViewType.Text.self).map {
      try $0.string()
    }
  }

  @Test func aTaskIDDebounceWithPlainTaskSleepRunsOnTheHostsClock() async throws {
    let log = EventLog()
    let host = ViewHost(clock: TestClock()) { TaskDebouncedSearch(names: names, log: log) }
    // The first task (for "") sleeps on the host's clock: settling does not wait for it.
    #expect(await host.settle())
    let field = try host.inspect().find(ViewType.TextField.self)
    for query in ["a", "ad", "ada"] {
      try field.setInput(query)
      #expect(await host.settle())
    }
    // The closure reads the state when it runs: each cancelled task sees the next query.
    #expect(log.events == ["cancelled a", "cancelled ad", "cancelled ada"])
    try await host.advance(by: .milliseconds(299))
    #expect(log.events.count == 3)
    #expect(try rows(host) == [])
    try await host.advance(by: .milliseconds(1))
    #expect(log.events.last == "searched ada")
    #expect(try rows(host) == ["Ada Lovelace"])
    #expect(host.clock.now.offset == .milliseconds(300))
  }

  @Test func aModelTaskThatSleepsOnATestClockIsDebouncedWithoutWaiting() async throws {
    let clock = TestClock()
    let model = ClockSearchModel(names: names, clock: clock)
    model.query = "a"
    model.query = "ad"
    model.query = "ade"
    // The first two tasks were cancelled before they slept: one sleeper.
    try #require(await clock.waitForSleepers(count: 1))
    await clock.advance(by: .milliseconds(299))
    #expect(model.searches == 0)
    await clock.advance(by: .milliseconds(1))
    #expect(model.searches == 1)
    #expect(model.results == ["Adele Goldberg"])
    try await clock.checkSuspension()
  }

  @Test func aHostGivenTheModelsClockRendersTheDebouncedResults() async throws {
    let clock = TestClock()
    let model = ClockSearchModel(names: names, clock: clock)
    let host = ViewHost(clock: clock) { ClockSearchScreen(model: model) }
    try host.inspect().find(ViewType.TextField.self).setInput("grace")
    try #require(await clock.waitForSleepers())
    try await host.advance(by: .milliseconds(300))
    #expect(try rows(host) == ["Grace Hopper"])
    #expect(model.searches == 1)
  }

  @Test func movingTheHostsClockBackwardsThrowsAndMovesNothing() async throws {
    let host = ViewHost { EmptyView() }
    try await host.advance(by: .seconds(1))
    await #expect(throws: TimeError.movedBackwards(by: .milliseconds(-1))) {
      try await host.advance(by: .milliseconds(-1))
    }
    #expect(host.clock.now.offset == .seconds(1))
  }

  @Test func aClockGivenToASecondLiveHostIsReported() {
    let clock = TestClock()
    var diagnostics: [UpdateDiagnostic] = []
    let first = ViewHost(clock: clock) { EmptyView() }
    let second = ViewHost(diagnosticHandler: { diagnostics.append($0) }, clock: clock) {
      Text("second")
    }
    #expect(diagnostics.map(\.kind) == [.clockSharedAcrossHosts("ViewHost<EmptyView>")])
    #expect(diagnostics.first?.hostDescription == "ViewHost<Text>")
    _ = (first, second)
  }

  @Test func aSleepingTaskLeavesTheTreeCancelledAndNothingWakesLater() async throws {
    let log = EventLog()
    let host = ViewHost(clock: TestClock()) { TaskDebouncedSearch(names: names, log: log) }
    #expect(await host.settle())
    host.dismantle()
    #expect(await host.settle())
    try await host.advance(by: .seconds(1))
    #expect(log.events == ["cancelled "])
  }

  @Test func aCombineDebounceAndTheScreensTasksAdvanceTogetherInDeadlineOrder() async throws {
    let clock = TestClock()
    let model = CombineSearchModel(
      names: names, scheduler: DispatchQueue.test(clock: clock).eraseToAnyScheduler())
    let host = ViewHost(clock: clock) { CombineSearchScreen(model: model) }
    #expect(await host.settle())
    try await host.advance(by: .milliseconds(100))
    try host.inspect().find(ViewType.TextField.self).setInput("grace")
    try await host.advance(by: .milliseconds(299))
    #expect(model.timeline == ["task at 200 ms"])
    #expect(try rows(host) == [])
    try await host.advance(by: .milliseconds(1))
    #expect(try rows(host) == ["Grace Hopper"])
    try await host.advance(by: .milliseconds(100))
    #expect(model.timeline == ["task at 200 ms", "debounced", "task at 400 ms"])
    try await clock.checkSuspension()
  }

  @Test func aClockDrivenTestSchedulerAdvancedByItselfMovesTheClock() {
    let clock = TestClock()
    let scheduler = DispatchQueue.test(clock: clock)
    var ran: [Int] = []
    scheduler.schedule(after: scheduler.now.advanced(by: .milliseconds(20))) { ran.append(20) }
    scheduler.schedule(after: scheduler.now.advanced(by: .milliseconds(10))) { ran.append(10) }
    #expect(scheduler.pendingActionCount == 2)
    scheduler.advance(by: .milliseconds(15))
    #expect(ran == [10])
    #expect(clock.now.offset == .milliseconds(15))
    scheduler.run()
    #expect(ran == [10, 20])
    #expect(clock.now.offset == .milliseconds(20))
    let runLoop = RunLoop.test(clock: clock)
    runLoop.schedule(after: runLoop.now.advanced(by: .seconds(1))) { ran.append(1_000) }
    runLoop.advance(by: .seconds(1))
    #expect(ran == [10, 20, 1_000])
    #expect(clock.now.offset == .milliseconds(1_020))
  }

  @Test func mainQueueWorkAfterADeadlineWaitsOnTheHostsClock() async throws {
    let host = ViewHost { CopyButton() }
    func texts() throws -> [String] {
      try host.inspect().findAll(ViewType.Text.self).map { try $0.string() }
    }
    try host.inspect().find(button: "Copy").tap()
    #expect(await host.settle())
    #expect(try texts() == ["Copy", "Copied", "Welcome"])
    try await host.advance(by: .milliseconds(1_499))
    #expect(try texts() == ["Copy", "Copied", "Welcome"])
    try await host.advance(by: .milliseconds(1))
    #expect(try texts() == ["Copy", "Copied"])
    try await host.advance(by: .milliseconds(500))
    #expect(try texts() == ["Copy"])
    try await host.clock.checkSuspension()
  }

  @Test func mainQueueWorkAfterADeadlineOutsideAHostIsDispatchsOwn() async {
    // No host's work is running: the work waits in real time, as Dispatch's does.
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(1)) { done.resume() }
    }
  }
}

import FieldworkUIKit
import Testing

@MainActor @Suite struct ViewModelTests {
  static let names = ["Ada Lovelace", "Alan Turing", "Grace Hopper", "Katherine Johnson"]

  func rows(_ host: ViewHost<ContactSearchScreen>) throws -> [String] {
    try host.inspect().find(ViewType.List.self).findAll(ViewType.Text.self).map { try $0.string() }
  }

  @Test func theQueryIsSearchedOnceTypingPauses() throws {
    let scheduler = DispatchQueue.test
    let host = ViewHost {
      ContactSearchScreen(names: Self.names, scheduler: scheduler.eraseToAnyScheduler())
    }
    let field = try host.inspect().find(ViewType.SearchBar.self)
    try field.setInput("a")
    try field.setInput("al")
    #expect(try rows(host) == Self.names)
    scheduler.advance(by: .milliseconds(299))
    #expect(try rows(host) == Self.names)
    scheduler.advance(by: .milliseconds(1))
    #expect(try rows(host) == ["Alan Turing"])
  }
}

final class CounterModel: ObservableObject {
  static let made = Locked(0)
  @Published var count = 0
  init() { Self.made.withLock { $0 += 1 } }
}

final class AppSettings: ObservableObject {
  @Published var name = "Ada"
}

private struct CounterScreen: View {
  @StateObject var model = CounterModel()
  let label: String
  var body: some View {
    VStack {
      Text("\(label): \(model.count)")
      Button("Increment") { model.count += 1 }
      SettingsLine()
    }
  }
}

private struct SettingsLine: View {
  @EnvironmentObject var settings: AppSettings
  var body: some View {
    TextField("Name", text: $settings.name)
    Text("Hello, \(settings.name)")
  }
}

private struct ObservingRow: View {
  @ObservedObject var model: CounterModel
  var body: some View { Text("count \(model.count)") }
}

private struct ParentOfCounter: View {
  @State var label = "Taps"
  var body: some View {
    VStack {
      CounterScreen(label: label)
      Button("Rename") { label = "Presses" }
    }
  }
}

extension ViewModelTests {
  @Test func aStateObjectIsMadeOncePerViewIdentityAndRendersItsChanges() throws {
    CounterModel.made.withLock { $0 = 0 }
    let settings = AppSettings()
    let host = ViewHost { ParentOfCounter().environmentObject(settings) }
    try host.inspect().find(button: "Increment").tap()
    try host.inspect().find(button: "Increment").tap()
    #expect(try host.inspect().find(text: "Taps: 2").string() == "Taps: 2")
    // The parent renders the child anew: its model stays.
    try host.inspect().find(button: "Rename").tap()
    #expect(try host.inspect().find(text: "Presses: 2").string() == "Presses: 2")
    #expect(CounterModel.made.withLock { $0 } == 1)
  }

  @Test func anEnvironmentObjectIsFoundByTypeAndBindsThroughItsProjection() throws {
    let settings = AppSettings()
    let host = ViewHost { CounterScreen(label: "x").environmentObject(settings) }
    try host.inspect().find(ViewType.TextField.self).setInput("Grace")
    #expect(settings.name == "Grace")
    #expect(try host.inspect().find(text: "Hello, Grace").string() == "Hello, Grace")
    settings.name = "Katherine"  // a write from outside renders the views that observe it
    #expect(try host.inspect().find(text: "Hello, Katherine").string() == "Hello, Katherine")
  }

  @Test func aMissingEnvironmentObjectIsReportedAndItsViewShowsNothing() throws {
    var diagnostics: [UpdateDiagnostic.Kind] = []
    let host = ViewHost(diagnosticHandler: { diagnostics.append($0.kind) }) {
      SettingsLine()
    }
    #expect(diagnostics == [.missingEnvironmentObject("AppSettings")])
    #expect(try host.inspect().findAll(ViewType.Text.self).isEmpty)
  }

  @Test func anObservedObjectRendersItsViewWhenItChanges() throws {
    let model = CounterModel()
    let host = ViewHost { ObservingRow(model: model) }
    model.count = 4
    #expect(try host.inspect().find(ViewType.Text.self).string() == "count 4")
    // A change sent by hand arrives before the value: the view renders on the next turn.
    model.objectWillChange.send()
    #expect(UpdateScheduler.hasPendingUpdates)
    UpdateScheduler.flush()
    #expect(!UpdateScheduler.hasPendingUpdates)
  }

  /// Every way a class publishes `objectWillChange` redraws a view that observes it, as on
  /// iOS (Apple's `ObservableObject` documentation: the default publisher is synthesized, and
  /// "a class can also declare its own `objectWillChange`"): `@Published` properties, a
  /// superclass's `@Published` properties, a `send()` of one's own with no `@Published`
  /// property, and a publisher the class declares itself.
  @Test func everyWayAClassPublishesObjectWillChangeRedrawsItsView() throws {
    class Base: ObservableObject {
      @Published var count = 0
    }
    final class Derived: Base {
      @Published var name = "a"
    }
    final class Manual: ObservableObject {
      var count = 0 {
        willSet { objectWillChange.send() }
      }
    }
    final class OwnPublisher: ObservableObject {
      let objectWillChange = PassthroughSubject<Void, Never>()
      var count = 0 {
        willSet { objectWillChange.send() }
      }
    }
    struct Screen: View {
      @ObservedObject var derived: Derived
      @ObservedObject var manual: Manual
      @ObservedObject var own: OwnPublisher
      var body: some View {
        Text("\(derived.count) \(derived.name) \(manual.count) \(own.count)")
      }
    }
    let derived = Derived()
    let manual = Manual()
    let own = OwnPublisher()
    #expect(derived.objectWillChange === derived.objectWillChange)
    let host = ViewHost { Screen(derived: derived, manual: manual, own: own) }
    func shown() throws -> String { try host.inspect().find(ViewType.Text.self).string() }
    derived.count = 1  // the superclass's @Published
    #expect(try shown() == "1 a 0 0")
    derived.name = "b"
    #expect(try shown() == "1 b 0 0")
    // A send of one's own comes before the change: the view renders on the next turn.
    manual.count = 2
    UpdateScheduler.flush()
    #expect(try shown() == "1 b 2 0")
    own.count = 3
    UpdateScheduler.flush()
    #expect(try shown() == "1 b 2 3")
  }

  @Test func onReceiveRunsTheLatestActionForEachValue() throws {
    let subject = PassthroughSubject<Int, Never>()
    @State var total = 0
    let host = ViewHost {
      Text("total \(total)").onReceive(subject) { total += $0 }
    }
    subject.send(2)
    subject.send(3)
    #expect(try host.inspect().find(ViewType.Text.self).string() == "total 5")
    host.dismantle()
    subject.send(10)  // cancelled as the view left
    #expect(total == 5)
  }

  /// A host released without being dismantled lets go of what its views subscribed to, and of
  /// its models: neither the subject an app keeps nor the object cycles back to the screen.
  @Test func aReleasedHostFreesItsSubscriptionsAndItsModels() throws {
    final class Witness {}
    let subject = PassthroughSubject<Int, Never>()
    let settings = AppSettings()
    weak var witness: Witness?
    weak var model: CounterModel?
    do {
      let kept = Witness()
      witness = kept
      let host = ViewHost {
        CounterScreen(label: "x").environmentObject(settings)
          .onReceive(subject) { _ in _ = kept }
      }
      model = try host.inspect().find(CounterScreen.self).actualView().model
      #expect(model != nil)
    }
    #expect(witness == nil)  // the onReceive action, and what it holds, is gone
    #expect(model == nil)  // the @StateObject went with its node
    subject.send(1)
    settings.name = "Ada"
  }
}

/// Bad input around view models: each gets a diagnostic, never a hang.
@MainActor @Suite struct ViewModelBadInputTests {
  final class ReadsEnvironment: ObservableObject {
    let sawEnabled: Bool
    init(isEnabled: Bool) { sawEnabled = isEnabled }
  }

  @Test func aStateObjectInitialiserThatReadsTheEnvironmentIsReported() throws {
    struct Reader: View {
      @Environment(\.isEnabled) var isEnabled
      var body: some View {
        Child(makeModel: { ReadsEnvironment(isEnabled: isEnabled) })
      }
    }
    struct Child: View {
      @StateObject var model: ReadsEnvironment
      init(makeModel: @escaping () -> ReadsEnvironment) {
        _model = StateObject(wrappedValue: makeModel())
      }
      var body: some View { Text("saw \(model.sawEnabled)") }
    }
    var diagnostics: [UpdateDiagnostic.Kind] = []
    let host = ViewHost(diagnosticHandler: { diagnostics.append($0.kind) }) {
      Reader().disabled(true)
    }
    #expect(diagnostics == [.environmentReadBeforeInstall("ReadsEnvironment")])
    // The read got the default, as in SwiftUI: enabled, though the view is disabled.
    #expect(try host.inspect().find(ViewType.Text.self).string() == "saw true")
  }

  @Test func objectWillChangeSentDuringBodyIsReported() throws {
    struct Meddling: View {
      @ObservedObject var model: CounterModel
      var body: some View {
        model.objectWillChange.send()
        return Text("\(model.count)")
      }
    }
    var diagnostics: [UpdateDiagnostic.Kind] = []
    let host = ViewHost(diagnosticHandler: { diagnostics.append($0.kind) }) {
      Meddling(model: CounterModel())
    }
    #expect(diagnostics.contains(.objectChangedDuringBody("CounterModel")))
    UpdateScheduler.flush()
    _ = host
  }

  struct TwiceCompleting: Publisher {
    typealias Output = Int
    typealias Failure = Never
    func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
      subscriber.receive(subscription: Subscriptions.empty)
      _ = subscriber.receive(1)
      subscriber.receive(completion: .finished)
      subscriber.receive(completion: .finished)
    }
  }

  @Test func aPublisherThatCompletesTwiceIsReported() throws {
    var diagnostics: [UpdateDiagnostic.Kind] = []
    var received: [Int] = []
    let host = ViewHost(diagnosticHandler: { diagnostics.append($0.kind) }) {
      EmptyView().onReceive(TwiceCompleting()) { received.append($0) }
    }
    #expect(received == [1])
    #expect(diagnostics == [.publisherCompletedTwice("TwiceCompleting")])
    _ = host
  }

  @Test func aSecondAlertWhileOneIsUpIsNotShownAndIsReported() throws {
    struct TwoAlerts: View {
      @State var first = true
      @State var second = false
      var body: some View {
        VStack {
          Text("a").alert("First", isPresented: $first) { Button("OK") {} }
          Text("b").alert("Second", isPresented: $second) { Button("OK") {} }
          Button("Show second") { second = true }
        }
      }
    }
    var diagnostics: [UpdateDiagnostic.Kind] = []
    let host = ViewHost(diagnosticHandler: { diagnostics.append($0.kind) }) { TwoAlerts() }
    try host.inspect().find(button: "Show second").tap()
    #expect(diagnostics == [.presentationConflict("an alert")])
    #expect(
      try host.inspect().findAll(ViewType.Alert.self).map { try $0.title().string() } == ["First"])
    // Once the first goes, the second does not come up by itself (its binding still holds);
    // presenting it again shows it.
    try host.inspect().find(ViewType.Alert.self).dismiss()
    #expect(try host.inspect().findAll(ViewType.Alert.self).isEmpty)
    let screen = try host.inspect().find(TwoAlerts.self).actualView()
    screen.second = false
    screen.second = true
    #expect(
      try host.inspect().findAll(ViewType.Alert.self).map { try $0.title().string() } == ["Second"])
  }

  @Test func aValuePushedWithoutADestinationIsReportedAndNothingIsPushed() throws {
    struct Stack: View {
      @State var path: [Int] = []
      var body: some View {
        NavigationStack(path: $path) {
          NavigationLink("Seven", value: 7)
            .navigationDestination(for: String.self) { Text("string \($0)") }
        }
      }
    }
    var diagnostics: [UpdateDiagnostic.Kind] = []
    let host = ViewHost(diagnosticHandler: { diagnostics.append($0.kind) }) { Stack() }
    try host.inspect().find(navigationLink: "Seven").activate()
    #expect(diagnostics == [.navigationDestinationMissing("Int")])
    #expect(try host.inspect().find(Stack.self).actualView().path == [7])
    #expect(try host.inspect().findAll(ViewType.Text.self).map { try $0.string() } == ["Seven"])
  }

  @Test func inspectionOffTheMainThreadThrowsInsteadOfRacing() async throws {
    let host = ViewHost { Text("main") }
    let root = try host.inspect()
    let error = await Task.detached { () -> InspectionError? in
      do {
        _ = try root.find(text: "main")
        return nil
      } catch let error as InspectionError {
        return error
      } catch {
        return nil
      }
    }.value
    #expect(error?.localizedDescription.hasPrefix("Inspection runs on the main thread") == true)
  }
}

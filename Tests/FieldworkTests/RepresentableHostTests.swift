import Fieldwork
import Observation
import Testing

/// A minimal platform view: a label with a tappable action.
final class Label {
  var text = ""
  var isEnabled = true
  var onTap: (() -> Void)?
  func tap() { onTap?() }
}

/// Counts lifecycle calls across hosts.
@MainActor final class LifecycleLog {
  var coordinators = 0
  var makes = 0
  var updates = 0
  var dismantles = 0
  var transactions: [Bool] = []
}

@MainActor struct LabelView: Representable {
  @Binding var text: String
  var log: LifecycleLog
  var onTap: (() -> Void)? = nil
  var duringUpdate: ((Label) -> Void)? = nil

  final class Coordinator {
    var tapCount = 0
  }

  func makeCoordinator() -> Coordinator {
    log.coordinators += 1
    return Coordinator()
  }

  func makeView(context: Context) -> Label {
    log.makes += 1
    return Label()
  }

  func updateView(_ view: Label, context: Context) {
    log.updates += 1
    log.transactions.append(context.transaction.disablesAnimations)
    if view.text != text { view.text = text }
    view.isEnabled = context.environment.isEnabled
    let onTap = self.onTap
    let coordinator = context.coordinator
    view.onTap = {
      coordinator.tapCount += 1
      onTap?()
    }
    duringUpdate?(view)
  }

  static func dismantleView(_ view: Label, coordinator: Coordinator) {
    view.onTap = nil
    view.text = "<dismantled>"
  }
}

@Observable final class Profile {
  var name = "Ada"
  var age = 36
}

@MainActor @Suite struct RepresentableHostTests {
  @Test func firstRenderMakesCoordinatorThenViewThenUpdates() {
    let log = LifecycleLog()
    let text = State(wrappedValue: "hello")
    let host = RepresentableHost { LabelView(text: text.projectedValue, log: log) }
    #expect(log.coordinators == 1)
    #expect(log.makes == 1)
    #expect(log.updates == 1)
    #expect(host.view.text == "hello")
  }

  @Test func stateWriteUpdatesBeforeItReturnsAndNeverRemakes() {
    let log = LifecycleLog()
    let text = State(wrappedValue: "a")
    let host = RepresentableHost { LabelView(text: text.projectedValue, log: log) }
    text.wrappedValue = "b"
    #expect(host.view.text == "b")
    text.wrappedValue = "c"
    #expect(host.view.text == "c")
    #expect(log.updates == 3)
    #expect(log.makes == 1)
    #expect(log.coordinators == 1)
  }

  @Test func equalWriteUpdatesNothing() {
    let log = LifecycleLog()
    let text = State(wrappedValue: "same")
    let host1 = RepresentableHost { LabelView(text: text.projectedValue, log: log) }
    text.wrappedValue = "same"
    #expect(log.updates == 1)
    #expect(host1.updateCount == 1)
  }

  @Test func writeToUnreadStateUpdatesNothing() {
    let log = LifecycleLog()
    let text = State(wrappedValue: "a")
    let other = State(wrappedValue: 0)
    let host2 = RepresentableHost { LabelView(text: text.projectedValue, log: log) }
    other.wrappedValue = 1
    #expect(log.updates == 1)
    #expect(host2.updateCount == 1)
  }

  @Test func dependenciesFollowWhatTheLastRenderRead() {
    let log = LifecycleLog()
    let useFirst = State(wrappedValue: true)
    let first = State(wrappedValue: "first")
    let second = State(wrappedValue: "second")
    let host = RepresentableHost {
      LabelView(
        text: useFirst.wrappedValue ? first.projectedValue : second.projectedValue, log: log)
    }
    #expect(host.view.text == "first")
    useFirst.wrappedValue = false
    #expect(host.view.text == "second")
    let updates = log.updates
    first.wrappedValue = "ignored"
    #expect(log.updates == updates)
    second.wrappedValue = "seen"
    #expect(host.view.text == "seen")
  }

  /// A render that reads many states (more than the recorder searches in order) tracks each
  /// once: a write to any of them updates the host once, and a state it stops reading no
  /// longer does.
  @Test func aRenderReadingManyStatesTracksEachOnce() {
    let log = LifecycleLog()
    let states = (0..<40).map { State(wrappedValue: $0) }
    let count = State(wrappedValue: 40)
    let host = RepresentableHost {
      var sum = 0
      for state in states.prefix(count.wrappedValue) { sum += state.wrappedValue }
      for state in states.prefix(count.wrappedValue).reversed() { sum += state.wrappedValue }
      return LabelView(text: .constant("\(sum)"), log: log)
    }
    #expect(host.view.text == "\(2 * (0..<40).reduce(0, +))")
    for index in [0, 15, 16, 17, 39] {
      let updates = log.updates
      states[index].wrappedValue += 1
      #expect(log.updates == updates + 1, "state \(index)")
    }
    count.wrappedValue = 10
    let updates = log.updates
    states[20].wrappedValue += 1
    #expect(log.updates == updates, "a state the last render did not read updated the host")
    states[5].wrappedValue += 1
    #expect(log.updates == updates + 1)
  }

  @Test func aRenderThatReadsInAnotherOrderOrOtherStatesResubscribes() {
    let log = LifecycleLog()
    let a = State(wrappedValue: "a")
    let b = State(wrappedValue: "b")
    let c = State(wrappedValue: "c")
    let mode = State(wrappedValue: 0)
    let host = RepresentableHost {
      let text: String
      switch mode.wrappedValue {
      case 0: text = a.wrappedValue + b.wrappedValue
      case 1: text = b.wrappedValue + a.wrappedValue  // the same states, read in another order
      default: text = c.wrappedValue + b.wrappedValue  // one state swapped for another
      }
      return LabelView(text: .constant(text), log: log)
    }
    mode.wrappedValue = 1
    a.wrappedValue = "A"
    #expect(host.view.text == "bA")
    mode.wrappedValue = 2
    #expect(host.view.text == "cb")
    let updates = log.updates
    a.wrappedValue = "α"
    #expect(log.updates == updates, "a state the last render did not read updated the host")
    c.wrappedValue = "C"
    b.wrappedValue = "B"
    #expect(host.view.text == "CB")
    #expect(log.updates == updates + 2)
  }

  @Test func eachWriteUpdatesOnceEvenWhenReadManyTimes() {
    let log = LifecycleLog()
    let text = State(wrappedValue: "a")
    let host3 = RepresentableHost {
      _ = text.wrappedValue + text.wrappedValue
      return LabelView(text: text.projectedValue, log: log)
    }
    text.wrappedValue = "b"
    #expect(log.updates == 2)
    #expect(host3.updateCount == 2)
  }

  @Test func twoHostsShareOneStateAndDismantlingOneLeavesTheOther() {
    let logA = LifecycleLog()
    let logB = LifecycleLog()
    let text = State(wrappedValue: "x")
    let hostA = RepresentableHost { LabelView(text: text.projectedValue, log: logA) }
    let hostB = RepresentableHost { LabelView(text: text.projectedValue, log: logB) }
    text.wrappedValue = "y"
    #expect(hostA.view.text == "y")
    #expect(hostB.view.text == "y")
    hostA.dismantle()
    text.wrappedValue = "z"
    #expect(hostB.view.text == "z")
    #expect(logA.updates == 2)
    #expect(logB.updates == 3)
  }

  @Test func dismantleCallsDismantleOnceAndReleasesViewAndCoordinator() {
    let log = LifecycleLog()
    let text = State(wrappedValue: "a")
    let host = RepresentableHost { LabelView(text: text.projectedValue, log: log) }
    weak let view = host.view
    weak let coordinator = host.coordinator
    let strongView = host.view
    #expect(view != nil)
    #expect(coordinator != nil)
    host.dismantle()
    host.dismantle()
    #expect(host.isDismantled)
    #expect(strongView.text == "<dismantled>")
    #expect(coordinator == nil)
    _ = strongView
    text.wrappedValue = "after"
    #expect(strongView.text == "<dismantled>")
    #expect(log.updates == 1)
  }

  @Test func dismantledViewIsDeallocatedOnceUnreferenced() {
    let log = LifecycleLog()
    let text = State(wrappedValue: "a")
    let host = RepresentableHost { LabelView(text: text.projectedValue, log: log) }
    weak var view: Label?
    do { view = host.view }
    #expect(view != nil)
    host.dismantle()
    #expect(view == nil)
  }

  @Test func hostWithoutDismantleIsReleasedWithItsView() {
    let text = State(wrappedValue: "a")
    weak var weakHost: RepresentableHost<LabelView>?
    weak var weakView: Label?
    do {
      let host = RepresentableHost { LabelView(text: text.projectedValue, log: LifecycleLog()) }
      weakHost = host
      weakView = host.view
    }
    #expect(weakHost == nil)
    #expect(weakView == nil)
    text.wrappedValue = "write after release is harmless"
    #expect(text.wrappedValue == "write after release is harmless")
  }

  @Test func observableModelIsTracked() {
    let log = LifecycleLog()
    let profile = Profile()
    let host = RepresentableHost {
      LabelView(text: .constant(profile.name), log: log)
    }
    #expect(host.view.text == "Ada")
    profile.name = "Grace"
    #expect(UpdateScheduler.hasPendingUpdates)
    UpdateScheduler.flush()
    #expect(host.view.text == "Grace")
    #expect(log.updates == 2)
  }

  @Test func observableChangeIsAppliedByTheNextStateWrite() {
    let log = LifecycleLog()
    let profile = Profile()
    let unrelated = State(wrappedValue: 0)
    let host = RepresentableHost { LabelView(text: .constant(profile.name), log: log) }
    profile.name = "Lin"
    unrelated.wrappedValue = 1
    #expect(host.view.text == "Lin")
  }

  @Test func observableChangeIsAppliedOnTheMainActorsNextTurn() async {
    let log = LifecycleLog()
    let profile = Profile()
    let host = RepresentableHost { LabelView(text: .constant(profile.name), log: log) }
    profile.name = "Hopper"
    await yieldUntil { host.view.text == "Hopper" }
    #expect(host.view.text == "Hopper")
  }

  @Test func unreadObservablePropertyDoesNotUpdate() {
    let log = LifecycleLog()
    let profile = Profile()
    let host4 = RepresentableHost { LabelView(text: .constant(profile.name), log: log) }
    profile.age = 40
    UpdateScheduler.flush()
    #expect(log.updates == 1)
    #expect(host4.updateCount == 1)
  }

  @Test func selfInvalidatingUpdateStopsWithADiagnostic() {
    let log = LifecycleLog()
    let counter = State(wrappedValue: 0)
    var diagnostics: [UpdateDiagnostic] = []
    let host = RepresentableHost {
      LabelView(
        text: .constant("\(counter.wrappedValue)"), log: log,
        duringUpdate: { _ in counter.wrappedValue += 1 })
    }
    host.diagnosticHandler = { diagnostics.append($0) }
    host.maximumUpdateRounds = 10
    counter.wrappedValue = 100
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.kind == .updateCycle)
    #expect(diagnostics.first?.rounds == 10)
    #expect(diagnostics.first?.description.contains("RepresentableHost<LabelView>") == true)
    // The host still works for later writes, which again stop after the same bound.
    let updates = log.updates
    counter.wrappedValue = 0
    #expect(log.updates == updates + 10)
    #expect(diagnostics.count == 2)
  }

  @Test func writeDuringUpdateIsAppliedAfterThePassAndConverges() {
    let log = LifecycleLog()
    let value = State(wrappedValue: 3)
    var diagnostics: [UpdateDiagnostic] = []
    var depth = 0
    var maxDepth = 0
    let host = RepresentableHost {
      LabelView(
        text: .constant("\(value.wrappedValue)"), log: log,
        duringUpdate: { _ in
          depth += 1
          maxDepth = max(maxDepth, depth)
          if value.wrappedValue > 10 { value.wrappedValue = 10 }  // clamp
          depth -= 1
        })
    }
    host.diagnosticHandler = { diagnostics.append($0) }
    value.wrappedValue = 50
    #expect(host.view.text == "10")
    #expect(value.wrappedValue == 10)
    #expect(maxDepth == 1)
    #expect(diagnostics.isEmpty)
    #expect(log.updates == 3)
  }

  @Test func writeDuringUpdateReachesOtherHostsBeforeTheOuterWriteReturns() {
    let source = State(wrappedValue: "a")
    let mirror = State(wrappedValue: "")
    let mirrorHost = RepresentableHost {
      LabelView(text: mirror.projectedValue, log: LifecycleLog())
    }
    let host5 = RepresentableHost {
      LabelView(
        text: source.projectedValue, log: LifecycleLog(),
        duringUpdate: { view in mirror.wrappedValue = view.text.uppercased() })
    }
    #expect(mirrorHost.view.text == "A")
    source.wrappedValue = "b"
    #expect(mirrorHost.view.text == "B")
    #expect(host5.updateCount == 2)
  }

  @Test func coordinatorWriteDuringUserCallbackUpdatesSynchronously() {
    let log = LifecycleLog()
    let taps = State(wrappedValue: 0)
    let host = RepresentableHost {
      LabelView(
        text: .constant("taps: \(taps.wrappedValue)"), log: log,
        onTap: { taps.wrappedValue += 1 })
    }
    host.view.tap()
    #expect(host.view.text == "taps: 1")
    host.view.tap()
    #expect(host.view.text == "taps: 2")
    #expect(host.coordinator.tapCount == 2)
    #expect(log.makes == 1)
  }

  @Test func environmentChangesReachTheContext() {
    let log = LifecycleLog()
    let host = RepresentableHost { LabelView(text: .constant(""), log: log) }
    #expect(host.view.isEnabled)
    host.environment.isEnabled = false
    #expect(!host.view.isEnabled)
    #expect(log.updates == 2)
  }

  @Test func writeTransactionReachesTheUpdate() {
    let log = LifecycleLog()
    let text = State(wrappedValue: "a")
    let host6 = RepresentableHost { LabelView(text: text.projectedValue, log: log) }
    text.projectedValue.transaction(Transaction(disablesAnimations: true)).wrappedValue = "b"
    text.wrappedValue = "c"
    #expect(log.transactions == [false, true, false])
    #expect(host6.updateCount == 3)
  }

  @Test func explicitUpdateReEvaluatesContent() {
    let log = LifecycleLog()
    var external = "one"
    let host = RepresentableHost { LabelView(text: .constant(external), log: log) }
    external = "two"
    #expect(host.view.text == "one")
    host.update()
    #expect(host.view.text == "two")
  }

  @Test func dismantleFromInsideUpdateIsSafe() {
    let log = LifecycleLog()
    let text = State(wrappedValue: "a")
    var host: RepresentableHost<LabelView>?
    host = RepresentableHost {
      LabelView(
        text: text.projectedValue, log: log,
        duringUpdate: { view in if view.text == "stop" { host?.dismantle() } })
    }
    text.wrappedValue = "stop"
    #expect(host?.isDismantled == true)
    text.wrappedValue = "later"
    #expect(log.updates == 2)
  }
}

import Fieldwork
import Foundation
import Observation
import Testing

/// A view whose update runs a closure, for writes made during updates.
@MainActor private struct Probe: Representable {
  var shown: String
  var duringUpdate: (Label) -> Void = { _ in }

  func makeView(context: Context) -> Label { Label() }

  func updateView(_ view: Label, context: Context) {
    view.text = shown
    duringUpdate(view)
  }
}

@Observable private final class Counter {
  var count = 50
  var unrelated = 0
}

/// Regression tests for the update machinery under writes made at awkward moments.
@MainActor @Suite struct UpdateHardeningTests {
  @Test func valueWrittenDuringTheFirstRenderReachesTheHost() {
    let count = State(wrappedValue: 50)
    let host = RepresentableHost {
      Probe(shown: "\(count.wrappedValue)") { _ in
        if count.wrappedValue > 10 { count.wrappedValue = 10 }
      }
    }
    #expect(host.view.text == "10")
    #expect(host.updateCount == 2)
  }

  @Test func valueWrittenDuringALaterRenderOfASubscribedHostReachesIt() {
    // The host read both states in every render, so it is subscribed before the write: the
    // write queues it, and the render that follows shows the written value.
    let trigger = State(wrappedValue: 0)
    let count = State(wrappedValue: 50)
    let host = RepresentableHost {
      Probe(shown: "\(trigger.wrappedValue):\(count.wrappedValue)") { _ in
        if trigger.wrappedValue > 0, count.wrappedValue > 10 { count.wrappedValue = 10 }
      }
    }
    #expect(host.view.text == "0:50")
    trigger.wrappedValue = 1
    #expect(host.view.text == "1:10")
    #expect(host.updateCount == 3)
  }

  @Test func valueReadForTheFirstTimeAndWrittenInALaterRenderReachesTheHost() {
    let gate = State(wrappedValue: false)
    let count = State(wrappedValue: 50)
    let host = RepresentableHost {
      Probe(shown: gate.wrappedValue ? "\(count.wrappedValue)" : "-") { _ in
        if gate.wrappedValue, count.wrappedValue > 10 { count.wrappedValue = 10 }
      }
    }
    gate.wrappedValue = true
    #expect(host.view.text == "10")
  }

  @Test func observableValueWrittenDuringALaterRenderReachesTheHost() {
    let counter = Counter()
    let trigger = State(wrappedValue: 0)
    let host = RepresentableHost {
      Probe(shown: "\(trigger.wrappedValue):\(counter.count)") { _ in
        if trigger.wrappedValue > 0, counter.count > 10 { counter.count = 10 }
      }
    }
    trigger.wrappedValue = 1
    UpdateScheduler.flush()
    #expect(host.view.text == "1:10")
  }

  @Test func observableValueTheContentReadAndTheFirstUpdateWroteReachesTheHost() {
    let counter = Counter()
    let host = RepresentableHost {
      Probe(shown: "\(counter.count)") { _ in
        if counter.count > 10 { counter.count = 10 }
      }
    }
    #expect(host.view.text == "10")
  }

  @Test func environmentAssignedDuringUpdateIsQueuedAndBounded() {
    var diagnostics: [UpdateDiagnostic] = []
    weak var hostRef: RepresentableHost<Probe>?
    let host = RepresentableHost {
      Probe(shown: "x") { _ in hostRef?.environment = EnvironmentValues() }
    }
    host.diagnosticHandler = { diagnostics.append($0) }
    hostRef = host
    host.update()
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.kind == .updateCycle)
    #expect(host.updateCount == 1 + host.maximumUpdateRounds)
  }

  @Test func diagnosticHandlerGivenAtInitSeesACycleInTheFirstRender() {
    let counter = State(wrappedValue: 0)
    var diagnostics: [UpdateDiagnostic] = []
    let host = RepresentableHost(diagnosticHandler: { diagnostics.append($0) }) {
      Probe(shown: "\(counter.wrappedValue)") { _ in counter.wrappedValue += 1 }
    }
    #expect(diagnostics.map(\.kind) == [.updateCycle])
    #expect(host.updateCount == 1 + host.maximumUpdateRounds)
  }

  @Test func updateCalledFromUpdateViewNeverRecurses() {
    var depth = 0
    var maximumDepth = 0
    var diagnostics: [UpdateDiagnostic] = []
    weak var hostRef: RepresentableHost<Probe>?
    let host = RepresentableHost {
      Probe(shown: "x") { _ in
        depth += 1
        maximumDepth = max(maximumDepth, depth)
        hostRef?.update()
        depth -= 1
      }
    }
    host.diagnosticHandler = { diagnostics.append($0) }
    hostRef = host
    host.update()
    #expect(maximumDepth == 1)
    #expect(diagnostics.map(\.kind) == [.updateCycle])
  }

  @Test func userActionRunsHostUpdatesOnlyAfterItsSequenceEnds() {
    let text = State(wrappedValue: "")
    var log: [String] = []
    let field = HeadlessTextField()
    let host = RepresentableHost {
      Probe(shown: text.wrappedValue) { _ in log.append("update(\(text.wrappedValue))") }
    }
    // The delegate writes state while it is asked, in the middle of the keystroke's sequence.
    let recorder = ActionRecorder(log: { log.append($0) }, onChange: { text.wrappedValue = $0 })
    field.delegate = recorder
    field.addAction(for: .editingChanged) { _ in log.append("editingChanged") }
    field.tap()
    log = []
    field.type("a")
    #expect(
      log == [
        "shouldChange(write)", "editingChanged", "didChangeSelection", "update(pending a)",
      ])
    #expect(host.view.text == "pending a")
  }

  @Test func stateDeclaredInsideARepresentableKeepsItsValueAcrossRenders() {
    let trigger = State(wrappedValue: 0)
    let host = RepresentableHost { CountingView(trigger: trigger.wrappedValue) }
    host.view.tap()
    host.view.tap()
    #expect(host.view.text == "2")
    trigger.wrappedValue = 1
    #expect(host.view.text == "2")
    host.view.tap()
    #expect(host.view.text == "3")
  }

  @Test func observationRegistrationsStayBoundedAndTheLatestReadsStillUpdate() {
    let counter = Counter()
    let trigger = State(wrappedValue: 0)
    let host = RepresentableHost {
      Probe(shown: "\(trigger.wrappedValue):\(counter.unrelated)")
    }
    for step in 1...2_000 { trigger.wrappedValue = step }
    #expect((0...4).contains(host.liveObservationRegistrations))
    counter.unrelated = 7
    UpdateScheduler.flush()
    #expect(host.view.text == "2000:7")
    #expect((0...4).contains(host.liveObservationRegistrations))
  }
}

/// A label whose tap count lives in `@State` declared inside the representable.
@MainActor private struct CountingView: Representable {
  var trigger: Int
  @State var taps = 0

  func makeView(context: Context) -> Label { Label() }

  func updateView(_ view: Label, context: Context) {
    view.text = "\(taps)"
    let taps = $taps
    view.onTap = { taps.wrappedValue += 1 }
  }
}

@MainActor private final class ActionRecorder: HeadlessTextFieldDelegate {
  let log: (String) -> Void
  let onChange: (String) -> Void
  init(log: @escaping (String) -> Void, onChange: @escaping (String) -> Void) {
    self.log = log
    self.onChange = onChange
  }
  func textField(
    _ textField: HeadlessTextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    log("shouldChange(write)")
    onChange("pending " + string)
    return true
  }
  func textFieldDidChangeSelection(_ textField: HeadlessTextField) {
    log("didChangeSelection")
  }
}

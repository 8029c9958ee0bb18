import FieldworkUIKit
import Testing

/// A representable of Fieldwork's own (not a view): a `@ViewBuilder` places it.
private struct Gauge: Representable {
  let log: EventLog
  var value: Int

  final class Coordinator {}

  func makeCoordinator() -> Coordinator {
    log.append("coordinator")
    return Coordinator()
  }

  func makeView(context: Context) -> Label {
    log.append("make")
    return Label()
  }

  func updateView(_ view: Label, context: Context) {
    log.append("update \(value)")
    view.text = "\(value)"
  }

  static func dismantleView(_ view: Label, coordinator: Coordinator) {
    view.text = "dismantled"
  }
}

private final class Label {
  var text = ""
}

/// A UIKit wrapper that reads a binding in updateUIView, as wrappers do.
private struct Wrapped: UIViewRepresentable {
  let log: EventLog
  @Binding var text: String

  func makeUIView(context: Context) -> UILabel {
    log.append("make label")
    return UILabel()
  }

  func updateUIView(_ uiView: UILabel, context: Context) {
    log.append("update label \(text)")
    uiView.text = text
  }

  static func dismantleUIView(_ uiView: UILabel, coordinator: Coordinator) {
    uiView.text = "dismantled"
  }
}

@MainActor @Suite struct RepresentableLifecycleTests {
  @Test func aRepresentableIsMadeOnceUpdatedWhenItChangesAndDismantledWhenItLeaves() throws {
    let log = EventLog()
    @State var value = 1
    @State var shows = true
    @State var unrelated = 0
    let host = ViewHost {
      VStack {
        if shows { Gauge(log: log, value: value) }
        Text("unrelated \(unrelated)")
      }
    }
    #expect(log.events == ["coordinator", "make", "update 1"])
    let label = try #require(try host.inspect().find(Gauge.self).platformView() as? Label)
    value = 2
    #expect(log.events.suffix(1) == ["update 2"] && label.text == "2")
    // A render that does not change the representable's value does not update it.
    unrelated = 1
    #expect(log.events.count == 4)
    shows = false
    #expect(label.text == "dismantled")
    shows = true
    #expect(log.events.suffix(3) == ["coordinator", "make", "update 2"])
  }

  @Test func aUIViewRepresentableUpdatesWhenStateItsUpdateReadChanges() throws {
    let log = EventLog()
    @State var text = "a"
    let host = ViewHost { Wrapped(log: log, text: $text) }
    let label: UILabel = try host.inspect().find(Wrapped.self).actualView().uiView()
    #expect(label.text == "a")
    // The parent never read `text`: the wrapper's updateUIView did, so it alone updates.
    text = "b"
    #expect(label.text == "b")
    #expect(log.events == ["make label", "update label a", "update label b"])
    host.dismantle()
    #expect(label.text == "dismantled")
  }

  @Test func aUIViewRepresentablesOnChangeIsTheViewTreesInEachSpelling() throws {
    let log = EventLog()
    @State var text = "a"
    let host = ViewHost {
      Wrapped(log: log, text: $text)
        .onChange(of: text) { old, new in log.append("changed \(old)→\(new)") }
        .onChange(of: text, initial: true) { log.append("now \(text)") }
        .onChange(of: text, perform: { new in log.append("perform \(new)") })
    }
    #expect(log.events == ["make label", "update label a", "now a"])
    text = "b"
    #expect(
      log.events.suffix(4) == ["update label b", "changed a→b", "now b", "perform b"])
    // A representable that is a view takes the view's `.onChange`, not the representable's
    // own `OnChange` wrapper, which a view tree would not observe the same way.
    let modified = Wrapped(log: log, text: $text).onChange(of: 1) { _, _ in }
    #expect(!(modified is OnChange<Wrapped>))
    _ = host
  }

  @Test func uiViewNeedsALiveInspectedValue() {
    @State var text = ""
    let wrapped = Wrapped(log: EventLog(), text: $text)
    #expect(throws: InspectionError.self) { try wrapped.uiView() }
  }
}

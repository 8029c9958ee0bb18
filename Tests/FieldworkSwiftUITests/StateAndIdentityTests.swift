import FieldworkSwiftUI
import Testing

/// Counts body evaluations by name, for tests that check what re-rendered.
@MainActor final class RenderLog {
  var counts: [String: Int] = [:]
  func count(_ name: String) { counts[name, default: 0] += 1 }
  subscript(_ name: String) -> Int { counts[name] ?? 0 }
}

private struct Parent: View {
  let log: RenderLog
  @State var title = "A"
  @State var showsChild = true
  @State var shared = 0

  var body: some View {
    let _ = log.count("parent")
    VStack {
      Text(title)
      if showsChild {
        Child(log: log, shared: $shared)
      }
      Button("rename") { title += "!" }
      Button("toggle") { showsChild.toggle() }
    }
  }
}

private struct Child: View {
  let log: RenderLog
  @Binding var shared: Int
  @State private var taps = 0

  var body: some View {
    let _ = log.count("child")
    Button("taps \(taps) shared \(shared)") {
      taps += 1
      shared += 10
    }
  }
}

private struct AccentKey: EnvironmentKey {
  static let defaultValue = "blue"
}

extension EnvironmentValues {
  fileprivate var accent: String {
    get { self[AccentKey.self] }
    set { self[AccentKey.self] = newValue }
  }
}

private struct AccentLabel: View {
  @Environment(\.accent) private var accent
  @Environment(\.isEnabled) private var isEnabled

  var body: some View {
    Text("\(accent) \(isEnabled ? "enabled" : "disabled")")
  }
}

@Observable final class Counts {
  var value = 0
  var label = "counts"
}

private struct ObservingViews: View {
  @State private var owned = Counts()
  let plain: Counts

  var body: some View {
    VStack {
      Text("owned \(owned.value)")
      Text("plain \(plain.value)")
      Button("bump owned") { owned.value += 1 }
      EnvironmentReader()
      BindableEditor(counts: owned)
    }
    .environment(owned)
  }
}

private struct EnvironmentReader: View {
  @Environment(Counts.self) private var counts
  var body: some View {
    Button("env \(counts.value)") { counts.value += 100 }
  }
}

private struct BindableEditor: View {
  @Bindable var counts: Counts
  var body: some View {
    TextField("Label", text: $counts.label)
  }
}

/// Reads the text only when told to: its first renders read nothing.
private struct SometimesReader: View {
  let log: RenderLog
  let reads: Bool
  @Binding var text: String

  var body: some View {
    let _ = log.count("reader")
    Text(reads ? text : "nothing")
  }
}

private struct ReaderParent: View {
  let log: RenderLog
  @State var reads = false
  @State var text = "a"

  var body: some View {
    let _ = log.count("parent")
    VStack {
      SometimesReader(log: log, reads: reads, text: $text)
      Button("read") { reads = true }
      Button("stop reading") { reads = false }
      Button("write") { text += "b" }
    }
  }
}

private struct Silent: View {
  let log: RenderLog
  let name: String

  var body: some View {
    let _ = log.count(name)
    Text(name)
  }
}

/// Views that read nothing around one that reads: each lets its idle tracker go to the next
/// node that renders, and the reader renders with one of theirs.
private struct HandingOnParent: View {
  let log: RenderLog
  @State var text = "a"

  var body: some View {
    VStack {
      Silent(log: log, name: "first")
      SometimesReader(log: log, reads: true, text: $text)
      Silent(log: log, name: "last")
      Button("write") { text += "b" }
    }
  }
}

/// One tap writes two states: the first's reader, as it renders, writes a third state that
/// the screen reads (`onChange`), so the screen needs a render while the second's reader,
/// below a view that did not change, still waits for its own.
private struct ChainedWritesScreen: View {
  @State var first = 0
  @State var second = 0
  @State var echo = 0

  var body: some View {
    VStack {
      Text("echo \(echo)")
      FirstReader(value: $first, echo: $echo)
      SecondHolder(value: $second)
      Button("both") {
        first += 1
        second += 1
      }
    }
  }
}

private struct FirstReader: View {
  @Binding var value: Int
  @Binding var echo: Int

  var body: some View {
    Text("first \(value)").onChange(of: value) { echo = value }
  }
}

/// Passes the binding on without reading it: unchanged when the screen renders again.
private struct SecondHolder: View {
  @Binding var value: Int

  var body: some View { SecondReader(value: $value) }
}

private struct SecondReader: View {
  @Binding var value: Int

  var body: some View { Text("second \(value)") }
}

@MainActor @Suite struct StateAndIdentityTests {
  @Test func stateSurvivesTheParentsRendersAndEndsWhenTheViewLeaves() throws {
    let log = RenderLog()
    let host = ViewHost { Parent(log: log) }
    try host.inspect().find(button: "taps 0 shared 0").tap()
    try host.inspect().find(button: "taps 1 shared 10").tap()
    try host.inspect().find(button: "rename").tap()
    #expect(try host.inspect().find(text: "A!").string() == "A!")
    // The parent rendered again and built a new Child value: its state is the node's.
    #expect(
      try host.inspect().find(Child.self).find(ViewType.Button.self).labelView().view(
        ViewType.Text.self
      ).string() == "taps 2 shared 20")
    try host.inspect().find(button: "toggle").tap()
    #expect(try host.inspect().findAll(Child.self).isEmpty)
    try host.inspect().find(button: "toggle").tap()
    // Back in the tree: fresh state, but the parent's shared value is the parent's.
    #expect(try host.inspect().find(button: "taps 0 shared 20").role() == nil)
  }

  @Test func aWriteRendersOnlyTheViewsThatReadIt() throws {
    let log = RenderLog()
    let host = ViewHost { Parent(log: log) }
    #expect(log["parent"] == 1 && log["child"] == 1)
    // The child's tap writes its own state and, through its binding, the parent's: the
    // parent never read `shared`, so only the child renders.
    try host.inspect().find(Child.self).find(ViewType.Button.self).tap()
    #expect(log["parent"] == 1 && log["child"] == 2)
    // Renaming renders the parent; the child's value is unchanged, so it is kept as it is.
    try host.inspect().find(button: "rename").tap()
    #expect(log["parent"] == 2 && log["child"] == 2)
  }

  @Test func rowsKeepTheirStateByIdWhenTheyMove() throws {
    @State var order = [1, 2, 3]
    let host = ViewHost {
      VStack {
        ForEach(order, id: \.self) { number in
          Counter(label: "row \(number)")
        }
      }
    }
    try host.inspect().find(button: "row 2 0").tap()
    order = [3, 2, 1]
    #expect(
      try host.inspect().findAll(ViewType.Button.self).map {
        try $0.labelView().view(ViewType.Text.self).string()
      } == ["row 3 0", "row 2 1", "row 1 0"])
    order = [3, 1]
    order = [3, 1, 2]
    #expect(try host.inspect().find(button: "row 2 0").role() == nil)
  }

  /// The same with ids that are not `Int`s, which rows keep another way (boxed).
  @Test func rowsWithStringIdsKeepTheirStateByIdWhenTheyMove() throws {
    @State var order = ["a", "b", "c"]
    let host = ViewHost {
      VStack {
        ForEach(order, id: \.self) { name in
          Counter(label: "row \(name)")
        }
      }
    }
    try host.inspect().find(button: "row b 0").tap()
    order = ["c", "b", "a"]
    #expect(
      try host.inspect().findAll(ViewType.Button.self).map {
        try $0.labelView().view(ViewType.Text.self).string()
      } == ["row c 0", "row b 1", "row a 0"])
    order = ["c", "a"]
    order = ["c", "a", "b"]
    #expect(try host.inspect().find(button: "row b 0").role() == nil)
  }

  @Test func aBodyThatReadNothingIsUpdatedOnceItReads() throws {
    let log = RenderLog()
    let host = ViewHost { ReaderParent(log: log) }
    // Nothing reads the text yet: writing it renders nobody.
    try host.inspect().find(button: "write").tap()
    #expect(try host.inspect().find(ViewType.Text.self).string() == "nothing")
    #expect(log["parent"] == 1 && log["reader"] == 1)
    // The reader reads it now, and from then on a write renders the reader alone.
    try host.inspect().find(button: "read").tap()
    #expect(try host.inspect().find(text: "ab").string() == "ab")
    try host.inspect().find(button: "write").tap()
    #expect(try host.inspect().find(text: "abb").string() == "abb")
    #expect(log["parent"] == 2 && log["reader"] == 3)
    // Once it stops reading, a write renders it no more.
    try host.inspect().find(button: "stop reading").tap()
    #expect(log["parent"] == 3 && log["reader"] == 4)
    try host.inspect().find(button: "write").tap()
    #expect(log["parent"] == 3 && log["reader"] == 4)
    #expect(try host.inspect().find(ViewType.Text.self).string() == "nothing")
  }

  @Test func aTrackerHandedOnByViewsThatReadNothingServesTheViewThatReads() throws {
    let log = RenderLog()
    let host = ViewHost { HandingOnParent(log: log) }
    #expect(log["first"] == 1 && log["reader"] == 1 && log["last"] == 1)
    // Each write renders the reader, and only the reader: the tracker it was handed reports
    // to it, and the views that handed theirs on hear nothing.
    try host.inspect().find(button: "write").tap()
    try host.inspect().find(button: "write").tap()
    #expect(try host.inspect().find(text: "abb").string() == "abb")
    #expect(log["reader"] == 3)
    #expect(log["first"] == 1 && log["last"] == 1)
  }

  @Test func aQueuedUpdateBelowAnUnchangedViewIsNotLostWhenAnAncestorRendersFirst() throws {
    let host = ViewHost { ChainedWritesScreen() }
    // The second reader's update comes up while the screen, queued by the first reader's
    // `onChange`, needs a render: the screen renders, stops at the unchanged holder, and the
    // second reader must still render.
    try host.inspect().find(button: "both").tap()
    #expect(try host.inspect().find(text: "echo 1").string() == "echo 1")
    #expect(try host.inspect().find(text: "first 1").string() == "first 1")
    #expect(try host.inspect().find(text: "second 1").string() == "second 1")
    try host.inspect().find(button: "both").tap()
    #expect(try host.inspect().find(text: "second 2").string() == "second 2")
  }

  @Test func aViewHeldAfterItsRowLeftHasNoParentThoughItsAncestorsAreGone() throws {
    @State var order = Array(1...30)
    let host = ViewHost {
      List {
        ForEach(order, id: \.self) { number in
          HStack { Text("row \(number)").padding() }
        }
      }
    }
    // Row 25 is past the first screenful: the search makes it.
    let held = try host.inspect().find(text: "row 25")
    #expect(held.content.medium.viewModifiers.count == 1)
    // The row leaves: its stack and the padding above the text are let go, the text is held.
    order.removeAll { $0 == 25 }
    #expect(throws: InspectionError.self) { try host.inspect().find(text: "row 25") }
    // The held text is out of the tree: it reaches no ancestor, though they are freed.
    #expect(held.content.medium.viewModifiers.isEmpty)
    #expect(throws: InspectionError.self) { try held.parent() }
    #expect(throws: InspectionError.self) { try held.string() }
    #expect(try host.inspect().find(text: "row 26").string() == "row 26")
  }

  @Test func aListsRowsKeepTheirStateByIdPastTheScreenful() throws {
    @State var order = Array(1...50)
    let host = ViewHost {
      List {
        ForEach(order, id: \.self) { number in
          Counter(label: "row \(number)")
        }
      }
    }
    // Row 40 is past the first screenful: the search makes it.
    try host.inspect().find(button: "row 40 0").tap()
    order.reverse()
    #expect(try host.inspect().find(button: "row 40 1").role() == nil)
    #expect(
      try host.inspect().findAll(ViewType.Button.self).prefix(3).map {
        try $0.labelView().view(ViewType.Text.self).string()
      } == ["row 50 0", "row 49 0", "row 48 0"])
    // Gone, then back: a fresh row.
    order.removeAll { $0 == 40 }
    order.append(40)
    #expect(try host.inspect().find(button: "row 40 0").role() == nil)
    #expect(try host.inspect().findAll(ViewType.Button.self).count == 50)
  }

  @Test func anIdThatChangesGivesTheViewFreshState() throws {
    @State var version = 1
    let host = ViewHost { Counter(label: "draft").id(version) }
    try host.inspect().find(ViewType.Button.self).tap()
    #expect(try host.inspect().find(viewWithId: 1).find(button: "draft 1").role() == nil)
    version = 2
    #expect(try host.inspect().find(viewWithId: 2).find(button: "draft 0").role() == nil)
  }

  @Test func environmentValuesFlowDownAndTheClosestWins() throws {
    @State var accent = "red"
    @State var isLocked = false
    let host = ViewHost {
      VStack {
        AccentLabel()
        AccentLabel().environment(\.accent, "green")
      }
      .environment(\.accent, accent)
      .disabled(isLocked)
    }
    #expect(
      try host.inspect().findAll(ViewType.Text.self).map { try $0.string() } == [
        "red enabled", "green enabled",
      ])
    accent = "black"
    isLocked = true
    #expect(
      try host.inspect().findAll(ViewType.Text.self).map { try $0.string() } == [
        "black disabled", "green disabled",
      ])
    #expect(try AccentLabel().inspect().find(ViewType.Text.self).string() == "blue enabled")
  }

  @Test func observableModelsInStateInTheEnvironmentAndAsPropertiesUpdateTheirReaders() throws {
    let plain = Counts()
    let host = ViewHost { ObservingViews(plain: plain) }
    try host.inspect().find(button: "bump owned").tap()
    #expect(try host.inspect().find(text: "owned 1").string() == "owned 1")
    try host.inspect().find(button: "env 1").tap()
    #expect(try host.inspect().find(text: "owned 101").string() == "owned 101")
    // A change made outside any Fieldwork action is applied at the next flush (Observation
    // reports it before storing it).
    plain.value = 7
    UpdateScheduler.flush()
    #expect(try host.inspect().find(text: "plain 7").string() == "plain 7")
    try host.inspect().find(ViewType.TextField.self).setInput("renamed")
    let editor = try host.inspect().find(BindableEditor.self).actualView()
    #expect(editor.counts.label == "renamed")
  }

  @Test func focusStateMovesFocusBetweenSwiftUIsFields() throws {
    let host = ViewHost { ProfileView() }
    let form = try host.inspect().find(ProfileView.self)
    // Writing the view's state from the test moves the focus, as the view's code would.
    try form.actualView().focusedField = .email
    let email = try host.inspect().find(ViewType.TextField.self) {
      try $0.attribute("placeholder", as: String.self) == "Email"
    }.platformView()
    #expect(host.window.firstResponder === email)
    try host.inspect().find(
      ViewType.TextField.self,
      where: { try $0.attribute("placeholder", as: String.self) == "Nickname" }
    ).setInput("ada")
    #expect(try form.actualView().focusedField == .nickname)
    try host.inspect().find(
      ViewType.TextField.self,
      where: { try $0.attribute("placeholder", as: String.self) == "Nickname" }
    ).callOnSubmit()
    #expect(try form.actualView().focusedField == .email)
  }
}

import FieldworkUIKit
import Testing

/// `Menu`, `.contextMenu`, `EditButton` with `\.editMode`, `navigationDestination(item:)`,
/// an editable navigation title, and the visual effects kept for inspection.
@MainActor @Suite struct MenuAndEditingTests {
  struct Filtered: View {
    @State var filter = "all"
    @State var refreshed = 0

    var body: some View {
      VStack {
        Text("showing \(filter)")
        Menu("Filter") {
          Button("All") { filter = "all" }
          Button("Done") { filter = "done" }
        }
        .menuStyle(.button)
        Menu {
          Button("Later") {}
        } label: {
          Label("Refresh", systemImage: "arrow.clockwise")
        } primaryAction: {
          refreshed += 1
        }
        Text("refreshed \(refreshed)")
          .contextMenu {
            Button("Reset") { refreshed = 0 }
          }
      }
    }
  }

  @Test func aMenusItemsAreTappedAsAPersonPicksThem() throws {
    let host = ViewHost { Filtered() }
    try host.inspect().find(button: "Done").tap()
    #expect(try host.inspect().find(text: "showing done").string() == "showing done")
    let menu = try host.inspect().find(ViewType.Menu.self)
    #expect(try menu.labelView().text().string() == "Filter")
    #expect(try menu.menuStyle() is ButtonMenuStyle)
    let noPrimary = #expect(throws: InspectionError.self) { try menu.tap() }
    #expect(noPrimary?.localizedDescription.contains("a tap opens it") == true)

    try host.inspect().vStack().menu(2).tap()
    try host.inspect().vStack().menu(2).tap()
    #expect(try host.inspect().find(text: "refreshed 2").string() == "refreshed 2")
    try host.inspect().find(text: "refreshed 2").contextMenu().button().tap()
    #expect(try host.inspect().find(text: "refreshed 0").string() == "refreshed 0")
  }

  @Test func voiceOverReadsAMenuAsOneButtonAndSkipsHiddenItems() throws {
    let host = ViewHost { Filtered() }
    #expect(
      host.spokenScreen == """
        showing all
        Filter. Button.
        Refresh. Button.
        refreshed 0
        """)
    let voiceOver = host.voiceOver()
    _ = voiceOver.move(toLabel: "Refresh")
    try voiceOver.activate()  // the primary action
    #expect(host.spokenScreen.hasSuffix("refreshed 1"))
  }

  struct Memos: View {
    @State var memos = ["a", "b"]
    @State var opened: String?

    var body: some View {
      NavigationStack {
        List {
          ForEach(memos, id: \.self) { memo in
            Button(memo) { opened = memo }
          }
          .onDelete { memos.remove(atOffsets: $0) }
        }
        .navigationDestination(item: $opened) { memo in
          Text("memo \(memo)")
        }
        .toolbar { EditButton() }
      }
    }
  }

  @Test func editButtonTurnsTheStacksEditModeOnAndOff() throws {
    let host = ViewHost { Memos() }
    let edit = try host.inspect().find(ViewType.EditButton.self)
    #expect(try edit.editMode()?.wrappedValue == .inactive)
    try host.inspect().find(button: "Edit").tap()
    #expect(try edit.editMode()?.wrappedValue == .active)
    #expect(try edit.editMode()?.wrappedValue.isEditing == true)
    try host.inspect().find(button: "Done").tap()
    #expect(try edit.editMode()?.wrappedValue == .inactive)
  }

  @Test func editButtonChangesTheAppsOwnEditMode() throws {
    struct Own: View {
      @State var mode = EditMode.inactive
      var body: some View {
        VStack {
          Text(mode.isEditing ? "editing" : "reading")
          EditButton()
        }
        .environment(\.editMode, $mode)
      }
    }
    let host = ViewHost { Own() }
    try host.inspect().find(button: "Edit").tap()
    #expect(try host.inspect().find(Own.self).actualView().mode == .active)
    #expect(try host.inspect().find(text: "editing").string() == "editing")

    let alone = ViewHost { EditButton() }
    try alone.inspect().find(button: "Edit").tap()  // no edit mode above: nothing changes
    #expect(try alone.inspect().editButton().editMode() == nil)
    #expect(try alone.inspect().find(ViewType.Button.self).labelView().text().string() == "Edit")
  }

  @Test func anItemDestinationPushesWhileItsItemIsSetAndClearsItWhenPopped() throws {
    let host = ViewHost { Memos() }
    try host.inspect().find(button: "b").tap()
    #expect(host.spokenScreen.contains("memo b"))
    #expect(try host.inspect().find(Memos.self).actualView().opened == "b")
    let voiceOver = host.voiceOver()
    _ = voiceOver.move(toLabel: "Back")
    try voiceOver.activate()
    #expect(try host.inspect().find(Memos.self).actualView().opened == nil)
    #expect(!host.spokenScreen.contains("memo b"))
  }

  @Test func anEditableTitleIsRenamedThroughItsBinding() throws {
    struct Note: View {
      @State var title = "Untitled"
      var body: some View {
        NavigationStack {
          Text("body").navigationTitle($title)
        }
      }
    }
    let host = ViewHost { Note() }
    #expect(try host.inspect().navigationTitle() == "Untitled")
    try host.inspect().renameNavigationTitle(to: "Groceries")
    #expect(try host.inspect().find(Note.self).actualView().title == "Groceries")
    #expect(try host.inspect().navigationTitle() == "Groceries")
    #expect(host.spokenScreen.hasPrefix("Groceries. Heading."))
  }

  @Test func effectsAreKeptWithTheirAnchors() throws {
    let host = ViewHost {
      VStack {
        Text("a").scaleEffect(1.35, anchor: .leading)
        Text("b").scaleEffect(x: 2, y: 0.5)
        Text("c").rotationEffect(.degrees(90), anchor: .topLeading)
        Text("d").rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
        Image(systemName: "checkmark").symbolRenderingMode(.hierarchical)
        Text("e").background(.background)
      }
    }
    let stack = try host.inspect().vStack()
    #expect(try stack.text(0).scaleEffect() == CGSize(width: 1.35, height: 1.35))
    #expect(try stack.text(0).scaleEffectAnchor() == .leading)
    #expect(try stack.text(1).scaleEffect() == CGSize(width: 2, height: 0.5))
    #expect(try stack.text(1).scaleEffectAnchor() == .center)
    #expect(try stack.text(2).rotation() == .degrees(90))
    #expect(try stack.text(2).rotationAnchor() == .topLeading)
    let rotation = try stack.text(3).rotation3D()
    #expect(rotation.angle == .degrees(45))
    #expect(rotation.axis.y == 1)
    #expect(try stack.image(4).actualImage().symbolRenderingMode == .hierarchical)
    #expect(try stack.text(5).attribute("background", as: String.self) == "background")
  }
}

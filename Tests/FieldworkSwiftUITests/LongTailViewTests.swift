import FieldworkUIKit
import Foundation
import Testing

/// The SwiftUI the corpus apps reach for besides the everyday views: date pickers,
/// disclosure groups, empty states, split views, scroll readers, pull to refresh, text sizes
/// and accessibility focus.
@MainActor @Suite struct LongTailViewTests {
  static let start = Date(timeIntervalSince1970: 1_765_000_000)  // 2025-12-06 05:46:40 UTC

  struct Reminder: View {
    @State var due = LongTailViewTests.start
    var body: some View {
      Form {
        DatePicker(
          "Due", selection: $due, in: LongTailViewTests.start..., displayedComponents: .date)
        Text("due \(due.timeIntervalSince1970)")
      }
      .datePickerStyle(.graphical)
    }
  }

  @Test func aDatePickerChoosesWithinItsRangeAndReadsItsDate() throws {
    let host = ViewHost { Reminder() }
    let picker = try host.inspect().find(ViewType.DatePicker.self)
    #expect(try picker.labelView().text().string() == "Due")
    #expect(try picker.datePickerStyle() is GraphicalDatePickerStyle)
    #expect(host.spokenScreen.hasPrefix("Due: Dec 6, 2025. Button."))
    let later = Self.start.addingTimeInterval(86_400)
    try picker.select(date: later)
    #expect(try picker.selectedDate() == later)
    #expect(try host.inspect().find(Reminder.self).actualView().due == later)
    let early = #expect(throws: InspectionError.self) {
      try picker.select(date: Self.start.addingTimeInterval(-1))
    }
    #expect(early?.localizedDescription.contains("offers no") == true)
    #expect(try picker.selectedDate() == later)  // nothing changed
  }

  struct Settings: View {
    let log: EventLog
    var body: some View {
      DisclosureGroup("Advanced") {
        Toggle("Beta", isOn: .constant(true)).onAppear { log.append("beta appeared") }
      }
    }
  }

  @Test func aDisclosureGroupShowsItsContentOnlyWhileExpanded() throws {
    let log = EventLog()
    let host = ViewHost { Settings(log: log) }
    let group = try host.inspect().find(ViewType.DisclosureGroup.self)
    #expect(try group.isExpanded() == false)
    #expect(throws: InspectionError.self) { try host.inspect().find(ViewType.Toggle.self) }
    #expect(host.spokenScreen == "Advanced. Button.")
    try group.expand()
    #expect(log.events == ["beta appeared"])
    #expect(try group.labelView().text().string() == "Advanced")
    #expect(host.spokenScreen.hasSuffix("Beta. Switch Button. On. Double tap to toggle setting."))
    let voiceOver = host.voiceOver()
    _ = voiceOver.move(toLabel: "Advanced")
    try voiceOver.activate()
    #expect(try group.isExpanded() == false)
  }

  @Test func contentUnavailableReadsItsTitleAsAHeading() {
    let host = ViewHost { ContentUnavailableView.search(text: "zz") }
    #expect(
      host.spokenScreen == """
        No Results for \u{201C}zz\u{201D}. Heading.
        Check the spelling or try a new search.
        """)
  }

  @Test func aSplitViewShowsEveryColumnEachAStack() throws {
    let host = ViewHost {
      NavigationSplitView {
        Text("Folders").navigationTitle("Mail")
      } content: {
        Text("Inbox")
      } detail: {
        Text("Pick a message")
      }
      .navigationSplitViewStyle(.balanced)
    }
    let split = try host.inspect().navigationSplitView()
    #expect(try split.navigationStack(2).text().string() == "Pick a message")
    #expect(try split.navigationSplitViewStyle() is BalancedNavigationSplitViewStyle)
    #expect(host.spokenScreen == "Mail. Heading.\nFolders\nInbox\nPick a message")
  }

  struct Chat: View {
    @State var messages = [1, 2, 3]
    var body: some View {
      ScrollViewReader { proxy in
        List(messages, id: \.self) { Text("message \($0)") }
        Button("Send") {
          messages.append(messages.count + 1)
          proxy.scrollTo(messages.count, anchor: .bottom)
        }
      }
      .scrollBounceBehavior(.basedOnSize)
    }
  }

  @Test func aScrollReaderRecordsWhereItsProxyScrolled() throws {
    let host = ViewHost { Chat() }
    let reader = try host.inspect().find(ViewType.ScrollViewReader.self)
    #expect(try reader.scrolledTo() == nil)
    try host.inspect().find(button: "Send").tap()
    let target = try #require(try reader.scrolledTo())
    #expect(target.id == AnyHashable(4))
    #expect(target.anchor == .bottom)
    #expect(
      try reader.attribute("scrollBounceBehavior", as: ScrollBounceBehavior.self) == .basedOnSize)
  }

  @Test func pullingToRefreshRunsTheActionAndWaitsForIt() async throws {
    @MainActor final class Feed {
      var loads = 0
    }
    let feed = Feed()
    let host = ViewHost {
      List { Text("post") }
        .refreshable {
          await Task.yield()
          await MainActor.run { feed.loads += 1 }
        }
    }
    try await host.inspect().find(text: "post").refresh()
    #expect(feed.loads == 1)
    let plain = ViewHost { Text("no refresh") }
    await #expect(throws: InspectionError.self) { try await plain.inspect().refresh() }
  }

  @Test func textSizeIsClampedByTheRangeAViewAllows() throws {
    struct Sized: View {
      @Environment(\.dynamicTypeSize) var size
      var body: some View { Text(size.isAccessibilitySize ? "huge" : "\(size)") }
    }
    let host = ViewHost {
      VStack {
        Sized()
        Sized().dynamicTypeSize(.accessibility3)
        // The range is nearer the view: it clamps the size set above it.
        Sized().dynamicTypeSize(...DynamicTypeSize.xxLarge).dynamicTypeSize(.accessibility3)
        Sized().dynamicTypeSize(.medium...).dynamicTypeSize(.xSmall)
      }
    }
    #expect(host.spokenScreen == "large\nhuge\nxxLarge\nmedium")
  }

  @Test func accessibilityFocusIsKeptAndReadBack() throws {
    struct Form: View {
      enum Field: Hashable { case name, email }
      @AccessibilityFocusState var focus: Field?
      var body: some View {
        VStack {
          Text("Name").accessibilityFocused($focus, equals: .name)
          Button("Check") { focus = .name }
        }
      }
    }
    let host = ViewHost { Form() }
    let name = try host.inspect().find(text: "Name")
    #expect(try name.accessibilityFocused() == false)
    try host.inspect().find(button: "Check").tap()
    #expect(try name.accessibilityFocused())
  }

  @Test func progressStylesAreKept() throws {
    let host = ViewHost { ProgressView().progressViewStyle(.circular) }
    #expect(try host.inspect().progressViewStyle() is CircularProgressViewStyle)
  }

  @Test func anUnresponsiveControlNamesTheOutermostViewThatStopsIt() throws {
    struct Nested: View {
      var body: some View {
        VStack {
          VStack {
            Button("Save") {}.disabled(false)
          }
          .disabled(true)
          HStack { Button("Hidden") {} }.hidden()
        }
      }
    }
    let host = ViewHost { Nested() }
    let disabled = #expect(throws: InspectionError.self) {
      try host.inspect().find(button: "Save").tap()
    }
    #expect(
      disabled?.localizedDescription
        == "Button is unresponsive: view(Nested.self).vStack().vStack(0) is disabled")
    let hidden = #expect(throws: InspectionError.self) {
      try host.inspect().find(button: "Hidden").tap()
    }
    #expect(
      hidden?.localizedDescription
        == "Button is unresponsive: view(Nested.self).vStack().hStack(1) is hidden")
    let alone = ViewHost { Button("Solo") {}.disabled(true) }
    let own = #expect(throws: InspectionError.self) { try alone.inspect().button().tap() }
    #expect(own?.localizedDescription == "Button is unresponsive: it is disabled")
  }

  @Test func aBindingReachesAModelPropertyNamedDescription() throws {
    struct Task { var description = "milk" }
    struct Editor: View {
      @State var task = Task()
      var body: some View { TextField("Description", text: $task.description) }
    }
    let host = ViewHost { Editor() }
    try host.inspect().find(ViewType.TextField.self).setInput("eggs")
    #expect(try host.inspect().find(Editor.self).actualView().task.description == "eggs")
    #expect(String(describing: Binding.constant(3)) == "Binding(3)")
  }

  @Test func labelStylesTextCaseAndTitleModesAreKept() throws {
    let host = ViewHost {
      NavigationStack {
        List {
          Section("Numbers") { Text("1") }.textCase(nil)
          Label("Add", systemImage: "plus").labelStyle(.iconOnly)
          Text("plain").bold()
          Button("Bold") {}.bold().italic()
        }
        .toolbarTitleDisplayMode(.inline)
      }
    }
    let list = try host.inspect().find(ViewType.List.self)
    #expect(
      try list.attribute("toolbarTitleDisplayMode", as: ToolbarTitleDisplayMode.self) == .inline)
    #expect(try host.inspect().find(text: "1").textCase() == nil)
    let label = try host.inspect().find(ViewType.Label.self)
    #expect(try label.labelStyle() is IconOnlyLabelStyle)
    #expect(host.spokenScreen.contains("Add. Button.") == false)  // a label, not a button
    #expect(host.spokenScreen.contains("Add"))  // read by its title, icon-only or not
    #expect(try host.inspect().find(button: "Bold").attribute("bold", as: Bool.self))
  }

  @Test func aFormatterFieldWritesWhatItReadsAndKeepsTheValueOtherwise() throws {
    struct Order: View {
      @State var quantity = 2
      @State var price = 1.5
      var body: some View {
        Form {
          TextField("Quantity", value: $quantity, formatter: NumberFormatter())
          TextField("Price", value: $price, formatter: Order.money)
        }
      }
      static let money: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.minimumFractionDigits = 2
        formatter.maximumFractionDigits = 2
        return formatter
      }()
    }
    let host = ViewHost { Order() }
    let fields = try host.inspect().findAll(ViewType.TextField.self)
    #expect(try fields[0].input() == "2")
    #expect(try fields[1].input() == "1.50")
    try fields[0].setInput("12")
    try fields[0].callOnSubmit()
    #expect(try host.inspect().find(Order.self).actualView().quantity == 12)
    try fields[0].setInput("twelve")
    try fields[0].callOnSubmit()
    #expect(try host.inspect().find(Order.self).actualView().quantity == 12)
    try fields[1].setInput("3.256")
    try fields[1].callOnSubmit()
    #expect(try host.inspect().find(Order.self).actualView().price == 3.256)
  }

  @Test func aSlidersLabelIsReadNotShownAndCustomActionsComeFromButtons() throws {
    struct Mixer: View {
      @State var volume = 0.5
      @State var log: [String] = []
      var body: some View {
        VStack {
          Slider(value: $volume, in: 0...1) {
            Text("Volume")
          } onEditingChanged: {
            log.append("editing \($0)")
          }
          Text("Track")
            .accessibilityActions {
              Button("Skip") { log.append("skip") }
            }
            .clipShape(.rect(cornerRadius: 8))
            .background(.blue, in: .capsule)
        }
      }
    }
    let host = ViewHost { Mixer() }
    #expect(
      host.spokenScreen.hasPrefix(
        "Volume: 50%. Adjustable. Swipe up or down with one finger to adjust the value."))
    try host.inspect().find(ViewType.Slider.self).setValue(0.8)
    #expect(
      try host.inspect().find(Mixer.self).actualView().log == ["editing true", "editing false"])
    let voiceOver = host.voiceOver()
    _ = voiceOver.move(toLabel: "Track")
    #expect(voiceOver.focused?.customActions == ["Skip"])
    try voiceOver.performCustomAction(named: "Skip")
    #expect(try host.inspect().find(Mixer.self).actualView().log.last == "skip")
  }
}

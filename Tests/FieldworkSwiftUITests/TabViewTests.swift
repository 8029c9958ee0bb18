import FieldworkUIKit
import Testing

/// `TabView` as iOS runs it: the selected tab on screen, the others keeping their state,
/// lifecycle actions as tabs are switched, and the tab bar as VoiceOver reads it.
@MainActor @Suite struct TabViewTests {
  enum Tab: Hashable { case inbox, settings }

  struct Counter: View {
    let name: String
    let log: EventLog
    @State var count = 0

    var body: some View {
      Button("\(name) \(count)") { count += 1 }
        .onAppear { log.append("\(name) appeared") }
        .onDisappear { log.append("\(name) disappeared") }
    }
  }

  struct Bound: View {
    let log: EventLog
    @State var tab = Tab.inbox

    var body: some View {
      TabView(selection: $tab) {
        Counter(name: "inbox", log: log)
          .tabItem { Label("Inbox", systemImage: "tray") }
          .tag(Tab.inbox)
          .badge(3)
        Counter(name: "settings", log: log)
          .tabItem { Label("Settings", systemImage: "gear") }
          .tag(Tab.settings)
      }
    }
  }

  @Test func onlyTheSelectedTabAppearsAndSwitchingMovesItsLifecycle() throws {
    let log = EventLog()
    let host = ViewHost { Bound(log: log) }
    #expect(log.events == ["inbox appeared"])
    let tabs = try host.inspect().find(ViewType.TabView.self)
    #expect(try tabs.selectedTab() == AnyHashable(Tab.inbox))
    #expect(try tabs.tabTags() == [AnyHashable(Tab.inbox), AnyHashable(Tab.settings)])

    try tabs.select(value: Tab.settings)
    #expect(log.events == ["inbox appeared", "inbox disappeared", "settings appeared"])
    #expect(try host.inspect().find(Bound.self).actualView().tab == .settings)
    #expect(try tabs.selectedTab() == AnyHashable(Tab.settings))

    let missing = #expect(throws: InspectionError.self) { try tabs.select(value: "profile") }
    #expect(missing?.localizedDescription.contains("no tab tagged profile") == true)
  }

  @Test func aTabKeepsItsStateWhileAnotherIsShown() throws {
    let log = EventLog()
    let host = ViewHost { Bound(log: log) }
    try host.inspect().find(button: "inbox 0").tap()
    let tabs = try host.inspect().find(ViewType.TabView.self)
    try tabs.select(value: Tab.settings)
    try tabs.select(value: Tab.inbox)
    #expect(try host.inspect().find(button: "inbox 1").labelView().text().string() == "inbox 1")
  }

  @Test func voiceOverReadsTheShownTabThenTheTabBar() throws {
    let log = EventLog()
    let host = ViewHost { Bound(log: log) }
    #expect(
      host.spokenScreen == """
        inbox 0. Button.
        Selected: Inbox: 3. Tab.
        Settings. Tab.
        """)
    let voiceOver = host.voiceOver()
    _ = voiceOver.move(toLabel: "Settings")
    try voiceOver.activate()
    #expect(
      host.spokenScreen == """
        settings 0. Button.
        Inbox: 3. Tab.
        Selected: Settings. Tab.
        """)
    #expect(log.events.last == "settings appeared")
  }

  @Test func inspectionReadsEveryTabItsItemAndBadge() throws {
    let host = ViewHost { Bound(log: EventLog()) }
    let tabs = try host.inspect().tabView()
    #expect(try tabs.view(Counter.self, 1).actualView().name == "settings")
    let first = try tabs.view(Counter.self, 0)
    #expect(try first.tabItem().label().title().text().string() == "Inbox")
    #expect(try first.badge() == "3")
    #expect(try first.tag() == AnyHashable(Tab.inbox))
  }

  struct Unbound: View {
    let log: EventLog

    var body: some View {
      TabView {
        Text("first").task { log.append("first task") }
          .tabItem { Text("One") }
        ForEach(["a", "b"], id: \.self) { name in
          Text("row \(name)").tabItem { Text(name.uppercased()) }
        }
      }
    }
  }

  @Test func withoutABindingTheFirstTabShowsAndRowsAreTaggedByTheirIDs() async throws {
    let log = EventLog()
    let host = ViewHost { Unbound(log: log) }
    await host.settle()
    #expect(log.events == ["first task"])
    let tabs = try host.inspect().tabView()
    #expect(try tabs.tabTags() == [AnyHashable(0), AnyHashable("a"), AnyHashable("b")])
    try tabs.select(value: "b")
    #expect(host.spokenScreen.hasPrefix("row b\n"))
    try tabs.select(value: 0)
    await host.settle()
    #expect(log.events == ["first task", "first task"])  // started again as it shows again
  }

  struct Paged: View {
    @State var page = 0
    let mode: PageTabViewStyle.IndexDisplayMode

    var body: some View {
      TabView(selection: $page) {
        Text("one").tag(0)
        Text("two").tag(1)
      }
      .tabViewStyle(.page(indexDisplayMode: mode))
    }
  }

  @Test func pagedTabsHaveAnAdjustablePageIndicatorUnlessHidden() throws {
    let host = ViewHost { Paged(mode: .automatic) }
    #expect(
      host.spokenScreen
        == "one\npage 1 of 2. Adjustable. Swipe up or down with one finger to adjust the value.")
    let voiceOver = host.voiceOver()
    #expect(voiceOver.next()?.label == "one")
    #expect(voiceOver.next()?.traits == .isAdjustable)
    try voiceOver.increment()
    #expect(try host.inspect().find(Paged.self).actualView().page == 1)
    #expect(
      try host.inspect().tabView().tabViewStyle() as? PageTabViewStyle
        == .page(indexDisplayMode: .automatic))

    let hidden = ViewHost { Paged(mode: .never) }
    #expect(hidden.spokenScreen == "one")
  }

  @Test func aSelectionMatchingNoTagShowsTheFirstTabAndKeepsItsValue() throws {
    struct Stray: View {
      @State var tab = 7
      var body: some View {
        TabView(selection: $tab) {
          Text("one").tag(0)
          Text("two").tag(1)
        }
      }
    }
    let host = ViewHost { Stray() }
    #expect(host.spokenScreen == "one")
    #expect(try host.inspect().find(Stray.self).actualView().tab == 7)
    #expect(try host.inspect().tabView().selectedTab() == AnyHashable(0))
  }
}

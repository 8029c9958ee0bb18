import FieldworkUIKit
import Testing

/// A link's destination as its content, the way ViewInspector reads it: there for a link
/// that is not bound, there while it is active for one that is, never presented by being
/// looked at.
@MainActor @Suite struct NavigationLinkDestinationTests {
  final class Counter {
    var appeared = 0
  }

  struct Detail: View {
    let name: String
    let counter: Counter

    var body: some View {
      Text("Detail of \(name)").onAppear { counter.appeared += 1 }
    }
  }

  struct Links: View {
    let counter: Counter

    var body: some View {
      NavigationStack {
        List {
          NavigationLink(destination: Detail(name: "Ada", counter: counter)) { Text("Ada") }
          NavigationLink(destination: Detail(name: "Alan", counter: counter)) { Text("Alan") }
        }
      }
    }
  }

  struct BoundLinks: View {
    @State var selection: String?
    let counter: Counter

    var body: some View {
      NavigationView {
        NavigationLink(
          destination: Detail(name: "Ada", counter: counter), tag: "ada", selection: $selection
        ) { Text("Ada") }
        NavigationLink(
          destination: Detail(name: "Alan", counter: counter), tag: "alan", selection: $selection
        ) { Text("Alan") }
      }
    }
  }

  struct Ping: View {
    var body: some View { NavigationLink(destination: Pong()) { Text("to Pong") } }
  }

  struct Pong: View {
    var body: some View { NavigationLink(destination: Ping()) { Text("to Ping") } }
  }

  @Test func anUnboundLinksDestinationIsItsContentAndFindReachesIt() throws {
    let counter = Counter()
    let host = ViewHost { Links(counter: counter) }
    let link = try host.inspect().find(navigationLink: "Alan")
    #expect(try link.view(Detail.self).actualView().name == "Alan")
    #expect(try link.labelView().text().string() == "Alan")
    let noValue = #expect(throws: InspectionError.self) { try link.value(String.self) }
    #expect(
      noValue?.localizedDescription
        == "Optional<NavigationLinkPresentedValue> does not have 'some' attribute")
    let text = try host.inspect().find(text: "Detail of Ada")
    #expect(
      text.pathToRoot
        == "view(Links.self).navigationStack().list().navigationLink(0).view(Detail.self).text()")
    // Found by what its destination shows, too, as ViewInspector's `find(navigationLink:)`.
    #expect(
      try host.inspect().find(navigationLink: "Detail of Alan").labelView().text().string()
        == "Alan")
    // Looked at, never presented: the destination's `onAppear` has not run, and the printed
    // tree shows no detail.
    #expect(counter.appeared == 0)
    #expect(!host.tree.contains("Detail of"))
  }

  @Test func aPushedDestinationIsFoundOnceAndAppears() throws {
    let counter = Counter()
    let host = ViewHost { Links(counter: counter) }
    #expect(try host.inspect().find(text: "Detail of Ada").string() == "Detail of Ada")
    try host.inspect().find(navigationLink: "Ada").activate()
    #expect(counter.appeared == 1)
    // The pushed screen, not a second copy: found once, through the stack.
    let found = try host.inspect().findAll(ViewType.Text.self).filter {
      (try? $0.string()) == "Detail of Ada"
    }
    #expect(found.count == 1)
    let link = try host.inspect().find(navigationLink: "Ada")
    #expect(try link.isActive())
    #expect(try link.view(Detail.self).text().string() == "Detail of Ada")
    #expect(host.tree.contains("Detail of Ada"))
  }

  @Test func aBoundLinksDestinationIsThereOnlyWhileItIsActive() throws {
    let counter = Counter()
    let host = ViewHost { BoundLinks(counter: counter) }
    let screen = try host.inspect()
    #expect(throws: InspectionError.self) { try screen.find(text: "Detail of Ada") }
    let absent = #expect(throws: InspectionError.self) {
      try screen.navigationView().navigationLink(0).view(Detail.self)
    }
    #expect(absent?.localizedDescription == "View for NavigationLink's destination is absent")
    try screen.navigationView().navigationLink(0).activate()
    #expect(try screen.find(text: "Detail of Ada").string() == "Detail of Ada")
    #expect(
      try screen.navigationView().navigationLink(0).view(Detail.self).actualView().name == "Ada")
    try screen.navigationView().navigationLink(1).activate()
    #expect(throws: InspectionError.self) { try screen.find(text: "Detail of Ada") }
    #expect(try screen.find(text: "Detail of Alan").string() == "Detail of Alan")
    #expect(counter.appeared == 2)
  }

  @Test func linksThatLeadBackToEachOtherEndTheSearch() throws {
    let host = ViewHost { NavigationStack { Ping() } }
    #expect(throws: InspectionError.self) {
      try host.inspect().find(ViewType.Text.self, traversal: .depthFirst, where: { _ in false })
    }
    #expect(throws: InspectionError.self) {
      try host.inspect().find(ViewType.Text.self, traversal: .breadthFirst, where: { _ in false })
    }
    #expect(try host.inspect().find(text: "to Ping").string() == "to Ping")
  }
}

/// An `if` with no `else` keeps its place among its parent's content when its condition is
/// false, as ViewInspector indexes it.
@MainActor @Suite struct AbsentViewTests {
  struct Row: View {
    let flag: Bool

    var body: some View {
      HStack {
        if flag { Text("ABC") }
        Text("XYZ")
      }
    }
  }

  @Test func anAbsentViewKeepsItsIndex() throws {
    let shown = try Row(flag: true).inspect()
    #expect(try shown.hStack().text(0).string() == "ABC")
    #expect(try shown.hStack().text(1).string() == "XYZ")
    let hidden = try Row(flag: false).inspect()
    #expect(try hidden.hStack().text(1).string() == "XYZ")
    let absent = #expect(throws: InspectionError.self) { try hidden.hStack().text(0) }
    #expect(absent?.localizedDescription == "View for Optional<Text> is absent")
    #expect(try hidden.find(text: "XYZ").pathToRoot == "view(Row.self).hStack().text(1)")
    // A search meets no absent view, and counts none.
    #expect(hidden.findAll(ViewType.ClassifiedView.self).count == 3)
    #expect(throws: InspectionError.self) { try hidden.find(text: "ABC") }
  }
}

/// A generic view's path names it with `EmptyView` for its arguments, as ViewInspector
/// writes it.
@MainActor @Suite struct GenericViewPathTests {
  struct Wrapper<Content: View>: View {
    let content: Content
    var body: some View { content }
  }

  struct Pair<First: View, Second: View>: View {
    let first: First
    let second: Second
    var body: some View {
      VStack {
        first; second
      }
    }
  }

  @Test func aGenericViewsPathUsesEmptyViewForItsArguments() throws {
    let view = Wrapper(content: Wrapper(content: Pair(first: Text("a"), second: Text("b"))))
    #expect(
      try view.inspect().find(text: "b").pathToRoot
        == "view(Wrapper<EmptyView>.self).view(Wrapper<EmptyView>.self)"
        + ".view(Pair<EmptyView, EmptyView>.self).vStack().text(1)")
  }
}

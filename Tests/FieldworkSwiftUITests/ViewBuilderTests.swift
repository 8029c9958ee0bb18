import FieldworkSwiftUI
import Testing

/// A view whose body takes every shape a `@ViewBuilder` can build.
private struct Shapes: View {
  var flag: Bool
  var name: String?
  var mode: Int

  var body: some View {
    if flag {
      Text("yes")
    } else {
      Text("no")
    }
    if let name {
      Text("name: \(name)")
    }
    switch mode {
    case 0: Text("zero")
    case 1: Image(systemName: "1.circle")
    default: EmptyView()
    }
    if mode > 5 {
      Text("big")
    }
  }
}

/// Ten children, the most SwiftUI's builder took before parameter packs.
private struct Ten: View {
  var body: some View {
    Text("1")
    Text("2")
    Text("3")
    Text("4")
    Text("5")
    Text("6")
    Text("7")
    Text("8")
    Text("9")
    Text("10")
    Text("11")
  }
}

private struct Card: ViewModifier {
  @State private var taps = 0
  var title: String

  func body(content: Content) -> some View {
    VStack {
      Text("\(title) \(taps)")
      content
        .padding(12)
      Button("Tap card") { taps += 1 }
    }
  }
}

private struct Previews: PreviewProvider {
  static var previews: some View {
    Group {
      Text("first preview")
      Text("second preview").previewDisplayName("Second")
    }
  }
}

@MainActor @Suite struct ViewBuilderTests {
  @Test(
    arguments: [
      (true, "Ada", 0, ["yes", "name: Ada", "zero"]),
      (false, nil, 1, ["no"]),
      (false, nil, 7, ["no", "big"]),
    ] as [(Bool, String?, Int, [String])])
  func everyBuilderShapeRendersWhatItSays(flag: Bool, name: String?, mode: Int, texts: [String])
    throws
  {
    let view = try Shapes(flag: flag, name: name, mode: mode).inspect()
    #expect(try view.findAll(ViewType.Text.self).map { try $0.string() } == texts)
    #expect(view.findAll(ViewType.Image.self).count == (mode == 1 ? 1 : 0))
  }

  @Test func moreThanTenChildrenAreFine() throws {
    let texts = try Ten().inspect().findAll(ViewType.Text.self).map { try $0.string() }
    #expect(texts == (1...11).map(String.init))
  }

  @Test func anyViewAndGroupAreViewsInspectionFinds() throws {
    let host = ViewHost {
      Group {
        AnyView(Text("inside any view"))
        AnyView(EmptyView())
      }
      .font(.caption)
    }
    let group = try host.inspect().find(ViewType.Group.self)
    #expect(try group.font() == .caption)
    #expect(group.findAll(ViewType.AnyView.self).count == 2)
    #expect(try group.find(text: "inside any view").string() == "inside any view")
  }

  @Test func anAnyViewOfAnotherTypeReplacesItsViewAndItsState() throws {
    @State var showsText = true
    let host = ViewHost {
      showsText ? AnyView(Text("text")) : AnyView(Counter(label: "counter"))
    }
    showsText = false
    try host.inspect().find(button: "counter 0").tap()
    #expect(
      try host.inspect().find(ViewType.Button.self).labelView().view(ViewType.Text.self).string()
        == "counter 1")
    showsText = true
    showsText = false
    #expect(try host.inspect().find(button: "counter 0").role() == nil)
  }

  @Test func aViewModifierOfTheAppsOwnWrapsTheContentAndKeepsItsState() throws {
    let host = ViewHost { Text("Hello").modifier(Card(title: "Card")) }
    #expect(
      try host.inspect().find(text: "Hello").padding()
        == EdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12))
    try host.inspect().find(button: "Tap card").tap()
    try host.inspect().find(button: "Tap card").tap()
    #expect(try host.inspect().find(text: "Card 2").string() == "Card 2")
  }

  @Test func aPreviewProvidersPreviewsCanBeHosted() throws {
    let host = ViewHost { Previews.previews }
    let texts = try host.inspect().findAll(ViewType.Text.self).map { try $0.string() }
    #expect(texts == ["first preview", "second preview"])
    #expect(
      try host.inspect().find(text: "second preview").attribute(
        "previewDisplayName", as: String.self)
        == "Second")
  }

  @Test func anEmptyBuilderIsAnEmptyView() throws {
    let host = ViewHost { EmptyView() }
    #expect(try host.inspect().findAll(ViewType.ClassifiedView.self).count == 1)
    #expect(host.tree == "(nothing rendered)")
  }
}

/// A button that counts its taps in state of its own.
struct Counter: View {
  var label: String
  @State private var count = 0

  var body: some View {
    Button("\(label) \(count)") { count += 1 }
  }
}

import FieldworkSwiftUI
import Testing

private struct Person: Identifiable {
  let id: Int
  var name: String
}

private struct Gallery: View {
  @State var people = [
    Person(id: 1, name: "Ada"), Person(id: 2, name: "Grace"), Person(id: 3, name: "Alan"),
  ]
  @State var note = ""
  @State var count = 2

  var body: some View {
    NavigationView {
      ScrollView(.horizontal, showsIndicators: false) {
        LazyVStack(alignment: .leading, spacing: 4) {
          Text("Hello, \(people[0].name)!") + Text(" Welcome.")
          Text(verbatim: "%d literal")
          Button(role: .destructive) {
            people.removeLast()
          } label: {
            Label("Remove last", systemImage: "trash")
          }
          Image("logo").resizable()
          Divider()
          HStack(alignment: .top, spacing: 8) {
            Spacer(minLength: 10)
            Color.blue.frame(width: 20, height: 20)
          }
          GeometryReader { proxy in
            Text("width \(Int(proxy.size.width))")
          }
          TextField("Note", text: $note, axis: .vertical)
          List(people) { person in
            Text(person.name)
          }
          List(0..<count, id: \.self) { index in
            Text("row \(index)")
          }
          List {
            ForEach(people) { Text($0.name) }
              .onMove { people.move(fromOffsets: $0, toOffset: $1) }
          }
        }
      }
      .navigationBarTitle("Gallery", displayMode: .inline)
      .toolbar {
        ToolbarItemGroup(placement: .bottomBar) {
          Button("Add") { people.append(Person(id: people.count + 1, name: "New")) }
        }
      }
    }
  }
}

@MainActor @Suite struct ViewsTests {
  @Test func textsJoinInterpolateAndStayVerbatim() throws {
    let gallery = try Gallery().inspect()
    #expect(try gallery.find(text: "Hello, Ada! Welcome.").string() == "Hello, Ada! Welcome.")
    #expect(try gallery.find(text: "%d literal").string() == "%d literal")
    #expect(Text("a").bold() != Text("a"))
    #expect(Text("a").bold() == Text("a").bold())
  }

  @Test func buttonsHaveRolesAndLabelsOfAnyView() throws {
    let gallery = try Gallery().inspect()
    let remove = try gallery.find(button: "Remove last")
    #expect(try remove.role() == .destructive)
    #expect(
      try remove.labelView().view(ViewType.Label.self).icon().view(ViewType.Image.self).imageName()
        == "trash")
    try remove.tap()
    #expect(gallery.findAll(ViewType.ForEach.self).first?.count == 2)
  }

  @Test func layoutViewsKeepTheirParametersAndGeometryReaderGetsTheHostsSize() throws {
    let host = ViewHost(size: CGSize(width: 320, height: 480)) { Gallery() }
    let screen = try host.inspect()
    #expect(try screen.find(text: "width 320").string() == "width 320")
    host.size = CGSize(width: 1024, height: 768)
    #expect(try screen.find(text: "width 1024").string() == "width 1024")
    let stack = try screen.find(ViewType.HStack.self)
    #expect(try stack.attribute("alignment", as: VerticalAlignment.self) == .top)
    #expect(try stack.attribute("spacing", as: CGFloat.self) == 8)
    #expect(try screen.find(ViewType.Spacer.self).attribute("minLength", as: CGFloat.self) == 10)
    let color = try screen.find(ViewType.Color.self)
    #expect(try color.attribute("color", as: Color.self) == .blue)
    #expect(try color.frame().width == 20)
    #expect(
      try screen.find(ViewType.ScrollView.self).attribute("axes", as: String.self) == "horizontal")
    #expect(try screen.find(ViewType.LazyVStack.self).attribute("spacing", as: CGFloat.self) == 4)
    #expect(try screen.find(ViewType.Image.self).attribute("resizable", as: Bool.self))
    #expect(screen.findAll(ViewType.Divider.self).count == 1)
  }

  @Test func listsOverDataRangesAndStaticContent() throws {
    let gallery = try Gallery().inspect()
    let lists = gallery.findAll(ViewType.List.self)
    #expect(lists.count == 3)
    #expect(
      try lists[0].findAll(ViewType.Text.self).map { try $0.string() } == ["Ada", "Grace", "Alan"])
    #expect(try lists[1].findAll(ViewType.Text.self).map { try $0.string() } == ["row 0", "row 1"])
    try gallery.find(Gallery.self).actualView().count = 3
    #expect(lists[1].findAll(ViewType.Text.self).count == 3)
    try lists[2].find(ViewType.ForEach.self).callOnMove(IndexSet([0]), 3)
    #expect(
      try lists[2].findAll(ViewType.Text.self).map { try $0.string() } == ["Grace", "Alan", "Ada"])
    #expect(throws: InspectionError.self) {
      try lists[0].find(ViewType.ForEach.self).callOnDelete(IndexSet([0]))
    }
  }

  @Test func aVerticalTextFieldTakesLineBreaks() throws {
    let gallery = try Gallery().inspect()
    let field = try gallery.find(ViewType.TextField.self)
    let control = try #require(try field.platformView() as? HeadlessTextField)
    control.tap()
    control.type("one\ntwo")
    #expect(try gallery.find(Gallery.self).actualView().note == "one\ntwo")
  }

  @Test func navigationTitlesAndToolbarsAreInTheTree() throws {
    let gallery = try Gallery().inspect()
    #expect(try gallery.navigationTitle() == "Gallery")
    try gallery.find(button: "Add").tap()
    #expect(gallery.findAll(ViewType.List.self)[0].findAll(ViewType.Text.self).count == 4)
    #expect(
      try gallery.find(ViewType.ToolbarItem.self).attribute(
        "placement", as: ToolbarItemPlacement.self) == .bottomBar)
    #expect(
      try gallery.find(ViewType.NavigationView.self).find(ViewType.ScrollView.self).attribute(
        "navigationBarTitleDisplayMode", as: String.self) == "inline")
  }

  @Test func textInputModifiersReadBackThroughTheirGetters() throws {
    @State var name = ""
    let host = ViewHost {
      TextField("Name", text: $name)
        .keyboardType(.numberPad)
        .textContentType(.name)
        .autocorrectionDisabled()
    }
    let field = try host.inspect().find(ViewType.TextField.self)
    #expect(try field.textContentType() == .name)
    #expect(try field.keyboardType() == .numberPad)
    #expect(try field.disableAutocorrection() == true)
    let plain = ViewHost { Text("no field") }
    #expect(throws: InspectionError.self) { try plain.inspect().text().disableAutocorrection() }
  }

  @Test func stacksReadTheirOwnAlignmentAndSpacing() throws {
    let host = ViewHost {
      VStack(alignment: .leading, spacing: 4) {
        HStack(alignment: .top) { Text("a") }
        ZStack(alignment: .bottomTrailing) { Text("b") }
        LazyVStack { Text("c") }
        LazyHStack(alignment: .bottom, spacing: 2) { Text("d") }
      }
    }
    let outer = try host.inspect().vStack()
    #expect(try outer.alignment() == .leading)
    #expect(try outer.spacing() == 4)
    #expect(try outer.hStack(0).alignment() == .top)
    #expect(try outer.hStack(0).spacing() == nil)
    #expect(try outer.zStack(1).alignment() == .bottomTrailing)
    #expect(try outer.lazyVStack(2).alignment() == .center)
    #expect(try outer.lazyHStack(3).alignment() == .bottom)
    #expect(try outer.lazyHStack(3).spacing() == 2)
  }

  @Test func everyModifierIsKeptAsAnAttribute() throws {
    @State var name = ""
    let host = ViewHost {
      TextField("Name", text: $name)
        .padding(.horizontal, 12)
        .frame(maxWidth: .infinity, alignment: .leading)
        .font(.headline)
        .foregroundColor(.gray)
        .foregroundStyle(.secondary)
        .background(Color.white)
        .overlay(Capsule().stroke(.gray))
        .cornerRadius(8)
        .opacity(0.5)
        .keyboardType(.numberPad)
        .textInputAutocapitalization(.words)
        .autocorrectionDisabled()
        .submitLabel(.go)
        .textContentType(.name)
        .accessibilityLabel("Name field")
        .accessibilityIdentifier("name")
        .accessibilityHint("Your given name")
        .accessibilityValue("empty")
        .id("field")
        .tag(7)
        .listStyle(.insetGrouped)
    }
    let field = try host.inspect().find(ViewType.TextField.self)
    let names = try field.modifierAttributes().map(\.name)
    for name in [
      "padding", "frame", "font", "foregroundColor", "foregroundStyle", "background",
      "cornerRadius",
      "opacity", "keyboardType", "textInputAutocapitalization", "autocorrectionDisabled",
      "submitLabel", "textContentType", "accessibilityLabel", "accessibilityIdentifier",
      "accessibilityHint", "accessibilityValue", "id", "tag", "listStyle",
    ] {
      #expect(names.contains(name), "\(name) is missing from \(names)")
    }
    #expect(try field.padding() == EdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 12))
    #expect(try field.frame().maxWidth == .infinity)
    #expect(try field.font() == .headline)
    #expect(try field.foregroundColor() == .gray)
    #expect(try field.opacity() == 0.5)
    #expect(try field.accessibilityHint().string() == "Your given name")
    #expect(try field.accessibilityValue().string() == "empty")
    #expect(try field.tag() == AnyHashable(7))
    #expect(
      try host.inspect().find(viewWithId: "field").view(ViewType.TextField.self).input() == "")
    #expect(try host.inspect().find(viewWithTag: 7).view(ViewType.TextField.self).input() == "")
    // The traits that reach text controls in SwiftUI reach the headless field.
    let control = try #require(try field.platformView() as? HeadlessTextField)
    #expect(control.keyboardType == .numberPad && control.autocapitalizationType == .words)
    #expect(control.autocorrectionType == .no && control.returnKeyType == .go)
    #expect(control.textContentType == .name)
    #expect(
      try host.inspect().find(ViewType.ClassifiedView.self) {
        (try? $0.attribute("shape", as: String.self)) == "Capsule"
      }.attribute("stroke", as: String.self) == "gray, lineWidth: 1")
  }

  @Test func theTypesPrintAsTheirSwiftUINames() {
    #expect(
      Font.system(size: 40, weight: .black, design: .rounded).description
        == "system(size: 40, weight: black, design: rounded)")
    #expect(Font.caption.bold().description == "caption(weight: bold)")
    #expect(Color.gray.opacity(0.5).description == "gray opacity 0.5")
    #expect(Color(red: 1, green: 0.5, blue: 0).description == "rgb(1, 0.5, 0)")
    #expect(Alignment.topLeading.description == "topLeading")
    #expect(EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8).description == "8")
    #expect(EdgeInsets(top: -20).description == "top: -20")
    #expect(Edge.Set.horizontal == [.leading, .trailing])
  }
}

private struct LongList: View {
  let log: EventLog
  let lazy: Bool

  var body: some View {
    if lazy {
      List {
        ForEach(0..<100, id: \.self) { row in
          Text("row \(row)").onAppear { log.append("appeared \(row)") }
        }
      }
    } else {
      VStack {
        ForEach(0..<100, id: \.self) { row in
          Text("row \(row)").onAppear { log.append("appeared \(row)") }
        }
      }
    }
  }
}

@MainActor @Suite struct LazyRowsTests {
  @Test func aListMakesAScreenfulOfRowsAndTheRestWhenInspectionReachesThem() throws {
    let log = EventLog()
    let host = ViewHost(size: CGSize(width: 390, height: 440)) { LongList(log: log, lazy: true) }
    // 440 points of screen, 44 a row: ten rows, as SwiftUI's List makes the visible ones.
    #expect(log.events.count == 10)
    let texts = try host.inspect().findAll(ViewType.Text.self)
    #expect(texts.count == 100)
    #expect(log.events.count == 100)
    #expect(try texts.last?.string() == "row 99")
    #expect(try host.inspect().find(ViewType.ForEach.self).count == 100)
  }

  @Test func aStackMakesEveryRowAtOnce() {
    let log = EventLog()
    _ = ViewHost(size: CGSize(width: 390, height: 440)) { LongList(log: log, lazy: false) }
    #expect(log.events.count == 100)
  }

  @Test func aSearchThatStopsBeforeTheRowsLeavesThemUnmade() throws {
    let log = EventLog()
    let host = ViewHost(size: CGSize(width: 390, height: 440)) {
      VStack {
        Text("title")
        LongList(log: log, lazy: true)
      }
    }
    #expect(try host.inspect().find(text: "title").string() == "title")
    #expect(log.events.count == 10)
  }

  @Test func voiceOverAndTheAuditReadTheRowsOnScreenAndLeaveTheRestUnmade() throws {
    let log = EventLog()
    let host = ViewHost(size: CGSize(width: 390, height: 440)) { LongList(log: log, lazy: true) }
    let labels = host.accessibilityElements.map(\.label)
    #expect(labels == (0..<10).map { "row \($0)" })
    #expect(host.accessibilityAuditIssues().isEmpty)
    #expect(host.spokenScreen.hasSuffix("row 9"))
    #expect(log.events.count == 10)
    // A search still reaches every row, and the tree reads them all once they are made.
    #expect(try host.inspect().findAll(ViewType.Text.self).count == 100)
    #expect(host.accessibilityElements.count == 100)
  }
}

/// `AnyShapeStyle` erases a style and keeps what it is.
@MainActor @Suite struct AnyShapeStyleTests {
  @Test(arguments: [true, false]) func erasesAndKeepsTheStyle(done: Bool) throws {
    let style = done ? AnyShapeStyle(HierarchicalShapeStyle.secondary) : AnyShapeStyle(Color.blue)
    #expect(style.description == (done ? "secondary" : Color.blue.description))
    guard done else { return }
    #expect(style.description == "secondary")
    #expect(AnyShapeStyle(AnyShapeStyle(Color.blue)).base is Color)
    let host = ViewHost { Text("Milk").foregroundStyle(style) }
    #expect(try host.inspect().find(text: "Milk").string() == "Milk")
  }
}

/// Spellings of the app corpus: a picker labelled by a view (iOS 13's), and line limits
/// given as ranges (iOS 16's growing text fields).
@MainActor @Suite struct LongTailSpellingTests {
  @Test func aPickerWithALabelViewPicksAsAnother() throws {
    @State var flavour = "Vanilla"
    let host = ViewHost {
      Picker(selection: $flavour, label: Text("Flavour")) {
        Text("Vanilla").tag("Vanilla")
        Text("Mint").tag("Mint")
      }
    }
    try host.inspect().find(ViewType.Picker.self).select(value: "Mint")
    #expect(flavour == "Mint")
    #expect(try host.inspect().find(ViewType.Picker.self).labelView().text().string() == "Flavour")
  }

  @Test func aRangeOfLinesLimitsToItsUpperBound() throws {
    let host = ViewHost {
      VStack {
        Text("Notes").lineLimit(2...4)
        Text("Open").lineLimit(2...)
        Text("Kept").lineLimit(3, reservesSpace: true)
      }
    }
    #expect(try host.inspect().find(text: "Notes").lineLimit() == 4)
    #expect(try host.inspect().find(text: "Open").lineLimit() == nil)
    #expect(try host.inspect().find(text: "Kept").lineLimit() == 3)
  }
}

/// `stroke(lineWidth:)` is a shape, as in iOS 13's SwiftUI: it can be filled.
@MainActor @Suite struct StrokedShapeTests {
  @Test func aStrokedShapeIsAShapeToFill() throws {
    let host = ViewHost { Capsule().stroke(lineWidth: 2).fill(Color.white) }
    let shape = try host.inspect().find(ViewType.Shape.self)
    let rect = CGRect(x: 0, y: 0, width: 10, height: 4)
    #expect(try shape.path(in: rect) == Capsule().path(in: rect))
    #expect(host.tree.contains("stroke(lineWidth: 2)"))
  }
}

/// A shape of the app's own declares only `path(in:)`, as Apple's `Shape` asks: it is a view
/// that renders, is found as a shape, and draws its path (it used to miss `shapeDescription`,
/// and its body, had it compiled, would have stopped the program).
@MainActor @Suite struct AppShapeTests {
  struct Wedge: Shape {
    var inset: CGFloat = 0
    func path(in rect: CGRect) -> Path {
      Path(roundedRect: rect.insetBy(dx: inset, dy: inset), cornerRadius: rect.height / 2)
    }
  }

  @Test func aShapeOfTheAppsOwnRendersAndIsFoundAsAShape() throws {
    let host = ViewHost {
      VStack {
        Wedge(inset: 2).fill(Color.blue)
        Text("Below")
      }
    }
    let shape = try host.inspect().find(ViewType.Shape.self)
    let rect = CGRect(x: 0, y: 0, width: 20, height: 10)
    #expect(
      try shape.path(in: rect)
        == Path(roundedRect: CGRect(x: 2, y: 2, width: 16, height: 6), cornerRadius: 5))
    #expect(Wedge().shapeDescription == "Wedge")
    #expect(host.tree.contains("Wedge"))
    #expect(try host.inspect().find(text: "Below").string() == "Below")
  }
}

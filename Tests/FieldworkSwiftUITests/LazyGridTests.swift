import Testing

#if canImport(UIKit)
  import SwiftUI
#else
  import FieldworkUIKit
#endif

/// `LazyVGrid`, `LazyHGrid` and `GridItem` as SwiftUI documents them: the grid's views in
/// order (a vertical grid fills row by row), its columns or rows as given, and what a person
/// does in a cell redrawing the grid. Also `.fontWeight(_:)` on a view.
@MainActor @Suite struct LazyGridTests {
  @Test func aVerticalGridHoldsItsViewsInOrderAndItsColumnsAsGiven() throws {
    let columns = [GridItem(.adaptive(minimum: 160), spacing: 20), GridItem(.fixed(40))]
    let view = LazyVGrid(columns: columns, alignment: .leading, spacing: 8) {
      ForEach(0..<5) { Text("cell \($0)") }
    }
    let grid = try view.inspect().lazyVGrid()
    #expect(try grid.columns() == columns)
    #expect(try grid.spacing() == 8 && grid.alignment() == .leading)
    #expect(try grid.pinnedViews() == [])
    #expect(
      try grid.findAll(ViewType.Text.self).map { try $0.string() }
        == ["cell 0", "cell 1", "cell 2", "cell 3", "cell 4"])
    #expect(GridItem().size == .flexible(minimum: 10, maximum: .infinity))
  }

  @Test func aHorizontalGridHoldsItsRowsAndViews() throws {
    let rows = [GridItem(.flexible()), GridItem(.flexible(minimum: 50), alignment: .top)]
    let view = ScrollView(.horizontal) {
      LazyHGrid(rows: rows, spacing: 4, pinnedViews: .sectionHeaders) {
        Text("a")
        Text("b")
      }
    }
    let grid = try view.inspect().find(ViewType.LazyHGrid.self)
    #expect(try grid.rows() == rows && grid.spacing() == 4 && grid.alignment() == .center)
    #expect(try grid.pinnedViews() == .sectionHeaders)
    #expect(grid.findAll(ViewType.Text.self).count == 2)
    #expect(throws: InspectionError.self) { try view.inspect().find(ViewType.LazyVGrid.self) }
  }

  struct Shelf: View {
    @State var added: [Int] = []
    let columns = [GridItem(.flexible(), spacing: 8), GridItem(.flexible(), spacing: 8)]
    var body: some View {
      VStack {
        LazyVGrid(columns: columns) {
          ForEach(0..<4, id: \.self) { item in
            Button("Add \(item)") { added.append(item) }
          }
        }
        Text("In the cart: \(added.count)")
      }
    }
  }

  @Test func aTapInACellRedrawsWhatReadsTheState() throws {
    let host = ViewHost { Shelf() }
    try host.inspect().find(button: "Add 2").tap()
    try host.inspect().find(button: "Add 0").tap()
    #expect(try host.inspect().find(Shelf.self).actualView().added == [2, 0])
    #expect(try host.inspect().find(text: "In the cart: 2").string() == "In the cart: 2")
  }

  @Test func fontWeightOnAViewWeighsTheFontBelow() throws {
    let view = VStack {
      Text("plain")
      Text("title").font(.title)
    }
    .fontWeight(.semibold)
    #expect(try view.inspect().find(text: "plain").font() == Font.body.weight(.semibold))
    // A font set below replaces the weight (see `fontWeight(_:)`).
    #expect(try view.inspect().find(text: "title").font() == .title)
    let untouched = Text("x").font(.caption).fontWeight(nil)
    #expect(try untouched.inspect().text().font() == .caption)
  }
}

/// `.swipeActions(edge:allowsFullSwipe:content:)`: each edge's buttons are found and tapped
/// as a person swipes a row and taps one.
@MainActor @Suite struct SwipeActionsTests {
  struct Inbox: View {
    @State var messages = ["Lunch?", "Invoice", "Hello"]
    @State var flagged: [String] = []
    var body: some View {
      List {
        ForEach(messages, id: \.self) { message in
          Text(message)
            .swipeActions(edge: .leading) {
              Button("Flag") { flagged.append(message) }
            }
            .swipeActions(allowsFullSwipe: false) {
              Button("Delete", role: .destructive) { messages.removeAll { $0 == message } }
            }
        }
      }
    }
  }

  @Test func eachEdgesActionsAreFoundAndTapped() throws {
    let host = ViewHost { Inbox() }
    let row = try host.inspect().find(text: "Invoice")
    try row.swipeActions(edge: .leading).find(button: "Flag").tap()
    try host.inspect().find(text: "Invoice").swipeActions().find(button: "Delete").tap()
    let inbox = try host.inspect().find(Inbox.self).actualView()
    #expect(inbox.flagged == ["Invoice"] && inbox.messages == ["Lunch?", "Hello"])
    #expect(
      try host.inspect().findAll(ViewType.Text.self).map { try $0.string() }.contains("Invoice")
        == false)
    let hello = try host.inspect().find(text: "Hello")
    #expect(try hello.attribute("swipeActionsAllowsFullSwipe.trailing", as: Bool.self) == false)
    #expect(try hello.attribute("swipeActionsAllowsFullSwipe.leading", as: Bool.self))
    #expect(throws: InspectionError.self) { try Text("plain").inspect().swipeActions() }
  }
}

import FieldworkUIKit
import Testing

/// The to-do tutorial's screen, hosted and driven as a person uses it.
@MainActor @Suite struct TodoListScreenTests {
  @Test func theScreenShowsEveryItemUnderItsTitleRow() throws {
    let screen = try ContentView().inspect()
    #expect(
      try screen.find(text: "ToDo List").font()
        == .system(size: 40, weight: .black, design: .rounded))
    #expect(screen.findAll(TodoListRow.self).count == 5)
    let bar = try screen.find(SearchBar.self)
    #expect(try bar.padding() == EdgeInsets(top: -20))
    #expect(try screen.find(ViewType.List.self).listStyle() is PlainListStyle)
  }

  @Test func typingIntoTheWrappedSearchBarFiltersTheList() throws {
    let host = ViewHost { ContentView() }
    let searchBar: UISearchBar = try host.inspect().find(SearchBar.self).actualView().uiView()
    #expect(searchBar.autocapitalizationType == .none)
    searchBar.tap()
    searchBar.type("Buy")
    let rows = try host.inspect().findAll(TodoListRow.self).map { try $0.actualView().item.name }
    #expect(rows == ["Buy toilet paper", "Buy two bottles of wine"])
    searchBar.deleteBackward()
    searchBar.deleteBackward()
    searchBar.deleteBackward()
    #expect(try host.inspect().findAll(TodoListRow.self).count == 5)
  }

  @Test func deletingARowOfTheFilteredListDeletesThatItem() throws {
    let host = ViewHost { ContentView() }
    let searchBar: UISearchBar = try host.inspect().find(SearchBar.self).actualView().uiView()
    searchBar.tap()
    searchBar.type("Buy")
    try host.inspect().find(ViewType.ForEach.self).callOnDelete(IndexSet([1]))
    #expect(
      try host.inspect().findAll(ViewType.Text.self).map { try $0.string() }.contains(
        "Buy toilet paper"))
    for _ in 0..<3 { searchBar.deleteBackward() }
    let names = try host.inspect().findAll(TodoListRow.self).map { try $0.actualView().item.name }
    #expect(names.count == 4)
    #expect(!names.contains("Buy two bottles of wine"))
  }

  @Test func theAddButtonAppendsAnItem() throws {
    let screen = try ContentView().inspect()
    try screen.find(ViewType.Button.self).tap()
    #expect(try screen.find(text: "New item").string() == "New item")
  }

  @Test func thePreviewHostsTheScreen() throws {
    let host = ViewHost { ContentView_Previews.previews }
    #expect(try host.inspect().find(ContentView.self).findAll(TodoListRow.self).count == 5)
  }
}

import Fieldwork
import Testing

/// A list a front end would draw: the rows it was last given.
final class ListView {
  var rows: [String] = []
  var updates = 0
}

/// Renders rows into a `ListView`, as a SwiftUI `List` would.
struct RowList: Representable {
  var rows: [String]
  func makeView(context: Context) -> ListView { ListView() }
  func updateView(_ view: ListView, context: Context) {
    view.updates += 1
    if view.rows != rows { view.rows = rows }
  }
}

// MARK: The contacts tutorial, ported line for line

/// The contacts tutorial's `SearchBar`: a coordinator that writes the binding in
/// `textDidChange`, and an `updateView` that assigns the text back.
struct TutorialContactsSearchBar: Representable {
  @Binding var text: String

  final class Coordinator: HeadlessSearchBarDelegate {
    @Binding var text: String
    init(text: Binding<String>) { _text = text }
    func searchBar(_ searchBar: HeadlessSearchBar, textDidChange searchText: String) {
      text = searchText
    }
  }

  func makeCoordinator() -> Coordinator { Coordinator(text: $text) }

  func makeView(context: Context) -> HeadlessSearchBar {
    let searchBar = HeadlessSearchBar()
    searchBar.delegate = context.coordinator
    searchBar.autocapitalizationType = .none
    return searchBar
  }

  func updateView(_ searchBar: HeadlessSearchBar, context: Context) {
    searchBar.text = text
  }
}

// MARK: The to-do tutorial, ported line for line

/// The to-do tutorial's `SearchBar`: shows the cancel button when editing begins; cancel
/// clears the text, hides the button and resigns.
struct TutorialTodoSearchBar: Representable {
  @Binding var text: String

  final class Coordinator: HeadlessSearchBarDelegate {
    @Binding var text: String
    init(text: Binding<String>) { _text = text }

    func searchBar(_ searchBar: HeadlessSearchBar, textDidChange searchText: String) {
      text = searchText
    }

    func searchBarShouldBeginEditing(_ searchBar: HeadlessSearchBar) -> Bool {
      searchBar.setShowsCancelButton(true, animated: true)
      return true
    }

    func searchBarCancelButtonClicked(_ searchBar: HeadlessSearchBar) {
      searchBar.text = ""
      text = ""
      searchBar.setShowsCancelButton(false, animated: true)
      searchBar.endEditing(true)
    }
  }

  func makeCoordinator() -> Coordinator { Coordinator(text: $text) }

  func makeView(context: Context) -> HeadlessSearchBar {
    let searchBar = HeadlessSearchBar()
    searchBar.delegate = context.coordinator
    searchBar.placeholder = "Search..."
    return searchBar
  }

  func updateView(_ searchBar: HeadlessSearchBar, context: Context) {
    searchBar.text = text
  }
}

let tutorialContacts = [
  "Ada Lovelace", "Alan Turing", "Grace Hopper", "Katherine Johnson", "Linus Torvalds",
  "Margaret Hamilton", "Dennis Ritchie", "Barbara Liskov",
]
let tutorialTodos = ["Buy milk", "Walk the dog", "Write tests", "Buy stamps", "Call mom"]

@MainActor @Suite struct TutorialSearchBarTests {
  /// The tutorial's screen: a search bar over a list filtered with `contains`.
  @MainActor final class ContactsScreen {
    @State var searchText = ""
    var bar: RepresentableHost<TutorialContactsSearchBar>!
    var list: RepresentableHost<RowList>!

    init() {
      bar = RepresentableHost { [unowned self] in TutorialContactsSearchBar(text: $searchText) }
      list = RepresentableHost { [unowned self] in
        RowList(
          rows: tutorialContacts.filter {
            searchText.isEmpty ? true : $0.lowercased().contains(searchText.lowercased())
          })
      }
    }
  }

  @Test func contactsListFiltersAsThePersonTypes() {
    let screen = ContactsScreen()
    #expect(screen.list.view.rows.count == 8)
    screen.bar.view.tap()
    screen.bar.view.type("a")
    #expect(!screen.list.view.rows.contains("Dennis Ritchie"))
    #expect(screen.list.view.rows.count == 7)
    screen.bar.view.type("r")
    #expect(screen.list.view.rows == ["Margaret Hamilton", "Barbara Liskov"])
    screen.bar.view.type("g")
    #expect(screen.list.view.rows == ["Margaret Hamilton"])
    screen.bar.view.deleteBackward()
    screen.bar.view.deleteBackward()
    screen.bar.view.deleteBackward()
    #expect(screen.list.view.rows.count == 8)
    #expect(screen.bar.view.autocapitalizationType == TextAutocapitalizationType.none)
  }

  @MainActor final class TodoScreen {
    @State var searchText = ""
    var bar: RepresentableHost<TutorialTodoSearchBar>!
    var list: RepresentableHost<RowList>!

    init() {
      bar = RepresentableHost { [unowned self] in TutorialTodoSearchBar(text: $searchText) }
      list = RepresentableHost { [unowned self] in
        RowList(rows: tutorialTodos.filter { searchText.isEmpty || $0.contains(searchText) })
      }
    }
  }

  @Test func todoSearchTypeCancelSearchAgain() {
    let screen = TodoScreen()
    let bar = screen.bar.view
    bar.tap()
    #expect(bar.showsCancelButton)
    bar.type("Buy")
    #expect(screen.list.view.rows == ["Buy milk", "Buy stamps"])
    bar.tapCancelButton()
    #expect(screen.searchText == "")
    #expect(bar.text == "")
    #expect(!bar.showsCancelButton)
    #expect(!bar.isFirstResponder)
    #expect(screen.list.view.rows.count == 5)
    bar.tap()
    bar.type("dog")
    #expect(screen.list.view.rows == ["Walk the dog"])
  }

  // MARK: The same screens with the SearchBar component

  @MainActor final class ComponentContactsScreen {
    @State var searchText = ""
    var bar: RepresentableHost<SearchBar>!
    var list: RepresentableHost<RowList>!

    init() {
      let index = SearchIndex(tutorialContacts, by: \.self)
      bar = RepresentableHost { [unowned self] in
        SearchBar(text: $searchText).textInputAutocapitalization(.never)
      }
      list = RepresentableHost { [unowned self] in RowList(rows: index.search(searchText)) }
    }
  }

  @Test func componentContactsScreenFiltersTheSame() {
    let screen = ComponentContactsScreen()
    screen.bar.view.tap()
    screen.bar.view.type("ar")
    #expect(screen.list.view.rows == ["Margaret Hamilton", "Barbara Liskov"])
    screen.bar.view.type(" lis")
    #expect(screen.list.view.rows == ["Barbara Liskov"])
  }

  @MainActor final class ComponentTodoScreen {
    @State var searchText = ""
    var cancelled = 0
    var bar: RepresentableHost<SearchBar>!
    var list: RepresentableHost<RowList>!

    init() {
      bar = RepresentableHost { [unowned self] in
        SearchBar(text: $searchText).onCancel { [unowned self] in cancelled += 1 }
      }
      list = RepresentableHost { [unowned self] in
        RowList(rows: tutorialTodos.filter { searchText.isEmpty || $0.contains(searchText) })
      }
    }
  }

  @Test func componentTodoScreenTypeCancelSearchAgain() {
    let screen = ComponentTodoScreen()
    let bar = screen.bar.view
    #expect(!bar.showsCancelButton)
    bar.tap()
    #expect(bar.showsCancelButton)
    bar.type("Buy")
    #expect(screen.list.view.rows == ["Buy milk", "Buy stamps"])
    bar.tapCancelButton()
    #expect(screen.searchText == "")
    #expect(!bar.showsCancelButton)
    #expect(!bar.isFirstResponder)
    #expect(screen.cancelled == 1)
    #expect(screen.list.view.rows.count == 5)
    bar.tap()
    bar.type("dog")
    #expect(screen.list.view.rows == ["Walk the dog"])
  }
}

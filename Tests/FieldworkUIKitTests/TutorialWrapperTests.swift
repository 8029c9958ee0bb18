import FieldworkTesting
import FieldworkUIKit
import Testing

/// The tutorials' wrappers, as written for iOS, hosted and driven the way a person uses them.
@MainActor @Suite struct TutorialWrapperTests {
  @MainActor final class ContactsScreen {
    @State var searchText = ""
    let contacts = ["Ada Lovelace", "Alan Turing", "Grace Hopper", "Linus Torvalds"]
    var bar: RepresentableHost<SearchBar>!

    var shown: [String] {
      contacts.filter { searchText.isEmpty || $0.lowercased().contains(searchText.lowercased()) }
    }

    init() {
      bar = RepresentableHost { [unowned self] in SearchBar(text: $searchText) }
    }
  }

  @Test func theContactsSearchBarFiltersAsThePersonTypes() {
    let screen = ContactsScreen()
    let bar: UISearchBar = screen.bar.view  // the host's view is the UIViewType
    #expect(bar.autocapitalizationType == .none)
    bar.tap()
    bar.type("gr")
    #expect(screen.searchText == "gr")
    #expect(screen.shown == ["Grace Hopper"])
    bar.deleteBackward()
    bar.deleteBackward()
    #expect(screen.shown.count == 4)
    screen.searchText = "lin"  // updateUIView assigns it back
    #expect(bar.text == "lin")
  }

  @Test func theTodoSearchBarShowsCancelAndCancelClearsAndDismisses() {
    @State var query = ""
    let host = RepresentableHost { TodoSearchBar(text: $query, placeholder: "Search to-dos") }
    let bar = host.view
    #expect(bar.placeholder == "Search to-dos" && bar.searchBarStyle == .minimal)
    #expect(!bar.showsCancelButton)
    bar.tap()
    #expect(bar.showsCancelButton && bar.isFirstResponder)
    bar.type("milk")
    #expect(query == "milk")
    bar.tapCancelButton()
    #expect(query == "" && bar.text == "")
    #expect(!bar.showsCancelButton && !bar.isFirstResponder)
    bar.tap()
    bar.type("x\n")  // the search key resigns
    #expect(!bar.isFirstResponder && query == "x")
  }

  @MainActor final class FormScreen {
    @State var name = ""
    @State var isEditing = false
    var edits: [String] = []
    var began = 0
    var submitted: [String] = []
    var host: RepresentableHost<CustomTextField>!

    init() {
      host = RepresentableHost { [unowned self] in
        CustomTextField(text: $name, isFirstResponder: $isEditing, placeholder: "Name")
          .onBeginEditing { [unowned self] in began += 1 }
          .onEdit { [unowned self] in edits.append(name) }
          .onReturn { [unowned self] in submitted.append(name) }
      }
    }
  }

  @Test func theCustomTextFieldWorksOnceTheMainQueueRuns() async {
    let screen = FormScreen()
    let field: UITextField = screen.host.view
    #expect(field.placeholder == "Name" && field.borderStyle == .roundedRect)
    #expect(field.font == UIFont.preferredFont(forTextStyle: .body))
    #expect(field.contentHuggingPriority(for: .vertical) == .defaultHigh)
    field.tap()
    #expect(!screen.isEditing)  // the coordinator hopped through DispatchQueue.main.async
    await screen.host.settle()
    #expect(screen.isEditing && screen.began == 1)
    field.type("Ada")
    #expect(screen.name == "Ada")
    #expect(screen.edits == ["A", "Ad", "Ada"])
    field.select(NSRange(location: 1, length: 0))
    field.type("x")  // updateUIView assigns the text on every update: the caret stays
    #expect(screen.name == "Axda")
    let caret = try! #require(field.selectedTextRange)
    #expect(caret.isEmpty && field.offset(from: field.beginningOfDocument, to: caret.start) == 2)
    field.tapReturnKey()
    await screen.host.settle()
    #expect(screen.submitted == ["Axda"])
    #expect(!field.isFirstResponder && !screen.isEditing)
  }

  /// A person's keys are separate events, and the run loop turns between them: the
  /// coordinator's hop after the tap (`isFirstResponder = true`) has run before the first key,
  /// so the render that key causes keeps the field focused, and every key lands.
  @Test func typingRightAfterTheTapKeepsEveryKey() {
    let screen = FormScreen()
    let field: UITextField = screen.host.view
    field.tap()
    #expect(!screen.isEditing)  // the hop has not run yet
    field.type("Ada")
    #expect(screen.name == "Ada" && field.text == "Ada")
    #expect(screen.edits == ["A", "Ad", "Ada"])
    #expect(screen.isEditing && screen.began == 1 && field.isFirstResponder)
  }

  @Test func theFocusBindingFocusesTheField() async {
    let screen = FormScreen()
    screen.isEditing = true
    #expect(screen.host.view.isFirstResponder)
    await screen.host.settle()
    screen.isEditing = false
    #expect(!screen.host.view.isFirstResponder)
    await screen.host.settle()
    #expect(!screen.isEditing)
  }
}

/// `UIBezierPath` as a `Shape` uses it to round some corners: `Path(path.cgPath)` keeps the
/// figure, and UIKit's quirk stays (only `cornerRadii.width` counts).
@MainActor @Suite struct BezierPathTests {
  struct TopRounded: Shape {
    func path(in rect: CGRect) -> Path {
      let path = UIBezierPath(
        roundedRect: rect, byRoundingCorners: [.topLeft, .topRight],
        cornerRadii: CGSize(width: 35, height: 10))
      return Path(path.cgPath)
    }
  }

  @Test func roundingSomeCornersKeepsThemAndOnlyTheWidthOfTheRadii() throws {
    let rect = CGRect(x: 0, y: 0, width: 200, height: 100)
    #expect(
      TopRounded().path(in: rect)
        == Path(
          roundedRect: rect, cornerRadii: RectangleCornerRadii(topLeading: 35, topTrailing: 35)))
    let all = UIBezierPath(
      roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: 8, height: 8))
    #expect(
      Path(all.cgPath)
        == Path(
          roundedRect: rect,
          cornerRadii: RectangleCornerRadii(
            topLeading: 8, bottomLeading: 8, bottomTrailing: 8, topTrailing: 8)))
    let host = ViewHost { TopRounded().fill(Color.white) }
    #expect(
      try host.inspect().find(ViewType.Shape.self).path(in: rect) == TopRounded().path(in: rect))
  }

  @Test func ovalsRectanglesAndAppendedPathsAreKept() {
    let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
    let path = UIBezierPath(rect: rect)
    path.append(UIBezierPath(ovalIn: rect))
    path.append(UIBezierPath(roundedRect: rect, cornerRadius: 3))
    #expect(
      Path(path.cgPath).elements == [
        .rect(rect), .ellipse(rect), .roundedRect(rect, cornerRadius: 3),
      ])
    #expect(Path(UIBezierPath().cgPath).elements.isEmpty)
  }
}

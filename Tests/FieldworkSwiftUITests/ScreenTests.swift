import FieldworkUIKit
import Testing

/// The screens in `Screens/`, written for iOS, driven as a person uses them.
@MainActor @Suite struct ScreenTests {
  @Test func theSignInButtonStaysDisabledUntilTheFormIsValid() throws {
    var signedIn: [String] = []
    let host = ViewHost { SignInForm(onSignIn: { email, _ in signedIn.append(email) }) }
    let form = try host.inspect()
    let signIn = try form.find(button: "Sign In")
    #expect(try signIn.isDisabled())
    #expect(throws: InspectionError.self) { try signIn.tap() }
    try form.find(ViewType.TextField.self).setInput("ada@example.com")
    #expect(try signIn.isDisabled())
    try form.find(ViewType.SecureField.self).setInput("correct horse")
    #expect(try !signIn.isDisabled())
    try signIn.tap()
    #expect(signedIn == ["ada@example.com"])
    #expect(try form.find(ViewType.Toggle.self).isOn())
    try form.find(ViewType.Toggle.self).tap()
    #expect(try !form.find(ViewType.Toggle.self).isOn())
    #expect(try form.navigationTitle() == "Sign In")
    // The fields' traits, set by SwiftUI's modifiers, reached the headless controls.
    let email = try #require(
      try form.find(ViewType.TextField.self).platformView() as? HeadlessTextField)
    #expect(email.keyboardType == .emailAddress && email.autocapitalizationType == .none)
    #expect(email.textContentType == .emailAddress)
  }

  @Test func theProfileScreenMovesFocusAndValidatesAsOnIOS() async throws {
    let host = ViewHost { ProfileView() }
    let screen = try host.inspect()
    let nickname = try screen.find(ViewType.TextField.self) {
      try $0.attribute("placeholder", as: String.self) == "Nickname"
    }
    let email = try screen.find(ViewType.TextField.self) {
      try $0.attribute("placeholder", as: String.self) == "Email"
    }
    let emailControl = try #require(try email.platformView() as? HeadlessTextField)
    #expect(emailControl.keyboardType == .emailAddress && emailControl.autocorrectionType == .no)
    // The tutorial's wrapper types into its binding; its focus writes hop through the main
    // queue, which turns between the tap and each key, as a device's run loop does.
    let name: UITextField = try screen.find(CustomTextField.self).actualView().uiView()
    name.tap()
    name.type("Ada")
    #expect(
      try screen.find(viewWithAccessibilityIdentifier: "status").view(ViewType.Text.self).string()
        == "Edited 3 times")
    try screen.find(ProfileView.self).actualView().focusedField = .nickname
    await host.settle()
    #expect(try nickname.attribute("focused", as: Bool.self))
    #expect(!name.isFirstResponder)
    // Return on the nickname field submits it, which moves focus to the email field.
    try nickname.setInput("ada")
    try nickname.callOnSubmit()
    #expect(emailControl.isFirstResponder)
    try email.setInput("ada")
    #expect(try screen.find(text: "Enter an email address").foregroundColor() == .red)
    #expect(try screen.find(button: "Save").isDisabled())
    try email.setInput("ada@example.com")
    #expect(
      screen.findAll(ViewType.Text.self).filter { (try? $0.string()) == "Enter an email address" }
        .isEmpty)
    try screen.find(button: "Save").tap()
    #expect(
      try screen.find(viewWithAccessibilityIdentifier: "status").view(ViewType.Text.self).string()
        == "Saved")
  }

  @Test func leavingTheEmptyEmailFieldSaysItIsRequired() throws {
    let host = ViewHost { ProfileView() }
    let form = try host.inspect().find(ProfileView.self)
    try form.actualView().focusedField = .email
    try form.actualView().focusedField = .nickname
    #expect(try host.inspect().find(text: "Email is required").font() == .caption)
  }

  @Test func theNoteEditorShowsItsPlaceholderUntilSomethingIsTyped() throws {
    @State var note = ""
    let host = ViewHost { NoteEditor(note: $note) }
    let placeholder = try host.inspect().find(text: "Write something…")
    #expect(try placeholder.foregroundColor() == Color(red: 0.42, green: 0.42, blue: 0.45))
    let textView: UITextView = try host.inspect().find(TextView.self).actualView().uiView()
    textView.tap()
    textView.type("Milk")
    #expect(note == "Milk")
    #expect(try host.inspect().findAll(ViewType.Text.self).isEmpty)
    let stack = try host.inspect().find(ViewType.ZStack.self)
    // `.padding()` pads by the platform's default: there is no length to read back.
    #expect(stack.hasPadding(.all))
    #expect(throws: InspectionError.self) { try stack.padding() }
    #expect(try stack.attribute("alignment", as: Alignment.self) == .topLeading)
    #expect(
      try host.inspect().find(ViewType.ClassifiedView.self) {
        (try? $0.attribute("shape", as: String.self)) == "RoundedRectangle(cornerRadius: 8)"
      }.attribute("stroke", as: String.self) == "gray opacity 0.4, lineWidth: 1")
  }

  @Test func theNoteEditorsPreviewsHostBothStates() throws {
    let host = ViewHost { NoteEditor_Previews.previews }
    let editors = try host.inspect().findAll(NoteEditor.self)
    #expect(editors.count == 2)
    #expect(try editors[1].colorScheme() == .dark)
    #expect(try editors[1].find(TextView.self).actualView().uiView().text == "Milk, eggs")
  }

  @Test func theLibraryLoadsInATaskAndSearchesAsOnIOS() async throws {
    let host = ViewHost { LibraryView() }
    // The task starts on the main actor's next turn: the first render shows no books yet.
    #expect(try host.inspect().findAll(BookRow.self).isEmpty)
    #expect(await host.settle())
    let screen = try host.inspect()
    #expect(screen.findAll(BookRow.self).count == 3)
    #expect(screen.findAll(ViewType.ProgressView.self).isEmpty)
    #expect(try screen.navigationTitle() == "Library")
    // The searchable field: typing filters, the search key submits.
    let search = try screen.find(ViewType.SearchBar.self)
    #expect(try search.attribute("placeholder", as: String.self) == "Title")
    try search.setInput("em")
    #expect(try screen.findAll(BookRow.self).map { try $0.actualView().book.title } == ["Emma"])
    try search.callOnSubmit()
    #expect(
      try screen.find(viewWithAccessibilityIdentifier: "searches").view(ViewType.Text.self).string()
        == "Searched 1 times")
    try search.setInput("")
    // A row's button changes the model it reads from the environment.
    try screen.find(viewWithAccessibilityLabel: "Favorite Dune").view(ViewType.Button.self).tap()
    let favorites = try screen.find(ViewType.Section.self) {
      try $0.header().view(ViewType.Text.self).string() == "Favorites"
    }
    #expect(
      try favorites.findAll(BookRow.self).map { try $0.actualView().book.title } == [
        "Dune", "Emma",
      ])
    // The toolbar's button is in the tree.
    try screen.find(button: "Favorites").tap()
    #expect(screen.findAll(ViewType.Section.self).count == 1)
    #expect(
      try screen.find(ViewType.ToolbarItem.self).attribute(
        "placement", as: ToolbarItemPlacement.self) == .navigationBarTrailing)
  }

  @Test func aBindableEditorWritesTheModel() throws {
    let library = Library()
    library.books = [Book(id: 1, title: "Dune", author: "Frank Herbert")]
    let host = ViewHost { BookEditor(library: library, index: 0) }
    try host.inspect().find(ViewType.TextField.self).setInput("Dune Messiah")
    try host.inspect().find(ViewType.Toggle.self).tap()
    #expect(library.books[0].title == "Dune Messiah" && library.books[0].isFavorite)
    library.books[0].author = "F. Herbert"
    UpdateScheduler.flush()
    #expect(try host.inspect().findAll(ViewType.TextField.self)[1].input() == "F. Herbert")
  }
}

import Fieldwork
import Foundation
import Testing

// Scenario tests: the sign-up form and the scoped search screen the articles describe, with
// every step checked. (The articles' snippets themselves are extracted and run by the
// SnippetTests plugin.)

private enum Field: Hashable { case email, password }

@MainActor private final class SignUpForm {
  @State var email = ""
  @State var password = ""
  @State var focus: Field?
  @State var emailError: String?
  var submitted = false
  let window = HeadlessWindow()

  lazy var emailField = RepresentableHost(window: window) { [unowned self] in
    TextField("Email", text: $email)
      .keyboardType(.emailAddress)
      .submitLabel(.next)
      .focused($focus, equals: .email)
      .onEdit { self.emailError = self.email.contains("@") ? nil : "Enter an email address" }
      .onReturn { self.focus = .password }
  }

  lazy var passwordField = RepresentableHost(window: window) { [unowned self] in
    TextField("Password", text: $password)
      .secure()
      .submitLabel(.join)
      .focused($focus, equals: .password)
      .onReturn { self.submit() }
  }

  func submit() {
    guard emailError == nil, !email.isEmpty, password.count >= 8 else { return }
    submitted = true
  }
}

private struct FolderContact: Sendable {
  var name: String
  var folder: Folder
}

@MainActor @Suite struct FormAndSearchScreenScenarioTests {
  @Test func signUpFormMovesFocusValidatesLiveAndSubmitsFromTheLastField() {
    let form = SignUpForm()
    _ = (form.emailField, form.passwordField)
    form.focus = .email
    #expect(form.emailField.view.isFirstResponder)
    form.emailField.view.type("ada")
    #expect(form.emailError == "Enter an email address")
    form.emailField.view.type("@example.org\n")
    #expect(form.emailError == nil)
    #expect(form.focus == .password)
    #expect(form.passwordField.view.isFirstResponder)
    form.passwordField.view.type("correct horse\n")
    #expect(form.submitted)
    #expect(form.focus == nil)
    #expect(form.window.firstResponder == nil)
  }

  @Test func scopedSearchScreenHighlightsAndStaysCancellable() {
    let contacts = [
      FolderContact(name: "Joan Baez", folder: .home),
      FolderContact(name: "John Doe", folder: .work),
      FolderContact(name: "Ada Lovelace", folder: .work),
    ]
    @State var folder = Folder.all
    let results = SearchResults(SearchIndex(contacts, by: \.name), scope: $folder) {
      contact, folder in folder == .all || contact.folder == folder
    }
    let bar = RepresentableHost {
      SearchBar("Search contacts", text: results.queryBinding)
        .searchScopes($folder, scopes: Folder.allCases) { $0.rawValue.capitalized }
    }
    bar.view.tap()
    #expect(bar.view.isScopeBarVisible)
    bar.view.type("jo")
    #expect(results.count == 2)
    bar.view.selectScope(1)
    #expect(results.hits.map(\.name) == ["John Doe"])
    var highlighted: [String] = []
    for match in results.matches(in: 0..<30) {
      let name = match.element.name
      highlighted += match.ranges[0].map { String(name[$0]) }
    }
    #expect(highlighted == ["Jo"])
    bar.view.tapSearchButton()
    #expect(!bar.view.isFirstResponder)
    #expect(bar.view.showsCancelButton)
    bar.view.tapCancelButton()
    #expect(results.query == "")
    #expect(!bar.view.isScopeBarVisible)
    #expect(!bar.view.showsCancelButton)
  }
}

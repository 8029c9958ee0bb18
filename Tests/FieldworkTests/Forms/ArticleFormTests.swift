import Fieldwork
import Testing

// The form of the "Building a form" article, copied, with what its comments claim asserted.
enum SignUpField: Hashable { case name, email, password }

@MainActor final class ArticleSignUpForm {
  @State var name = ""
  @State var email = ""
  @State var password = ""
  @State var showsPassword = false
  @FocusState var focus: SignUpField?
  var submitted = false
  let window = HeadlessWindow()

  // Made in `init`, not `lazy`: a host makes its field when it is made, and focus can only
  // reach a field that exists. A lazy host would leave `focus == .email` naming a field
  // nobody has made yet, with no first responder in the window.
  private(set) var nameField: RepresentableHost<TextField>!
  private(set) var emailField: RepresentableHost<TextField>!
  private(set) var passwordField: RepresentableHost<TextField>!

  /// Computed from the state, so it is never stale: programmatic writes count too.
  var emailError: String? {
    email.isEmpty || email.contains("@") ? nil : "Enter an email address"
  }

  var passwordError: String? {
    password.isEmpty || password.count >= 8 ? nil : "Use at least 8 characters"
  }

  /// What enables the submit button.
  var canSubmit: Bool {
    !name.isEmpty && !email.isEmpty && emailError == nil && password.count >= 8
  }

  init() {
    nameField = RepresentableHost(window: window) { [unowned self] in
      TextField("Name", text: $name)
        .textContentType(.name)
        .submitLabel(.next)
        .focused($focus, equals: .name)
        .onSubmit { self.focus = .email }
    }
    emailField = RepresentableHost(window: window) { [unowned self] in
      TextField("Email", text: $email, prompt: Text("you@example.com"))
        .keyboardType(.emailAddress)
        .textInputAutocapitalization(.never)
        .autocorrectionDisabled()
        .submitLabel(.next)
        .focused($focus, equals: .email)
        .onSubmit { self.focus = .password }
    }
    passwordField = RepresentableHost(window: window) { [unowned self] in
      TextField("Password", text: $password)
        .secure(!showsPassword)
        .submitLabel(.join)
        .focused($focus, equals: .password)
        .onSubmit { self.submit() }
    }
  }

  func submit() {
    guard canSubmit else { return }
    submitted = true
    focus = nil
  }
}

@MainActor @Suite struct ArticleFormTests {
  @Test func theArticlesFormDoesWhatItsCommentsSay() {
    let form = ArticleSignUpForm()
    form.focus = .name
    #expect(form.nameField.view.isFirstResponder)
    form.nameField.view.type("Ada\n")
    #expect(form.focus == .email)
    // The hosts were made in init: the focus reached the email field.
    #expect(form.window.firstResponder === form.emailField.view)
    form.emailField.view.type("ada")
    #expect(form.emailError == "Enter an email address")
    form.emailField.view.type("@example.org\n")
    #expect(form.emailError == nil)
    #expect(form.focus == .password)
    form.email = "not-an-address"
    #expect(form.emailError == "Enter an email address")
    #expect(form.emailField.view.text == "not-an-address")
    form.email = "ada@example.org"
    form.passwordField.view.type("short")
    #expect(form.passwordError == "Use at least 8 characters")
    #expect(!form.canSubmit)
    #expect(form.passwordField.view.isSecureTextEntry)
    form.showsPassword = true
    #expect(!form.passwordField.view.isSecureTextEntry)
    #expect(form.passwordField.view.text == "short")
    form.passwordField.view.type(" and long\n")
    #expect(form.password == "short and long")
    #expect(form.submitted)
    #expect(form.focus == nil)
    #expect(form.window.firstResponder == nil)
  }

  @Test func returnWithAnInvalidFormDoesNotSubmit() {
    let form = ArticleSignUpForm()
    form.focus = .password
    form.passwordField.view.type("12345678\n")
    #expect(!form.submitted)  // no name, no email
    #expect(form.focus == nil)  // return ends editing, as SwiftUI's onSubmit does
  }
}

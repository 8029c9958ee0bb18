import Fieldwork
import Foundation
import Testing

private enum Field: Hashable {
  case email, password, search
}

/// A sign-up form: two fields sharing one focus binding, in one window.
@MainActor private final class SignUpForm {
  @State var email = ""
  @State var password = ""
  @State var focus: Field?
  var submitted: [String] = []
  let window = HeadlessWindow()
  lazy var emailHost = RepresentableHost(window: window) { [unowned self] in
    TextField("Email", text: $email).focused($focus, equals: .email)
      .onReturn { self.focus = .password }
  }
  lazy var passwordHost = RepresentableHost(window: window) { [unowned self] in
    TextField("Password", text: $password).secure().focused($focus, equals: .password)
      .onReturn { self.submitted.append(self.email) }
  }

  init() {
    _ = emailHost
    _ = passwordHost
  }
}

@MainActor @Suite struct FocusBindingTests {
  @Test func writingTheValueFocusesTheFieldBoundToIt() {
    let form = SignUpForm()
    form.focus = .email
    #expect(form.emailHost.view.isFirstResponder)
    form.focus = .password
    #expect(!form.emailHost.view.isFirstResponder)
    #expect(form.passwordHost.view.isFirstResponder)
    form.focus = nil
    #expect(!form.passwordHost.view.isFirstResponder)
  }

  @Test func aTapWritesTheFieldsValue() {
    let form = SignUpForm()
    form.passwordHost.view.tap()
    #expect(form.focus == .password)
    form.emailHost.view.tap()
    #expect(form.focus == .email)
    #expect(!form.passwordHost.view.isFirstResponder)
  }

  @Test func returnMovesFocusToTheNextFieldAndTheLastSubmits() {
    let form = SignUpForm()
    form.emailHost.view.tap()
    form.emailHost.view.type("ada@example.org\n")
    #expect(form.focus == .password)
    #expect(form.passwordHost.view.isFirstResponder)
    #expect(!form.emailHost.view.isFirstResponder)
    form.passwordHost.view.type("secret\n")
    #expect(form.submitted == ["ada@example.org"])
    #expect(form.focus == nil)
    #expect(form.window.firstResponder == nil)
  }

  @Test func endingEditingClearsTheBindingOnlyWhileItNamesTheField() {
    let form = SignUpForm()
    form.focus = .email
    form.emailHost.view.resignFirstResponder()
    #expect(form.focus == nil)
  }

  @Test func aFieldWhoseDelegateRefusesToBeginLeavesTheBindingUnchanged() {
    let focus = State<Field?>(wrappedValue: nil)
    let text = State(wrappedValue: "")
    let host = RepresentableHost {
      TextField(text: text.projectedValue).focused(focus.projectedValue, equals: .email)
        .disabled()
    }
    host.view.tap()
    #expect(focus.wrappedValue == nil)
    focus.wrappedValue = .email
    // A focus the field refuses is written back: the binding never claims a focus the field
    // does not have.
    #expect(focus.wrappedValue == nil)
    #expect(!host.view.isFirstResponder)
  }

  @Test func twoHostsSharingOneFocusWithoutAWindowStillHaveOneFocusedField() {
    let focus = State<Field?>(wrappedValue: nil)
    let a = State(wrappedValue: "")
    let b = State(wrappedValue: "")
    let first = RepresentableHost {
      TextField(text: a.projectedValue).focused(focus.projectedValue, equals: .email)
    }
    let second = RepresentableHost {
      TextField(text: b.projectedValue).focused(focus.projectedValue, equals: .password)
    }
    var diagnostics: [UpdateDiagnostic] = []
    first.diagnosticHandler = { diagnostics.append($0) }
    second.diagnosticHandler = { diagnostics.append($0) }
    first.view.tap()
    second.view.tap()
    #expect(focus.wrappedValue == .password)
    #expect(!first.view.isFirstResponder)
    #expect(second.view.isFirstResponder)
    #expect(diagnostics.isEmpty)
  }

  @Test func aBoolFocusBindingStillWorks() {
    let focused = State(wrappedValue: false)
    let text = State(wrappedValue: "")
    let host = RepresentableHost {
      TextField(text: text.projectedValue).focused(focused.projectedValue)
    }
    focused.wrappedValue = true
    #expect(host.view.isFirstResponder)
    host.view.resignFirstResponder()
    #expect(focused.wrappedValue == false)
  }

  @Test func searchBarTakesPartInTheSameFocus() {
    let focus = State<Field?>(wrappedValue: nil)
    let query = State(wrappedValue: "")
    let email = State(wrappedValue: "")
    let window = HeadlessWindow()
    let field = RepresentableHost(window: window) {
      TextField(text: email.projectedValue).focused(focus.projectedValue, equals: .email)
    }
    let bar = RepresentableHost(window: window) {
      SearchBar(text: query.projectedValue).focused(focus.projectedValue, equals: .search)
    }
    focus.wrappedValue = .search
    #expect(bar.view.isFirstResponder)
    field.view.tap()
    #expect(focus.wrappedValue == .email)
    #expect(!bar.view.isFirstResponder)
  }
}

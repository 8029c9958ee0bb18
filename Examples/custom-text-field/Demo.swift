import Fieldwork

// The scripted walkthrough (`--demo`): the tutorial's two-field form typed into by a
// scripted person, printing what fires.

@MainActor final class SignUpForm {
  @State var name = ""
  @State var email = ""
  @State var nameFocused = false
  @State var emailFocused = false
  var submitted: [(String, String)] = []

  private(set) var nameHost: RepresentableHost<TextField>!
  private(set) var emailHost: RepresentableHost<TextField>!

  init() {
    nameHost = RepresentableHost { [unowned self] in
      TextField("Name", text: $name, isFirstResponder: $nameFocused)
        .maxLength(20)
        .submitLabel(.next)
        .onBeginEditing { print("  [name] began editing") }
        .onEdit { [unowned self] in print("  [name] binding is now \(name.debugDescription)") }
        .onReturn { [unowned self] in emailFocused = true }
        .onEndEditing { print("  [name] ended editing") }
    }
    emailHost = RepresentableHost { [unowned self] in
      TextField("Email", text: $email, isFirstResponder: $emailFocused)
        .keyboardType(.emailAddress)
        .textInputAutocapitalization(.never)
        .allowedCharacters { !$0.isWhitespace }
        .clearButtonMode(.whileEditing)
        .onEdit { [unowned self] in print("  [email] binding is now \(email.debugDescription)") }
        .onReturn { [unowned self] in
          submitted.append((name, email))
          print("  [email] submitted name=\(name.debugDescription) email=\(email.debugDescription)")
        }
    }
  }

  var focusedField: HeadlessTextField? {
    if nameHost.view.isFirstResponder { return nameHost.view }
    if emailHost.view.isFirstResponder { return emailHost.view }
    return nil
  }
}

@MainActor func runScript(_ form: SignUpForm) {
  print("> tap the name field")
  form.nameHost.view.tap()
  print("> type \"José\" (é as e + combining accent)")
  form.nameHost.view.type("Jose\u{301}")
  print("> backspace removes the whole é")
  form.nameHost.view.deleteBackward()
  print("> compose 日本 with an input method: the binding waits for the commit")
  form.nameHost.view.setMarkedText("にほん", selectedRange: .init(location: 3, length: 0))
  print(
    "  field shows \(form.nameHost.view.text.debugDescription), binding \(form.name.debugDescription)"
  )
  form.nameHost.view.insertText("日本")
  print("> press return: focus moves to the email field")
  form.nameHost.view.tapReturnKey()
  print("> type \"ada @example.org\" (spaces are filtered out)")
  form.emailHost.view.type("ada @example.org")
  print("> the app resets the email: the field follows, caret at the end")
  form.email = "ada@example.com"
  print(
    "  field shows \(form.emailHost.view.text.debugDescription), caret at \(form.emailHost.view.selectedRange.location)"
  )
  print("> press return")
  form.emailHost.view.tapReturnKey()
  print(
    "result: name=\(form.name.debugDescription) email=\(form.email.debugDescription) submissions=\(form.submitted.count)"
  )
}

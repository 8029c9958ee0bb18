import Fieldwork
import FieldworkTerminal

/// The form's fields, in focus order.
enum FormField: Int, CaseIterable, Hashable {
  case name, email, password, age, phone, card
  var label: String { ["Name", "Email", "Password", "Age", "Phone", "Card"][rawValue] }
}

/// The custom text field tutorial as a terminal form: `TextField`s with hooks, focus moving on
/// Tab and Return, live email validation, a password with a show/hide toggle, a numeric field
/// through format/parse, a phone number and a card number formatted as they are typed (the
/// card's grouping follows its type: American Express 4-6-5, others 4-4-4-4), and a log of the
/// hooks as they fire, with the values the masks extract.
@MainActor final class FormScreen: TerminalScreen {
  @State var focus: FormField? = .name
  @State var name = ""
  @State var email = ""
  @State var password = ""
  @State var age = 0
  @State var phone = ""
  @State var phoneDigits = ""
  @State var isPhoneComplete = false
  @State var card = ""
  @State var cardDigits = ""
  @State var isCardComplete = false
  @State var showsPassword = false
  private(set) var log: [String] = []
  private(set) var submitted = false
  private(set) var hosts: [RepresentableHost<TextField>] = []
  private(set) var widgets: [TextFieldWidget] = []

  /// What a key does on the form, before the focused field sees it.
  enum Command: Hashable, Sendable {
    case nextField, previousField, togglePassword
  }
  /// The form's keys: rebind them here; the status line's help is made from them (and from
  /// the fields' own map for what the field keeps).
  var keys = KeyMap<Command>(ordered: [
    (KeyEvent(.tab), .nextField), (KeyEvent(.tab, modifiers: .shift), .previousField),
    (KeyEvent(.control("t")), .togglePassword),
  ])

  init() {
    for field in FormField.allCases {
      let host = RepresentableHost { [unowned self] in makeField(field) }
      hosts.append(host)
      widgets.append(TextFieldWidget(host.view))
    }
  }

  /// The phone number's format: a North American number.
  static let phoneFormat = "+1 ([000]) [000]-[0000]"
  /// The card number's formats, picked by affinity as the digits arrive: American Express
  /// (34 or 37, grouped 4-6-5) first, so it wins the ties of its first digits, then every
  /// other card (4-4-4-4).
  static let cardFormats = [
    "{37}[00] [000000] [00000]", "{34}[00] [000000] [00000]", "[0000] [0000] [0000] [0000]",
  ]

  /// The card's type, as its formats tell it: American Express numbers start 34 or 37.
  var cardType: String {
    cardDigits.hasPrefix("34") || cardDigits.hasPrefix("37") ? "American Express" : ""
  }

  /// The email is plausible: one `@` with text before it and a dot after it.
  var isEmailValid: Bool {
    let parts = email.split(separator: "@", omittingEmptySubsequences: false)
    return parts.count == 2 && !parts[0].isEmpty && parts[1].contains(".")
      && !parts[1].hasSuffix(".")
  }

  private func makeField(_ field: FormField) -> TextField {
    let base: TextField
    switch field {
    case .name:
      base = TextField("Ada Lovelace", text: $name).maxLength(40).textContentType(.name)
    case .email:
      base = TextField("ada@example.org", text: $email)
        .keyboardType(.emailAddress).textInputAutocapitalization(.never)
        .allowedCharacters { !$0.isWhitespace }
        .validationMessage(email.isEmpty || isEmailValid ? nil : "needs name@domain.tld")
    case .password:
      base = TextField("8 characters or more", text: $password)
        .secure(!showsPassword).textContentType(.newPassword)
        .validationMessage(password.isEmpty || password.count >= 8 ? nil : "too short")
    case .age:
      base = TextField(
        "years", value: $age, format: { $0 == 0 ? "" : String($0) },
        parse: { $0.isEmpty ? 0 : Int($0).flatMap { (0...150).contains($0) ? $0 : nil } }
      )
      .keyboardType(.numberPad).allowedCharacters { $0.isASCII && $0.isNumber }
      .invalidValueMessage("a whole number from 0 to 150")
    case .phone:
      base = TextField("+1 (555) 123-4567", text: $phone).keyboardType(.phonePad)
        .mask(Self.phoneFormat, value: $phoneDigits, complete: $isPhoneComplete)
    case .card:
      base = TextField("card number", text: $card).keyboardType(.numberPad)
        .mask(
          Self.cardFormats[0], affineFormats: Array(Self.cardFormats.dropFirst()),
          value: $cardDigits, complete: $isCardComplete)
    }
    return
      base
      // The placeholder is an example, not a name: VoiceOver says the label the form shows.
      .accessibilityLabel(field.label)
      .focused($focus, equals: field)
      .submitLabel(field == .card ? .done : .next)
      .onBeginEditing { [unowned self] in record(field, "didBeginEditing") }
      .onEdit { [unowned self] in record(field, "didChange", value: true) }
      .onEndEditing { [unowned self] in record(field, "didEndEditing", value: true) }
      .onReturn { [unowned self] in
        record(field, "shouldReturn")
        if let next = FormField(rawValue: field.rawValue + 1) {
          focus = next
        } else {
          focus = nil
          submitted = true
        }
      }
  }

  /// Logs a hook; a password is logged by length only.
  private func record(_ field: FormField, _ hook: String, value: Bool = false) {
    var line = "\(field.label.lowercased()): \(hook)"
    if value {
      switch field {
      case .name: line += " \"\(name)\""
      case .email: line += " \"\(email)\"" + (isEmailValid ? "" : " (not valid yet)")
      case .password: line += " (\(password.count) characters)"
      case .age: line += " \(age)"
      case .phone:
        line += " \"\(phone)\" value \"\(phoneDigits)\"" + (isPhoneComplete ? " (complete)" : "")
      case .card:
        line += " \"\(card)\" value \"\(cardDigits)\"" + (isCardComplete ? " (complete)" : "")
      }
    }
    log.append(line)
    if log.count > 200 { log.removeFirst(log.count - 200) }
  }

  func draw(into canvas: inout Canvas) {
    canvas.put("Sign up", row: 0, column: 2, style: .bold)
    for field in FormField.allCases {
      let row = 2 + field.rawValue * 2
      let focused = focus == field
      canvas.put(focused ? "›" : " ", row: row, column: 0, style: .bold)
      canvas.put(field.label, row: row, column: 2, style: focused ? .bold : [])
      canvas.put("[", row: row, column: 12)
      widgets[field.rawValue].draw(into: &canvas, row: row, column: 13, width: 30)
      canvas.put("]", row: row, column: 43)
      // The field's validation message, in the error style; else a note.
      let widget = widgets[field.rawValue]
      var x = 45
      x += widget.drawValidation(into: &canvas, row: row, column: x, width: canvas.columns - x)
      let note: String
      switch field {
      case .email: note = !email.isEmpty && isEmailValid ? "✓" : ""
      case .password: note = showsPassword ? "shown (Ctrl-T hides)" : "hidden (Ctrl-T shows)"
      case .age: note = age == 0 ? "" : "\(age) years"
      case .phone: note = isPhoneComplete ? "✓" : ""
      case .card:
        note = [cardType, isCardComplete ? "✓" : ""].filter { !$0.isEmpty }.joined(separator: " ")
      case .name: note = ""
      }
      canvas.put((x > 45 ? " · " : "") + note, row: row, column: x, style: .dim)
    }
    let logTop = 2 + FormField.allCases.count * 2 + 1
    canvas.put("Hooks as they fire:", row: logTop, column: 2, style: .dim)
    let room = max(canvas.rows - logTop - 2, 0)
    for (offset, line) in log.suffix(room).enumerated() {
      canvas.put(line, row: logTop + 1 + offset, column: 4)
    }
    // The focused field's problem is announced in the status line.
    let problem = focus.flatMap { field in
      widgets[field.rawValue].field.validationMessage.map { "\(field.label): \($0)" }
    }
    // Made from the form's key map: it names the keys that work. (Enter is the field's
    // return key, which the form's `onSubmit` answers; Ctrl-C is the session's.)
    let move = [Command.nextField, .previousField].compactMap { keys.keys(for: $0).first?.name }
      .joined(separator: "/")
    let help = [
      move.isEmpty ? "" : move + " move", "Enter next",
      keys.help([(.togglePassword, showsPassword ? "hide password" : "show password")]),
      "Ctrl-C quit",
    ].filter { !$0.isEmpty }.joined(separator: " · ")
    StatusLine(
      help, right: problem ?? (submitted ? "submitted" : ""),
      rightStyle: problem == nil ? [] : .error
    )
    .draw(into: &canvas, row: canvas.rows - 1)
  }

  func handle(_ event: KeyEvent) -> KeyResult {
    let count = FormField.allCases.count
    let current = focus?.rawValue ?? -1
    switch keys[event] {
    case .nextField:
      focus = FormField(rawValue: (current + 1) % count)
      return .handled
    case .previousField:
      focus = FormField(rawValue: (current + count - 1) % count)
      return .handled
    case .togglePassword:
      showsPassword.toggle()
      return .handled
    case nil:
      break
    }
    guard let focus else {
      if event.key == .enter { self.focus = .name }
      return .handled
    }
    return widgets[focus.rawValue].handle(event) ? .handled : .ignored
  }
}

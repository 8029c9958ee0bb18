// custom-text-field: the custom text field tutorial as a terminal form.
//
//   swift run custom-text-field          # the form: name, email, password, age
//   swift run custom-text-field --demo   # the scripted walkthrough of a two-field form
import ExampleSupport
import FieldworkTerminal
import Foundation

let usage = """
  usage: custom-text-field [--demo] [--help]

  A sign-up form built from Fieldwork's TextField: Tab and Shift-Tab (or Enter) move between
  the fields, the email is checked as you type, Ctrl-T shows or hides the password, the age
  goes through format/parse when you leave it, and the hooks (didBeginEditing, didChange,
  didEndEditing, shouldReturn) are logged as they fire. Ctrl-C quits.

    --demo   the scripted walkthrough (bindings, IME input, filters), printed
    --help   this text

  """

@MainActor func main() -> Int32 {
  let options: CommandLineOptions
  switch CommandLineOptions.read(
    program: "custom-text-field", usage: usage, options: [], switches: ["demo"], report: warn)
  {
  case .run(let parsed): options = parsed
  case .exit(let status): return status
  }
  if options.switches.contains("demo") {
    runScript(SignUpForm())
    return 0
  }
  let terminal = Terminal()
  guard terminal.isTTY else {
    warn("custom-text-field: the form needs a terminal; try --demo")
    return 1
  }
  let screen = FormScreen()
  do {
    try TerminalSession(terminal: terminal).run(screen)
  } catch {
    warn("custom-text-field: \(error)")
    return 1
  }
  print(
    "name=\(VisibleText.escaping(screen.name.debugDescription)) email=\(VisibleText.escaping(screen.email.debugDescription)) age=\(screen.age)"
  )
  return 0
}

exit(main())

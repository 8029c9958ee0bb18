import Fieldwork
import FieldworkTerminal
import FieldworkTerminalTesting
import FieldworkTesting
import Foundation
import Testing

/// The text of a secure field never leaves it through reflection, descriptions, recorders or
/// the screen.
@MainActor @Suite struct SecretTests {
  let secret = "hunter2-Sécret"

  func secureField() -> HeadlessTextField {
    let field = HeadlessTextField()
    field.isSecureTextEntry = true
    field.tap()
    field.type(secret)
    return field
  }

  func everythingReflectionShows(_ value: Any) -> String {
    var output = ""
    dump(value, to: &output)
    output += String(describing: value) + String(reflecting: value)
    for child in Mirror(reflecting: value).children {
      output += "\(child.label ?? ""): \(child.value)"
    }
    return output
  }

  @Test func dumpMirrorAndDescriptionsRedactASecureField() {
    let field = secureField()
    let shown = everythingReflectionShows(field)
    #expect(!shown.contains("hunter"))
    #expect(shown.contains("<secure, redacted>"))
    #expect(
      field.description.hasPrefix("HeadlessTextField(text: <secure, redacted>, selection: {14, 0}"))
    // A plain field shows its text, so the redaction is what hides it.
    let plain = HeadlessTextField()
    plain.text = "visible"
    #expect(everythingReflectionShows(plain).contains("visible"))
  }

  @Test func markedTextOfASecureFieldIsRedactedToo() {
    let field = secureField()
    field.setMarkedText("hunter3", selectedRange: NSRange(location: 7, length: 0))
    #expect(!everythingReflectionShows(field).contains("hunter"))
  }

  @Test func aFieldMadeSecureDropsTheHistoryHoldingItsEarlierText() {
    let field = HeadlessTextField()
    field.tap()
    field.type("old password")
    #expect(field.canUndo)
    field.isSecureTextEntry = true
    #expect(!field.canUndo)
    field.undo()
    #expect(field.text == "old password")
    field.type("x")
    field.undo()
    #expect(field.text.hasSuffix("x"))  // no undo for secure entry, as UIKit
  }

  @Test func aHostAroundASecureTextFieldDoesNotRevealIt() {
    @State var password = ""
    let host = RepresentableHost { TextField("Password", text: $password).secure() }
    host.view.tap()
    host.view.type(secret)
    #expect(password == secret)
    let hostShows = everythingReflectionShows(host)
    let viewShows = everythingReflectionShows(host.view)
    #expect(!hostShows.contains("hunter"), "A")
    #expect(!viewShows.contains("hunter"), "B")
  }

  @Test func anEventRecorderShowsBulletsOnly() {
    let field = HeadlessTextField()
    field.isSecureTextEntry = true
    let recorder = EventRecorder()
    recorder.attach(to: field)
    field.tap()
    field.type("pw")
    field.paste("hunter2")
    #expect(!recorder.lines.joined(separator: "\n").contains("hunter"))
    #expect(recorder.lines.contains { $0.contains("•••••••") })
  }

  @Test func theTerminalShowsBulletsOnly() {
    let field = secureField()
    final class Screen: TerminalScreen {
      let widget: TextFieldWidget
      init(_ field: HeadlessTextField) { widget = TextFieldWidget(field) }
      func draw(into canvas: inout Canvas) {
        widget.draw(into: &canvas, row: 0, column: 0, width: 30)
      }
      func handle(_ event: KeyEvent) -> KeyResult { widget.handle(event) ? .handled : .ignored }
    }
    let harness = TerminalHarness(Screen(field), rows: 1, columns: 30)
    #expect(harness.terminal.line(0) == String(repeating: "•", count: secret.count))
    #expect(!harness.lastOutput.contains("hunter"))
    harness.type("!")
    #expect(!harness.lastOutput.contains("!"))
  }

  @Test func noKeyCopiesOrCutsSecureText() {
    // The line editor binds no copy: the keys other editors use for it are refused and leave
    // the text as it was. (Ctrl-Y yanks *into* the field, a paste.)
    let field = secureField()
    let widget = TextFieldWidget(field)
    widget.killRing = KillRing()
    for key in [KeyEvent(.control("c")), KeyEvent(.character("w"), modifiers: .alt)] {
      #expect(!widget.handle(key))
    }
    // Ctrl-X begins readline's sequences (Ctrl-X Ctrl-U); Ctrl-X Ctrl-X is none of them.
    #expect(widget.handle(KeyEvent(.control("x"))) && widget.handle(KeyEvent(.control("x"))))
    #expect(field.text == secret)
    // The kill keys delete and keep nothing: there is nothing to yank back.
    for key in [KeyEvent(.control("w")), KeyEvent(.control("u")), KeyEvent(.control("k"))] {
      widget.handle(key)
    }
    #expect(field.text.isEmpty)
    #expect(widget.killRing.entries.isEmpty)
    widget.handle(KeyEvent(.control("y")))
    #expect(field.text.isEmpty)
  }
}

import Fieldwork
import Foundation
import Testing

@MainActor @Suite struct SelectionBindingTests {
  private func host(
    text: String, diagnostics: @escaping (UpdateDiagnostic) -> Void = { _ in }
  ) -> (RepresentableHost<TextField>, State<String>, State<NSRange>) {
    let text = State(wrappedValue: text)
    let selection = State(wrappedValue: NSRange(location: 0, length: 0))
    let host = RepresentableHost(diagnosticHandler: diagnostics) {
      TextField(text: text.projectedValue).selection(selection.projectedValue)
    }
    return (host, text, selection)
  }

  @Test func theBindingFollowsTypingSelectingAndUndo() {
    let (host, _, selection) = host(text: "")
    host.view.tap()
    host.view.type("héllo")
    #expect(selection.wrappedValue == NSRange(location: 5, length: 0))
    host.view.select(NSRange(location: 1, length: 3))
    #expect(selection.wrappedValue == NSRange(location: 1, length: 3))
    host.view.paste("X")
    #expect(selection.wrappedValue == NSRange(location: 2, length: 0))
    host.view.undo()
    #expect(selection.wrappedValue == host.view.selectedRange)
  }

  @Test func writingTheBindingMovesTheSelection() {
    let (host, _, selection) = host(text: "hello")
    host.view.tap()
    selection.wrappedValue = NSRange(location: 1, length: 2)
    #expect(host.view.selectedRange == NSRange(location: 1, length: 2))
  }

  @Test func anInvalidRangeIsClampedReportedAndWrittenBack() {
    var diagnostics: [UpdateDiagnostic] = []
    let (host, _, selection) = host(text: "a👍🏽b") { diagnostics.append($0) }
    selection.wrappedValue = NSRange(location: 2, length: 1)  // inside the emoji
    #expect(host.view.selectedRange == NSRange(location: 1, length: 4))
    #expect(selection.wrappedValue == NSRange(location: 1, length: 4))
    selection.wrappedValue = NSRange(location: 99, length: -4)
    #expect(host.view.selectedRange == NSRange(location: 6, length: 0))
    #expect(selection.wrappedValue == NSRange(location: 6, length: 0))
    #expect(
      diagnostics.map(\.kind) == [
        .selectionClamped(
          requested: NSRange(location: 2, length: 1), applied: NSRange(location: 1, length: 4)),
        .selectionClamped(
          requested: NSRange(location: 99, length: -4), applied: NSRange(location: 6, length: 0)),
      ])
  }

  @Test func newTextFromTheBindingPutsTheCaretAtTheEndAndTheBindingFollows() {
    let (host, text, selection) = host(text: "abc")
    text.wrappedValue = "hello"
    #expect(host.view.selectedRange == NSRange(location: 5, length: 0))
    #expect(selection.wrappedValue == NSRange(location: 5, length: 0))
  }

  @Test func selectAllSelectsEverythingAsAUserAction() {
    let (host, _, selection) = host(text: "héllo 👋")
    host.view.tap()
    host.view.selectAll()
    #expect(host.view.selectedRange == NSRange(location: 0, length: 8))
    #expect(selection.wrappedValue == NSRange(location: 0, length: 8))
    host.view.paste("new")
    #expect(host.view.text == "new")
  }

  @Test func selectAllIsIgnoredWhenNotFocused() {
    let field = HeadlessTextField()
    field.text = "abc"
    field.selectAll()
    #expect(field.selectedRange == NSRange(location: 3, length: 0))
  }
}

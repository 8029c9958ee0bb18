import Fieldwork
import Foundation
import Testing

/// UIKit's one-first-responder rule, through `HeadlessWindow`.
@MainActor @Suite struct HeadlessWindowTests {
  private func twoFields(
    in window: HeadlessWindow
  ) -> (
    HeadlessTextField, RecordingTextFieldDelegate, HeadlessTextField, RecordingTextFieldDelegate
  ) {
    let first = HeadlessTextField()
    let second = HeadlessTextField()
    first.window = window
    second.window = window
    return (first, RecordingTextFieldDelegate(first), second, RecordingTextFieldDelegate(second))
  }

  @Test func tappingASecondFieldResignsTheFirstInUIKitsOrder() {
    let window = HeadlessWindow()
    let (first, firstLog, second, secondLog) = twoFields(in: window)
    var log: [String] = []
    first.addAction(for: .editingDidEnd) { _ in log.append("first end") }
    second.addAction(for: .editingDidBegin) { _ in log.append("second begin") }
    first.tap()
    firstLog.log = []
    second.tap()
    #expect(!first.isFirstResponder)
    #expect(second.isFirstResponder)
    #expect(window.firstResponder === second)
    #expect(firstLog.log == ["shouldEnd", "didEnd(committed)", "event:editingDidEnd"])
    #expect(
      secondLog.log == ["shouldBegin", "didBegin", "event:editingDidBegin"])
    #expect(log == ["first end", "second begin"])
  }

  @Test func aFirstResponderThatRefusesToResignKeepsFocus() {
    let window = HeadlessWindow()
    let (first, firstLog, second, secondLog) = twoFields(in: window)
    first.tap()
    firstLog.allowEnd = false
    #expect(!second.becomeFirstResponder())
    #expect(first.isFirstResponder)
    #expect(!second.isFirstResponder)
    #expect(window.firstResponder === first)
    #expect(secondLog.log == ["shouldBegin"])
  }

  @Test func aFieldThatRefusesToBeginLeavesTheCurrentOneAlone() {
    let window = HeadlessWindow()
    let (first, firstLog, second, secondLog) = twoFields(in: window)
    first.tap()
    firstLog.log = []
    secondLog.allowBegin = false
    second.tap()
    #expect(first.isFirstResponder)
    #expect(firstLog.log.isEmpty)
  }

  @Test func windowEndEditingAsksUnlessForced() {
    let window = HeadlessWindow()
    let (first, firstLog, _, _) = twoFields(in: window)
    first.tap()
    firstLog.allowEnd = false
    #expect(!window.endEditing(false))
    #expect(first.isFirstResponder)
    #expect(window.endEditing(true))
    #expect(!first.isFirstResponder)
    #expect(window.firstResponder == nil)
  }

  @Test func fieldsInNoWindowAreIndependent() {
    let first = HeadlessTextField()
    let second = HeadlessTextField()
    first.tap()
    second.tap()
    #expect(first.isFirstResponder && second.isFirstResponder)
  }

  @Test func leavingTheWindowEndsEditing() {
    let window = HeadlessWindow()
    let (first, _, _, _) = twoFields(in: window)
    first.tap()
    first.window = nil
    #expect(!first.isFirstResponder)
    #expect(window.firstResponder == nil)
  }

  @Test func hostsPutTheirViewsInTheirWindow() {
    let window = HeadlessWindow()
    let name = State(wrappedValue: "")
    let query = State(wrappedValue: "")
    let field = RepresentableHost(window: window) { TextField(text: name.projectedValue) }
    let bar = RepresentableHost(window: window) { SearchBar(text: query.projectedValue) }
    field.view.tap()
    bar.view.tap()
    #expect(!field.view.isFirstResponder)
    #expect(window.firstResponder === bar.view.searchTextField)
  }
}

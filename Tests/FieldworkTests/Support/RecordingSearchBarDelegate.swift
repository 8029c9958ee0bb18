import Fieldwork
import FieldworkTesting
import Foundation

/// A search bar delegate for the control's own tests: it answers the should-questions with
/// configurable values, and the public `EventRecorder` (attached over it) records every call
/// and answer. ``log`` shows the recorder's lines in the tests' short form
/// (`shouldChange({0,0},a)`, `textDidChange(ab)`, `scope(1)`).
@MainActor final class RecordingSearchBarDelegate: HeadlessSearchBarDelegate {
  let recorder = EventRecorder()
  var allowBegin = true
  var allowEnd = true
  var allowChange = true

  /// The recorded lines in short form. Assigning `[]` forgets them.
  var log: [String] {
    get { recorder.lines.map(Self.shortForm) }
    set {
      precondition(newValue.isEmpty, "only clearing the log is supported")
      recorder.clear()
    }
  }

  init(_ bar: HeadlessSearchBar) {
    bar.delegate = self
    recorder.attach(to: bar)
  }

  func searchBarShouldBeginEditing(_ searchBar: HeadlessSearchBar) -> Bool { allowBegin }
  func searchBarShouldEndEditing(_ searchBar: HeadlessSearchBar) -> Bool { allowEnd }
  func searchBar(
    _ searchBar: HeadlessSearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { allowChange }

  /// `EventRecorder`'s line for a search bar call, in the tests' short form.
  static func shortForm(_ line: String) -> String {
    let question = withoutAnswer(line)
    let renames = [
      ("searchBarShouldBeginEditing", "shouldBegin"), ("searchBarTextDidBeginEditing", "didBegin"),
      ("searchBarShouldEndEditing", "shouldEnd"), ("searchBarTextDidEndEditing", "didEnd"),
      ("searchButtonClicked", "search"), ("bookmarkButtonClicked", "bookmark"),
      ("cancelButtonClicked", "cancel"), ("resultsListButtonClicked", "results"),
    ]
    for (long, short) in renames where question == long { return short }
    func literal(_ text: Substring) -> String {
      // The recorder quotes strings as `debugDescription` does; the short form shows them bare.
      String(text.dropFirst().dropLast())
    }
    if question.hasPrefix("textDidChange ") {
      return "textDidChange(" + literal(question.dropFirst(14)) + ")"
    }
    if question.hasPrefix("shouldChangeText(") {
      let rest = question.dropFirst("shouldChangeText(".count).dropLast()
      guard let split = rest.range(of: "}, ") else { return question }
      return "shouldChange(" + rest[..<split.lowerBound] + "},"
        + literal(rest[split.upperBound...]) + ")"
    }
    if question.hasPrefix("selectedScope ") { return "scope(\(question.dropFirst(14)))" }
    if question.hasPrefix("didSelectToken ") { return "selectToken(\(question.dropFirst(15)))" }
    if question.hasPrefix("didRemoveToken "), let at = question.range(of: " at ") {
      let token = question[question.index(question.startIndex, offsetBy: 15)..<at.lowerBound]
      return "removeToken(" + literal(token) + "," + question[at.upperBound...] + ")"
    }
    if question.hasPrefix("didSelectSuggestion ") {
      return "suggestion(" + literal(question.dropFirst(20)) + ")"
    }
    return question
  }
}

/// A focused bar with a recorder whose log starts empty.
@MainActor func focusedBar(
  text: String = "", configure: (HeadlessSearchBar) -> Void = { _ in }
) -> (HeadlessSearchBar, RecordingSearchBarDelegate) {
  let bar = HeadlessSearchBar()
  bar.text = text
  configure(bar)
  let recorder = RecordingSearchBarDelegate(bar)
  bar.tap()
  recorder.log = []
  return (bar, recorder)
}

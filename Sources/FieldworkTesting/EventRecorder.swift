import Fieldwork
import Foundation

/// Records what a text field, a text view or a search bar does — delegate calls with their answers,
/// control events, and binding writes — as readable lines, in the order they happen.
///
/// Attach it to a control (a bare one, or the view of a `RepresentableHost`): it becomes
/// the control's delegate and forwards every call to the delegate the control had (a
/// component's coordinator, say), recording the call and the answer. Wrap bindings with
/// ``recording(_:as:redacted:)`` to record their writes. Compare the lines with
/// ``difference(from:)``, which works with Swift Testing and XCTest alike:
///
/// ```swift
/// let recorder = EventRecorder()
/// let host = RepresentableHost { TextField(text: recorder.recording($name, as: "name")) }
/// recorder.attach(to: host.view)
/// host.view.tap()
/// host.view.type("a")
/// #expect(recorder.difference(from: [
///   "shouldBeginEditing → true", "didBeginEditing", "event editingDidBegin",
///   "shouldChangeCharacters({0,0}, \"a\") → true", "name = \"a\"", "event editingChanged",
///   "didChangeSelection {1,0}",
/// ]) == nil)
/// // XCTest: XCTAssertNil(recorder.difference(from: [...]))
/// ```
///
/// The text of a secure field never reaches the lines: while the field's
/// `isSecureTextEntry` is on, its text and replacements are recorded as bullets (one per
/// character), and a binding recorded with `redacted: true` always is.
@MainActor
public final class EventRecorder {
  /// The recorded lines, oldest first.
  public private(set) var lines: [String] = []

  private var fieldRelays: [TextFieldRelay] = []
  private var barRelays: [SearchBarRelay] = []
  private var viewRelays: [TextViewRelay] = []

  /// Creates a recorder with no lines.
  public init() {}

  /// Forgets the lines recorded so far (after setting a control up, say).
  public func clear() {
    lines.removeAll()
  }

  /// Adds a line of your own, to mark a step in the log.
  public func note(_ line: String) {
    lines.append(line)
  }

  /// Records `field`'s delegate calls and control events, forwarding every call to the
  /// delegate it had.
  public func attach(to field: HeadlessTextField) {
    let relay = TextFieldRelay(recorder: self, forwardingTo: field.delegate)
    fieldRelays.append(relay)
    field.delegate = relay
    for event in ControlEvent.allCases {
      field.addAction(for: event) { [weak self] _ in self?.lines.append("event \(event)") }
    }
  }

  /// Records `textView`'s delegate calls, forwarding every call to the delegate it had. A
  /// change is recorded as `shouldChangeText({location,length}, "replacement") → answer`,
  /// then `didChangeSelection {location,length}`, then `didChange`.
  public func attach(to textView: HeadlessTextView) {
    let relay = TextViewRelay(recorder: self, forwardingTo: textView.delegate)
    viewRelays.append(relay)
    textView.delegate = relay
  }

  /// Records `bar`'s delegate calls, forwarding every call to the delegate it had.
  public func attach(to bar: HeadlessSearchBar) {
    let relay = SearchBarRelay(recorder: self, forwardingTo: bar.delegate)
    barRelays.append(relay)
    bar.delegate = relay
  }

  /// A binding that records every write through it as `name = value`, then writes `binding`.
  ///
  /// - Parameters:
  ///   - binding: The binding to record.
  ///   - name: The name the lines use.
  ///   - redacted: Whether to record bullets instead of the value (for passwords).
  public func recording<Value>(
    _ binding: Binding<Value>, as name: String, redacted: Bool = false
  ) -> Binding<Value> {
    Binding(
      get: { binding.wrappedValue },
      set: { [weak self] value, transaction in
        let shown = redacted ? Self.bullets(for: "\(value)") : Self.describe(value)
        self?.lines.append("\(name) = \(shown)")
        binding.transaction(transaction).wrappedValue = value
      })
  }

  /// `nil` when the lines equal `expected`; otherwise a readable diff, expected lines marked
  /// `-` and recorded lines `+`.
  public func difference(from expected: [String]) -> String? {
    guard lines != expected else { return nil }
    return Self.diff(expected: expected, actual: lines)
  }

  // MARK: Formatting

  func record(_ line: String) {
    lines.append(line)
  }

  /// Records `question`, asks, and completes the line with the answer: lines recorded while
  /// the delegate answers come after the question, in the order they happened.
  func ask(_ question: String, _ answer: () -> Bool) -> Bool {
    let index = lines.count
    lines.append(question)
    let result = answer()
    if index < lines.count, lines[index] == question { lines[index] = "\(question) → \(result)" }
    return result
  }

  static func describe<Value>(_ value: Value) -> String {
    if let string = value as? String { return string.debugDescription }
    return "\(value)"
  }

  static func bullets(for text: String) -> String {
    "\"" + String(repeating: "•", count: text.count) + "\""
  }

  static func describe(_ range: NSRange) -> String {
    "{\(range.location),\(range.length)}"
  }

  /// A line diff through the longest common subsequence: logs are short, so O(n·m) is fine.
  static func diff(expected: [String], actual: [String]) -> String {
    let n = expected.count
    let m = actual.count
    var table = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        table[i][j] =
          expected[i] == actual[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var output = ["recorded lines differ (- expected, + recorded):"]
    var i = 0
    var j = 0
    while i < n || j < m {
      if i < n, j < m, expected[i] == actual[j] {
        output.append("  \(expected[i])")
        i += 1
        j += 1
      } else if j < m, i == n || table[i][j + 1] >= table[i + 1][j] {
        output.append("+ \(actual[j])")
        j += 1
      } else {
        output.append("- \(expected[i])")
        i += 1
      }
    }
    return output.joined(separator: "\n")
  }
}

/// Sits between a text field and its delegate, recording each call.
@MainActor private final class TextFieldRelay: HeadlessTextFieldDelegate {
  unowned let recorder: EventRecorder
  weak var target: (any HeadlessTextFieldDelegate)?

  init(recorder: EventRecorder, forwardingTo target: (any HeadlessTextFieldDelegate)?) {
    self.recorder = recorder
    self.target = target
  }

  private func text(_ text: String, in field: HeadlessTextField) -> String {
    field.isSecureTextEntry ? EventRecorder.bullets(for: text) : text.debugDescription
  }

  func textFieldShouldBeginEditing(_ textField: HeadlessTextField) -> Bool {
    recorder.ask("shouldBeginEditing") { target?.textFieldShouldBeginEditing(textField) ?? true }
  }
  func textFieldDidBeginEditing(_ textField: HeadlessTextField) {
    recorder.record("didBeginEditing")
    target?.textFieldDidBeginEditing(textField)
  }
  func textFieldShouldEndEditing(_ textField: HeadlessTextField) -> Bool {
    recorder.ask("shouldEndEditing") { target?.textFieldShouldEndEditing(textField) ?? true }
  }
  func textFieldDidEndEditing(
    _ textField: HeadlessTextField, reason: HeadlessTextField.DidEndEditingReason
  ) {
    recorder.record("didEndEditing(\(reason))")
    target?.textFieldDidEndEditing(textField, reason: reason)
  }
  func textField(
    _ textField: HeadlessTextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    let line =
      "shouldChangeCharacters(\(EventRecorder.describe(range)), \(text(string, in: textField)))"
    return recorder.ask(line) {
      target?.textField(textField, shouldChangeCharactersIn: range, replacementString: string)
        ?? true
    }
  }
  func textFieldDidChangeSelection(_ textField: HeadlessTextField) {
    recorder.record("didChangeSelection \(EventRecorder.describe(textField.selectedRange))")
    target?.textFieldDidChangeSelection(textField)
  }
  func textFieldShouldClear(_ textField: HeadlessTextField) -> Bool {
    recorder.ask("shouldClear") { target?.textFieldShouldClear(textField) ?? true }
  }
  func textFieldShouldReturn(_ textField: HeadlessTextField) -> Bool {
    recorder.ask("shouldReturn") { target?.textFieldShouldReturn(textField) ?? true }
  }
}

/// Sits between a text view and its delegate, recording each call.
@MainActor private final class TextViewRelay: HeadlessTextViewDelegate {
  unowned let recorder: EventRecorder
  weak var target: (any HeadlessTextViewDelegate)?

  init(recorder: EventRecorder, forwardingTo target: (any HeadlessTextViewDelegate)?) {
    self.recorder = recorder
    self.target = target
  }

  func textViewShouldBeginEditing(_ textView: HeadlessTextView) -> Bool {
    recorder.ask("shouldBeginEditing") { target?.textViewShouldBeginEditing(textView) ?? true }
  }
  func textViewDidBeginEditing(_ textView: HeadlessTextView) {
    recorder.record("didBeginEditing")
    target?.textViewDidBeginEditing(textView)
  }
  func textViewShouldEndEditing(_ textView: HeadlessTextView) -> Bool {
    recorder.ask("shouldEndEditing") { target?.textViewShouldEndEditing(textView) ?? true }
  }
  func textViewDidEndEditing(_ textView: HeadlessTextView) {
    recorder.record("didEndEditing")
    target?.textViewDidEndEditing(textView)
  }
  func textView(
    _ textView: HeadlessTextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool {
    recorder.ask("shouldChangeText(\(EventRecorder.describe(range)), \(text.debugDescription))") {
      target?.textView(textView, shouldChangeTextIn: range, replacementText: text) ?? true
    }
  }
  func textViewDidChange(_ textView: HeadlessTextView) {
    recorder.record("didChange")
    target?.textViewDidChange(textView)
  }
  func textViewDidChangeSelection(_ textView: HeadlessTextView) {
    recorder.record("didChangeSelection \(EventRecorder.describe(textView.selectedRange))")
    target?.textViewDidChangeSelection(textView)
  }
}

/// Sits between a search bar and its delegate, recording each call.
@MainActor private final class SearchBarRelay: HeadlessSearchBarDelegate {
  unowned let recorder: EventRecorder
  weak var target: (any HeadlessSearchBarDelegate)?

  init(recorder: EventRecorder, forwardingTo target: (any HeadlessSearchBarDelegate)?) {
    self.recorder = recorder
    self.target = target
  }

  func searchBarShouldBeginEditing(_ searchBar: HeadlessSearchBar) -> Bool {
    recorder.ask("searchBarShouldBeginEditing") {
      target?.searchBarShouldBeginEditing(searchBar) ?? true
    }
  }
  func searchBarTextDidBeginEditing(_ searchBar: HeadlessSearchBar) {
    recorder.record("searchBarTextDidBeginEditing")
    target?.searchBarTextDidBeginEditing(searchBar)
  }
  func searchBarShouldEndEditing(_ searchBar: HeadlessSearchBar) -> Bool {
    recorder.ask("searchBarShouldEndEditing") {
      target?.searchBarShouldEndEditing(searchBar) ?? true
    }
  }
  func searchBarTextDidEndEditing(_ searchBar: HeadlessSearchBar) {
    recorder.record("searchBarTextDidEndEditing")
    target?.searchBarTextDidEndEditing(searchBar)
  }
  func searchBar(_ searchBar: HeadlessSearchBar, textDidChange searchText: String) {
    recorder.record("textDidChange \(searchText.debugDescription)")
    target?.searchBar(searchBar, textDidChange: searchText)
  }
  func searchBar(
    _ searchBar: HeadlessSearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool {
    recorder.ask("shouldChangeText(\(EventRecorder.describe(range)), \(text.debugDescription))") {
      target?.searchBar(searchBar, shouldChangeTextIn: range, replacementText: text) ?? true
    }
  }
  func searchBarSearchButtonClicked(_ searchBar: HeadlessSearchBar) {
    recorder.record("searchButtonClicked")
    target?.searchBarSearchButtonClicked(searchBar)
  }
  func searchBarBookmarkButtonClicked(_ searchBar: HeadlessSearchBar) {
    recorder.record("bookmarkButtonClicked")
    target?.searchBarBookmarkButtonClicked(searchBar)
  }
  func searchBarCancelButtonClicked(_ searchBar: HeadlessSearchBar) {
    recorder.record("cancelButtonClicked")
    target?.searchBarCancelButtonClicked(searchBar)
  }
  func searchBarResultsListButtonClicked(_ searchBar: HeadlessSearchBar) {
    recorder.record("resultsListButtonClicked")
    target?.searchBarResultsListButtonClicked(searchBar)
  }
  func searchBar(
    _ searchBar: HeadlessSearchBar, selectedScopeButtonIndexDidChange selectedScope: Int
  ) {
    recorder.record("selectedScope \(selectedScope)")
    target?.searchBar(searchBar, selectedScopeButtonIndexDidChange: selectedScope)
  }
  func searchBar(_ searchBar: HeadlessSearchBar, didSelectTokenAt index: Int) {
    recorder.record("didSelectToken \(index)")
    target?.searchBar(searchBar, didSelectTokenAt: index)
  }
  func searchBar(_ searchBar: HeadlessSearchBar, didRemove token: SearchToken, at index: Int) {
    recorder.record("didRemoveToken \(token.text.debugDescription) at \(index)")
    target?.searchBar(searchBar, didRemove: token, at: index)
  }
  func searchBar(_ searchBar: HeadlessSearchBar, didSelect suggestion: SearchSuggestion) {
    recorder.record("didSelectSuggestion \(suggestion.title.debugDescription)")
    target?.searchBar(searchBar, didSelect: suggestion)
  }
}

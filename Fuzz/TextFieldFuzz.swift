import Foundation

/// Random action sequences on a ``HeadlessTextField`` whose delegate vetoes at random and
/// re-enters the field from its callbacks; every invariant is checked after every step.
///
/// In the polite mode (no re-entrancy, no vetoes) the text must also equal a model that
/// applies every approved `shouldChangeCharactersIn` edit to an `NSMutableString`. In the
/// window mode two fields share a ``HeadlessWindow``, their delegates re-enter either field,
/// and at most one of them may be first responder.
@MainActor enum TextFieldFuzz {
  static func run(_ data: [UInt8]) {
    let input = FuzzInput(data)
    let mode = input.choose(8)
    let polite = mode == 0
    let window = mode >= 6 ? HeadlessWindow() : nil
    let peers = FuzzPeers()
    var trackers: [FuzzEventTracker] = []
    var delegates: [FuzzTextFieldDelegate] = []
    for _ in 0..<(window == nil ? 1 : 2) {
      let field = HeadlessTextField()
      field.window = window
      let delegate = FuzzTextFieldDelegate(polite: polite, peers: peers)
      delegate.input = input
      field.delegate = delegate
      trackers.append(FuzzEventTracker(field))
      field.addAction(for: .editingChanged) { [unowned delegate] field in delegate.editLanded(field)
      }
      peers.fields.append(field)
      delegates.append(delegate)
    }
    for _ in 0..<64 where !input.isExhausted {
      let target = input.choose(peers.fields.count)
      perform(on: peers.fields[target], input, depth: 0)
      for (index, field) in peers.fields.enumerated() {
        delegates[index].resync(field)
        check(field)
        require(
          trackers[index].isBegun == field.isFirstResponder,
          "last control event says begun \(trackers[index].isBegun) but isFirstResponder \(field.isFirstResponder)"
        )
        require(
          delegates[index].began == field.isFirstResponder, "didBegin/didEnd disagree with focus")
      }
      if let window {
        let focused = peers.fields.filter(\.isFirstResponder)
        require(focused.count <= 1, "\(focused.count) first responders in one window")
        require(window.firstResponder === focused.first, "window's first responder is stale")
      }
    }
  }

  static func perform(on field: HeadlessTextField, _ input: FuzzInput, depth: Int) {
    let action = input.choose(26)
    trace(
      "\(depth) action \(action) text \(field.text.debugDescription) sel \(field.selectedRange) marked \(String(describing: field.markedRange)) focus \(field.isFirstResponder)"
    )
    switch action {
    case 0: field.tap()
    case 1: field.type(input.text())
    case 2: field.insertText(input.text(maxPieces: 2))
    case 3: field.paste(input.text())
    case 4: field.deleteBackward()
    case 5: field.select(input.range(in: field.text.utf16.count))
    case 6:
      field.setMarkedText(input.text(maxPieces: 2), selectedRange: input.range(in: 4))
    case 7: field.unmarkText()
    case 8: field.tapClearButton()
    case 9: field.tapReturnKey()
    case 10: field.resignFirstResponder()
    case 11: field.endEditing(input.bool())
    case 12: field.undo()
    case 13: field.redo()
    case 14: field.text = input.text()
    case 15: field.isSecureTextEntry.toggle()
    case 16: field.clearsOnBeginEditing.toggle()
    case 17: field.clearButtonMode = HeadlessTextField.ViewMode.allCases[input.choose(4)]
    case 18: field.isEnabled = input.choose(4) != 0
    case 19: try? field.setSelectedRange(input.range(in: field.text.utf16.count))
    case 20: field.clearsOnInsertion.toggle()
    case 21: field.undoLimit = Int(Int8(bitPattern: input.byte()))
    case 22: field.becomeFirstResponder()
    case 23: _ = try? field.textRange(from: input.range(in: field.text.utf16.count))
    case 24: field.enablesReturnKeyAutomatically.toggle()
    default: _ = (field.markedText, field.committedText, field.selectedTextRange)
    }
  }

  static func check(_ field: HeadlessTextField) {
    let text = field.text
    require(
      (try? field.textRange(from: field.selectedRange)) != nil,
      "selection \(field.selectedRange) not on character boundaries of \(text.debugDescription)")
    if let marked = field.markedRange {
      require(field.isFirstResponder, "composition outlived editing")
      require(
        (try? field.textRange(from: marked)) != nil,
        "marked range \(marked) not on character boundaries of \(text.debugDescription)")
      let selection = field.selectedRange
      require(
        selection.location >= marked.location
          && selection.location + selection.length <= marked.location + marked.length,
        "selection \(selection) outside marked range \(marked)")
      require(field.markedText != nil, "marked range without marked text")
    } else {
      require(field.markedText == nil, "marked text without marked range")
      require(field.committedText == text, "committed text differs with nothing marked")
    }
    require(field.undoLimit >= 0, "negative undo limit")
    if field.isSecureTextEntry {
      require(!field.canUndo && !field.canRedo, "secure field keeps history")
    }
  }
}

/// Answers the field's questions from the fuzzer's bytes and re-enters it from callbacks.
@MainActor final class FuzzTextFieldDelegate: HeadlessTextFieldDelegate {
  var input = FuzzInput([])
  let polite: Bool
  unowned let peers: FuzzPeers
  var depth = 0
  var began = false
  /// The model: the text as approved edits left it (polite mode only).
  var model: NSMutableString?
  var pending: [(NSRange, String)] = []

  init(polite: Bool, peers: FuzzPeers) {
    self.polite = polite
    self.peers = peers
  }

  private func answer() -> Bool {
    polite || input.choose(5) != 0
  }

  private func maybeReenter(_ field: HeadlessTextField) {
    guard !polite, depth < 2, input.choose(4) == 0 else { return }
    depth += 1
    let target = peers.fields.count > 1 ? peers.fields[input.choose(peers.fields.count)] : field
    TextFieldFuzz.perform(on: target, input, depth: depth)
    depth -= 1
  }

  /// Takes the field's text as the model's after edits the model does not follow.
  func resync(_ field: HeadlessTextField) {
    pending = []
    model = polite ? NSMutableString(string: field.text) : nil
  }

  /// An edit landed: apply the approved one to the model and compare.
  func editLanded(_ field: HeadlessTextField) {
    guard let model else { return }
    if let (range, replacement) = pending.popLast() {
      model.replaceCharacters(in: range, with: replacement)
      require(
        (model as String) == field.text || field.markedRange != nil,
        "field \(field.text.debugDescription) differs from model \((model as String).debugDescription)"
      )
    }
    model.setString(field.text)
  }

  func textFieldShouldBeginEditing(_ textField: HeadlessTextField) -> Bool {
    maybeReenter(textField)
    return answer()
  }
  func textFieldDidBeginEditing(_ textField: HeadlessTextField) {
    require(!began, "didBegin twice")
    began = true
    maybeReenter(textField)
  }
  func textFieldShouldEndEditing(_ textField: HeadlessTextField) -> Bool {
    maybeReenter(textField)
    return answer()
  }
  func textFieldDidEndEditing(
    _ textField: HeadlessTextField, reason: HeadlessTextField.DidEndEditingReason
  ) {
    require(began, "didEnd without didBegin")
    began = false
    maybeReenter(textField)
  }
  func textField(
    _ textField: HeadlessTextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    require(
      (try? textField.textRange(from: range)) != nil,
      "asked about range \(range) not on boundaries of \(textField.text.debugDescription)")
    maybeReenter(textField)
    let approved = answer()
    if approved, model != nil { pending.append((range, string)) }
    return approved
  }
  func textFieldDidChangeSelection(_ textField: HeadlessTextField) {
    maybeReenter(textField)
  }
  func textFieldShouldClear(_ textField: HeadlessTextField) -> Bool {
    maybeReenter(textField)
    return answer()
  }
  func textFieldShouldReturn(_ textField: HeadlessTextField) -> Bool {
    maybeReenter(textField)
    return answer()
  }
}

/// The fields of one fuzzed program, which delegates may re-enter.
@MainActor final class FuzzPeers {
  var fields: [HeadlessTextField] = []
}

/// Checks that a field's `editingDidBegin` and `editingDidEnd` strictly alternate.
@MainActor final class FuzzEventTracker {
  private(set) var isBegun = false

  init(_ field: HeadlessTextField) {
    field.addAction(for: .editingDidBegin) { [unowned self] _ in
      require(!isBegun, "two editingDidBegin in a row")
      isBegun = true
    }
    field.addAction(for: .editingDidEnd) { [unowned self] _ in
      require(isBegun, "editingDidEnd without editingDidBegin")
      isBegun = false
    }
  }
}

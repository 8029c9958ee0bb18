import Foundation

/// Random action sequences on a ``HeadlessTextView`` whose delegate vetoes at random and
/// re-enters the view (edits, moves the caret, resigns, undoes) from every callback; every
/// invariant is checked after every step.
///
/// In the polite mode (no re-entrancy, no vetoes) the text must also equal a model that
/// applies every approved `shouldChangeTextIn` edit to an `NSMutableString`. In the window
/// mode two views share a ``HeadlessWindow`` and at most one of them may be first responder.
@MainActor enum TextViewFuzz {
  static func run(_ data: [UInt8]) {
    let input = FuzzInput(data)
    let mode = input.choose(8)
    let polite = mode == 0
    let window = mode >= 6 ? HeadlessWindow() : nil
    let peers = FuzzTextViewPeers()
    var delegates: [FuzzTextViewDelegate] = []
    for _ in 0..<(window == nil ? 1 : 2) {
      let view = HeadlessTextView()
      view.window = window
      let delegate = FuzzTextViewDelegate(polite: polite, peers: peers)
      delegate.input = input
      view.delegate = delegate
      peers.views.append(view)
      delegates.append(delegate)
    }
    for _ in 0..<64 where !input.isExhausted {
      let target = input.choose(peers.views.count)
      perform(on: peers.views[target], input, depth: 0)
      for (index, view) in peers.views.enumerated() {
        delegates[index].resync(view)
        check(view)
        require(delegates[index].began == view.isFirstResponder, "didBegin/didEnd disagree")
      }
      if let window {
        let focused = peers.views.filter(\.isFirstResponder)
        require(focused.count <= 1, "\(focused.count) first responders in one window")
        require(window.firstResponder === focused.first, "window's first responder is stale")
      }
    }
  }

  static func perform(on view: HeadlessTextView, _ input: FuzzInput, depth: Int) {
    let action = input.choose(24)
    trace(
      "\(depth) action \(action) text \(view.text.debugDescription) sel \(view.selectedRange) marked \(String(describing: view.markedRange)) focus \(view.isFirstResponder)"
    )
    let length = view.text.utf16.count
    switch action {
    case 0: view.tap()
    case 1, 2: view.type(input.text())
    case 3: view.insertText(input.text(maxPieces: 2))
    case 4: view.paste(input.text())
    case 5: view.deleteBackward()
    case 6: view.deleteForward()
    case 7: view.select(input.range(in: length))
    case 8: view.setMarkedText(input.text(maxPieces: 2), selectedRange: input.range(in: 4))
    case 9: view.unmarkText()
    case 10, 11:
      let movement = HeadlessTextView.CaretMovement.allCases[
        input.choose(HeadlessTextView.CaretMovement.allCases.count)]
      view.moveCaret(movement, extendingSelection: input.bool())
    case 12: view.resignFirstResponder()
    case 13: view.endEditing(input.bool())
    case 14: view.undo()
    case 15: view.redo()
    case 16: view.text = input.text()
    case 17: view.isEditable = input.choose(4) != 0
    case 18: view.isSelectable.toggle()
    case 19: try? view.setSelectedRange(input.range(in: length))
    case 20: view.undoLimit = Int(Int8(bitPattern: input.byte()))
    case 21: view.tapReturnKey()
    case 22: view.selectAll()
    default: _ = (view.lineRange(at: input.offset(around: length)), view.committedText)
    }
  }

  static func check(_ view: HeadlessTextView) {
    let text = view.text
    let selection = view.selectedRange
    require(
      (try? view.textRange(from: selection)) != nil,
      "selection \(selection) not on character boundaries of \(text.debugDescription)")
    let caret = view.caretLocation
    require(
      caret == selection.location || caret == selection.location + selection.length,
      "caret \(caret) is neither end of \(selection)")
    let line = view.lineRange(at: caret)
    require(
      line.location <= caret && caret <= line.location + line.length,
      "line \(line) does not hold the caret \(caret)")
    require(
      (try? view.textRange(from: line)) != nil, "line \(line) not on character boundaries")
    if let marked = view.markedRange {
      require(view.isFirstResponder, "composition outlived editing")
      require((try? view.textRange(from: marked)) != nil, "marked range \(marked) is invalid")
      require(
        selection.location >= marked.location
          && selection.location + selection.length <= marked.location + marked.length,
        "selection \(selection) outside marked range \(marked)")
    } else {
      require(view.committedText == text, "committed text differs with nothing marked")
    }
    require(view.isEditable || !view.isFirstResponder, "a view that is not editable is editing")
    require(view.undoLimit >= 0, "negative undo limit")
  }
}

/// Answers the view's questions from the fuzzer's bytes and re-enters it from callbacks.
@MainActor final class FuzzTextViewDelegate: HeadlessTextViewDelegate {
  var input = FuzzInput([])
  let polite: Bool
  unowned let peers: FuzzTextViewPeers
  var depth = 0
  var began = false
  /// The model: the text as approved edits left it (polite mode only).
  var model: NSMutableString?
  var pending: [(NSRange, String)] = []

  init(polite: Bool, peers: FuzzTextViewPeers) {
    self.polite = polite
    self.peers = peers
  }

  private func answer() -> Bool { polite || input.choose(5) != 0 }

  private func maybeReenter(_ view: HeadlessTextView) {
    guard !polite, depth < 2, input.choose(4) == 0 else { return }
    depth += 1
    let target = peers.views.count > 1 ? peers.views[input.choose(peers.views.count)] : view
    TextViewFuzz.perform(on: target, input, depth: depth)
    depth -= 1
  }

  /// Takes the view's text as the model's after edits the model does not follow.
  func resync(_ view: HeadlessTextView) {
    pending = []
    model = polite ? NSMutableString(string: view.text) : nil
  }

  func textViewShouldBeginEditing(_ textView: HeadlessTextView) -> Bool {
    maybeReenter(textView)
    return answer()
  }
  func textViewDidBeginEditing(_ textView: HeadlessTextView) {
    require(!began, "didBegin twice")
    began = true
    maybeReenter(textView)
  }
  func textViewShouldEndEditing(_ textView: HeadlessTextView) -> Bool {
    maybeReenter(textView)
    return answer()
  }
  func textViewDidEndEditing(_ textView: HeadlessTextView) {
    require(began, "didEnd without didBegin")
    began = false
    maybeReenter(textView)
  }
  func textView(
    _ textView: HeadlessTextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool {
    require(
      (try? textView.textRange(from: range)) != nil,
      "asked about range \(range) not on boundaries of \(textView.text.debugDescription)")
    maybeReenter(textView)
    let approved = answer()
    if approved, model != nil { pending.append((range, text)) }
    return approved
  }
  func textViewDidChangeSelection(_ textView: HeadlessTextView) {
    maybeReenter(textView)
  }
  func textViewDidChange(_ textView: HeadlessTextView) {
    if let model {
      if let (range, replacement) = pending.popLast() {
        model.replaceCharacters(in: range, with: replacement)
        require(
          (model as String) == textView.text || textView.markedRange != nil,
          "view \(textView.text.debugDescription) differs from model \((model as String).debugDescription)"
        )
      }
      model.setString(textView.text)
    }
    maybeReenter(textView)
  }
}

/// The views of one fuzzed program, which delegates may re-enter.
@MainActor final class FuzzTextViewPeers {
  var views: [HeadlessTextView] = []
}

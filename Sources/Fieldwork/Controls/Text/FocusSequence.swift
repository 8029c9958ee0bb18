// The focus sequence of every text control, as UIKit runs it: begin and end strictly
// alternate, the delegate may refuse either, a window keeps one first responder, and
// callbacks may re-enter the sequence from anywhere.

extension TextInputControl {
  /// Asks for focus: `shouldBeginEditing` (`false` refuses) → the window's current first
  /// responder is asked to resign (its refusal wins) → ``prepareToBeginEditing()`` → focus →
  /// ``didTakeFocus()`` → `didBeginEditing` → the begin event.
  ///
  /// A request made from `shouldBeginEditing` (or from the preparation) while the control is
  /// being asked is absorbed into the running request and answers `false`.
  ///
  /// - Returns: Whether the control is first responder afterwards.
  func beginEditingSequence() -> Bool {
    let state = responderState
    let me = windowResponder
    guard isEnabled else { return false }
    guard !state.isFirstResponder else { return true }
    guard !state.isBeginning else { return false }
    state.isBeginning = true
    defer { state.isBeginning = false }
    guard askShouldBeginEditing() else { return false }
    guard !state.isFirstResponder, isEnabled else { return state.isFirstResponder }
    // One first responder per window: the current one is asked to resign first, and its
    // refusal wins.
    if let window, let current = window.firstResponder, current !== me {
      guard current.resignFirstResponder() else { return false }
      guard !state.isFirstResponder, isEnabled else { return state.isFirstResponder }
      if let other = window.firstResponder, other !== me { return false }
    }
    guard prepareToBeginEditing() else { return state.isFirstResponder }
    flushPendingEndEvent()
    state.isBeginning = false
    if let window, let other = window.firstResponder, other !== me { return false }
    state.isFirstResponder = true
    window?.didBecomeFirstResponder(me)
    state.editingSession += 1
    let session = state.editingSession
    didTakeFocus()
    state.isBeginEventPending = true
    notifyDidBeginEditing()
    if state.isBeginEventPending, state.editingSession == session {
      state.isBeginEventPending = false
      sendEditingDidBegin()
    }
    return state.isFirstResponder
  }

  /// Gives up focus: `shouldEndEditing` (`false` keeps it, unless `force`) → the composition
  /// is committed → unfocused → ``didLoseFocus()`` → `didEndEditing` → the end event.
  ///
  /// - Returns: Whether the control is not first responder when the call returns. A
  ///   delegate that refuses but ends editing anyway (by disabling the control from
  ///   `shouldEndEditing`, say) gets `true`: the answer says what happened.
  @discardableResult
  func endEditingSequence(force: Bool, reason: EditingEndReason) -> Bool {
    let state = responderState
    flushPendingBeginEvent()
    if !force, !askShouldEndEditing() { return !state.isFirstResponder }
    guard state.isFirstResponder else { return true }
    state.isResigning = true
    defer { state.isResigning = false }
    commitCompositionSequence()
    guard state.isFirstResponder else { return true }
    state.isFirstResponder = false
    window?.didResignFirstResponder(windowResponder)
    // No composition outlives editing, whatever the callbacks above did.
    buffer.endComposition()
    buffer.breakUndoGroup()
    didLoseFocus()
    // The control has resigned: a delegate that focuses it again from didEndEditing may
    // compose.
    state.isResigning = false
    state.isEndEventPending = true
    notifyDidEndEditing(reason: reason)
    flushPendingEndEvent()
    return !state.isFirstResponder
  }

  /// Follows a move to another window: a focused control keeps its focus in a window that
  /// has no first responder, and otherwise ends editing without asking its delegate, as
  /// removing a view from its window does in UIKit.
  func windowDidChange(from oldValue: HeadlessWindow?) {
    guard oldValue !== window, responderState.isFirstResponder else { return }
    oldValue?.didResignFirstResponder(windowResponder)
    if let window, window.firstResponder == nil {
      window.didBecomeFirstResponder(windowResponder)
    } else {
      UpdateScheduler.perform { endEditingSequence(force: true, reason: .committed) }
    }
  }

  /// Sends the end event of a session whose `didEndEditing` is still running.
  private func flushPendingEndEvent() {
    guard responderState.isEndEventPending else { return }
    responderState.isEndEventPending = false
    sendEditingDidEnd()
  }

  /// A callback that ends editing inside `didBeginEditing` still sees begin before end.
  private func flushPendingBeginEvent() {
    guard responderState.isBeginEventPending else { return }
    responderState.isBeginEventPending = false
    sendEditingDidBegin()
  }
}

// MARK: - The public requests, one for every text control

extension TextInputControl {
  /// `becomeFirstResponder()`: the focus sequence, as one update batch.
  func requestFocus() -> Bool {
    UpdateScheduler.perform { beginEditingSequence() }
  }

  /// `resignFirstResponder()` (not `force`) and `endEditing(_:)`: nothing to do unless
  /// focused, and otherwise the end sequence as one update batch.
  ///
  /// - Returns: Whether the control is not first responder when the call returns.
  func requestEndEditing(force: Bool) -> Bool {
    guard isFirstResponder else { return true }
    return UpdateScheduler.perform { endEditingSequence(force: force, reason: .committed) }
  }
}

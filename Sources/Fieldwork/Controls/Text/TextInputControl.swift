import Foundation

/// What the shared editing and focus sequences need of a text control. ``HeadlessTextField``
/// and `HeadlessTextView` conform: each supplies its delegate's questions and
/// notifications, and the sequences in `EditingSequence.swift` and `FocusSequence.swift`
/// supply UIKit's order, once for both.
///
/// The sequences change the control's ``buffer`` only between a question and a
/// notification, never while outside code runs, and re-check what a callback may have
/// changed (the text, the focus) before acting on an answer.
@MainActor
package protocol TextInputControl: HeadlessResponder {
  /// The text, selection, composition and undo history.
  var buffer: TextBuffer { get set }
  /// The focus bookkeeping.
  var responderState: ResponderState { get }
  /// Whether the control accepts user actions at all.
  var isEnabled: Bool { get }
  /// Whether a person may change the text now: enabled, focused (and, for a text view,
  /// editable).
  var acceptsEdits: Bool { get }
  /// The responder a window records as its first responder, and asks to resign: the
  /// control itself, or the object that owns it (a `UITextField` of FieldworkUIKit), so that
  /// an override of `resignFirstResponder()` runs when another control takes focus.
  var windowResponder: any HeadlessResponder { get }

  // MARK: Editing

  /// Formats user edits, if anything does.
  var inputFormatter: (any InputFormatter)? { get }
  /// Whether an input method may compose here, besides ``acceptsEdits`` (a secure field
  /// takes no marked text).
  var acceptsMarkedText: Bool { get }
  /// Asks the delegate whether a user edit may replace `range` with `text`.
  func askShouldChangeText(in range: NSRange, replacementText text: String) -> Bool
  /// A user edit replaced `replacement` into the buffer (before anyone is told).
  func userDidEdit(replacement: String)
  /// `text` as the control takes it in an edit a component makes (a field makes it one
  /// line).
  func normalizedInsertion(_ text: String) -> String
  /// Tells the delegate and the actions that a user action changed the text.
  func notifyTextChanged()
  /// Tells the delegate that a user action moved the selection without changing the text.
  func notifySelectionChanged()

  // MARK: Focus

  /// Asks the delegate whether editing may begin.
  func askShouldBeginEditing() -> Bool
  /// Runs between the delegate's permission and taking focus; `false` stops the sequence
  /// (a callback decided the focus).
  func prepareToBeginEditing() -> Bool
  /// The control just took focus (before the delegate hears of it).
  func didTakeFocus()
  /// Tells the delegate that editing began.
  func notifyDidBeginEditing()
  /// Sends the control event for the beginning of editing, if the control has one.
  func sendEditingDidBegin()
  /// Asks the delegate whether editing may end.
  func askShouldEndEditing() -> Bool
  /// The control just gave up focus (before the delegate hears of it).
  func didLoseFocus()
  /// Tells the delegate that editing ended, and why.
  func notifyDidEndEditing(reason: EditingEndReason)
  /// Sends the control event for the end of editing, if the control has one.
  func sendEditingDidEnd()
}

/// Why editing ended: the person finished, or the control was disabled while focused.
package enum EditingEndReason: Sendable {
  case committed
  case cancelled
}

/// The focus state of a text control, and what its sequences need to keep UIKit's order
/// when callbacks re-enter them.
@MainActor
package final class ResponderState {
  /// Whether the control has focus.
  package var isFirstResponder = false
  /// Counts editing sessions, so a sequence can tell that a callback ended or restarted one.
  var editingSession = 0
  /// Set while `didBeginEditing` runs, so a callback that ends editing there still sees the
  /// begin event before the end event.
  var isBeginEventPending = false
  /// Set while `didEndEditing` runs, so a focus regained there sends its begin event after
  /// this session's end event.
  var isEndEventPending = false
  /// Set while editing ends: an input method can no longer start a composition.
  package var isResigning = false
  /// Set while the delegate is asked whether editing may begin.
  var isBeginning = false

  package init() {}
}

extension TextInputControl {
  /// Whether `outer` contains `inner`.
  static func contains(_ outer: NSRange, _ inner: NSRange) -> Bool {
    inner.location >= outer.location
      && inner.location + inner.length <= outer.location + outer.length
  }
}

import Foundation

extension TextBuffer {
  /// A text control's undo and redo stacks: edit groups, a step limit, and no history at all
  /// while disabled (a secure field keeps none, as UIKit offers no undo for secure entry).
  ///
  /// A step is the edit that undoes it: the range to replace and the text that was there, so
  /// a step costs what the edit changed, not a copy of the text (a note can be a 10 MB log).
  /// `TextBuffer` records and applies the steps; consecutive edits of one ``Group`` (typing,
  /// deleting) that touch each other are one step, and an edit of another group, or of none
  /// (paste, clear, a composition), starts a new one. A new step clears the redo stack.
  package struct UndoHistory {
    /// Edits that merge into one step while they follow each other.
    package enum Group: Sendable, Hashable {
      /// Typing characters.
      case typing
      /// Deleting backwards or forwards.
      case deleting
    }

    /// An edit that restores an earlier state: replacing ``range`` (UTF-16, in the text the
    /// step applies to) with ``text``, then selecting ``selection``.
    package struct Step: Sendable, Equatable {
      /// The UTF-16 range of the current text to replace, on scalar boundaries.
      package var range: NSRange
      /// The text that was there.
      package var text: String
      /// The selection to restore, snapped into the restored text.
      package var selection: NSRange

      package init(range: NSRange, text: String, selection: NSRange) {
        self.range = range
        self.text = text
        self.selection = selection
      }
    }

    package private(set) var undoStack: [Step] = []
    package private(set) var redoStack: [Step] = []
    /// The group of the last edit, while further edits of that group merge into its step.
    package private(set) var group: Group?

    /// How many undo steps are kept; a negative value is stored as 0.
    package var limit = 100 {
      didSet {
        if limit < 0 { limit = 0 }
        trim()
      }
    }

    /// Whether steps are recorded. Turning it off drops the history.
    package var isRecording = true {
      didSet { if !isRecording { clear() } }
    }

    package init() {}

    package var canUndo: Bool { !undoStack.isEmpty }
    package var canRedo: Bool { !redoStack.isEmpty }
    /// Whether steps are kept at all.
    package var keepsSteps: Bool { isRecording && limit > 0 }

    /// The step ``undo()`` (or ``redo()``) would apply.
    package func next(undoing: Bool) -> Step? {
      undoing ? undoStack.last : redoStack.last
    }

    /// How many steps the stack ``next(undoing:)`` reads holds: a caller compares it before
    /// and after a callback to tell whether the callback changed the history.
    package func depth(undoing: Bool) -> Int {
      undoing ? undoStack.count : redoStack.count
    }

    /// Records a new step of `group` (or of none), and clears the redo stack.
    package mutating func push(_ step: Step, group: Group?) {
      self.group = group
      redoStack.removeAll()
      guard keepsSteps else { return }
      undoStack.append(step)
      trim()
    }

    /// Replaces the newest step of the undo (or redo) stack, if there is one.
    package mutating func replaceTop(undoing: Bool, with step: Step) {
      if undoing, !undoStack.isEmpty { undoStack[undoStack.count - 1] = step }
      if !undoing, !redoStack.isEmpty { redoStack[redoStack.count - 1] = step }
    }

    /// Takes the newest undo (or redo) step off its stack and keeps `inverse`, the step that
    /// takes it back, on the other one.
    package mutating func apply(undoing: Bool, keeping inverse: Step) {
      group = nil
      if undoing {
        guard !undoStack.isEmpty else { return }
        undoStack.removeLast()
        redoStack.append(inverse)
      } else {
        guard !redoStack.isEmpty else { return }
        redoStack.removeLast()
        guard keepsSteps else { return }
        undoStack.append(inverse)
        trim()
      }
    }

    /// Ends the current group: the next edit starts a new step.
    package mutating func breakGroup() {
      group = nil
    }

    /// Forgets every step.
    package mutating func clear() {
      undoStack.removeAll()
      redoStack.removeAll()
      group = nil
    }

    private mutating func trim() {
      if undoStack.count > limit { undoStack.removeFirst(undoStack.count - limit) }
    }
  }
}

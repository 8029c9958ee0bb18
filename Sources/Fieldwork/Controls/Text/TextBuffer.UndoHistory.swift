import Foundation

extension TextBuffer {
  /// A field's undo and redo stacks: edit groups, a step limit, and no history at all while
  /// disabled (a secure field keeps none, as UIKit offers no undo for secure entry).
  ///
  /// The field records the state *before* each edit. Consecutive edits of one ``Group``
  /// (typing, deleting) are one step; an edit of another group, or of none (paste, clear,
  /// a composition), starts a new one. A new step clears the redo stack.
  package struct UndoHistory {
    /// Edits that merge into one step while they follow each other.
    package enum Group: Sendable, Hashable {
      /// Typing characters.
      case typing
      /// Deleting backwards.
      case deleting
    }

    /// The text and selection a step restores.
    package struct Snapshot: Sendable, Equatable {
      package var text: String
      package var selection: NSRange

      package init(text: String, selection: NSRange) {
        self.text = text
        self.selection = selection
      }
    }

    package private(set) var undoStack: [Snapshot] = []
    package private(set) var redoStack: [Snapshot] = []
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

    /// Records the state before an edit of `group`: a new step unless it continues the
    /// current group. The snapshot is taken only for a new step.
    package mutating func recordEdit(before snapshot: @autoclosure () -> Snapshot, group: Group?) {
      if group == nil || group != self.group { push(snapshot()) }
      self.group = group
    }

    /// Records a new step, whatever the group, and clears the redo stack.
    package mutating func push(_ snapshot: Snapshot) {
      append(snapshot)
      redoStack.removeAll()
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

    /// The step ``undo(from:)`` (or ``redo(from:)``) would restore.
    package func next(undoing: Bool) -> Snapshot? {
      undoing ? undoStack.last : redoStack.last
    }

    /// How many steps the stack ``next(undoing:)`` reads holds: a caller compares it before
    /// and after a callback to tell whether the callback changed the history.
    package func depth(undoing: Bool) -> Int {
      undoing ? undoStack.count : redoStack.count
    }

    /// Takes the top undo step, keeping `current` for redo.
    package mutating func undo(from current: Snapshot) {
      guard !undoStack.isEmpty else { return }
      undoStack.removeLast()
      redoStack.append(current)
      group = nil
    }

    /// Takes the top redo step, keeping `current` for undo.
    package mutating func redo(from current: Snapshot) {
      guard !redoStack.isEmpty else { return }
      redoStack.removeLast()
      append(current)
      group = nil
    }

    private mutating func append(_ snapshot: Snapshot) {
      guard isRecording, limit > 0 else { return }
      undoStack.append(snapshot)
      trim()
    }

    private mutating func trim() {
      if undoStack.count > limit { undoStack.removeFirst(undoStack.count - limit) }
    }
  }
}

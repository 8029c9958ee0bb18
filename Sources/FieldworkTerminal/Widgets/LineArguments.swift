import Fieldwork
import Foundation

/// What a line-editing command is given: readline's count and whether it was typed
/// (``PendingKeys/argument``), and what the key before it did.
struct LineArguments {
  var count: Int
  var explicit: Bool
  var previous: LineCommand
}

/// How a command is recorded in a ``LineUndo``, as the command says while it runs.
struct UndoDetails {
  var kind = LineUndo.Kind.edit
  var caretAfterUndo: Int?
  var unchanged: NSRange?
  /// The command kept the list itself (undo, redo, Alt-Y's two steps).
  var handled = false
}

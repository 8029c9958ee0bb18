import Fieldwork
import Foundation

/// How a command is recorded in a ``LineUndo``, as the command says while it runs.
struct UndoDetails {
  var kind = LineUndo.Kind.edit
  var caretAfterUndo: Int?
  var unchanged: NSRange?
  /// The command kept the list itself (undo, redo, Alt-Y's two steps).
  var handled = false
}

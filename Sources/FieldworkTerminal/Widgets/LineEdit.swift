import Fieldwork
import Foundation

/// A command's replacement of part of the text: `range` becomes `text`, the caret goes after
/// it, and undoing it leaves the caret at `caretAfterUndo`. readline records it even when the
/// text stays the same.
struct LineEdit {
  var range: NSRange
  var text: String
  var caretAfterUndo: Int
}

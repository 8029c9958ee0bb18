import FieldworkTerminal
import Foundation

/// Prints `text` and a newline to standard error, made safe for a terminal (file names and
/// bad lines quoted in a message may carry control characters).
public func warn(_ text: String) {
  FileHandle.standardError.write(Data((VisibleText.escaping(text) + "\n").utf8))
}

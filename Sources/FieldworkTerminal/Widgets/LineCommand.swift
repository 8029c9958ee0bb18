import Fieldwork
import Foundation

/// What the previous key did, for joining kills and for Alt-Y.
enum LineCommand: Equatable {
  case other
  case kill
  /// A yank that inserted this range.
  case yank(NSRange)
}

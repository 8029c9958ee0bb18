import Fieldwork
import Foundation

/// What a line-editing command is given: readline's count and whether it was typed
/// (``PendingKeys/argument``), and what the key before it did.
struct LineArguments {
  var count: Int
  var explicit: Bool
  var previous: LineCommand
}

import Fieldwork
import Foundation

/// UIKit's standard edit actions, as far as a text control performs them: the edit menu's
/// paste and select all.
@MainActor
public protocol UIResponderStandardEditActions: AnyObject {
  /// Pastes the general pasteboard's string.
  func paste(_ sender: Any?)
  /// Selects all the text.
  func selectAll(_ sender: Any?)
}

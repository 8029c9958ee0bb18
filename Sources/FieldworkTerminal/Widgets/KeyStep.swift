import Fieldwork
import Foundation

/// What a key does once the keys held before it are taken into account.
enum KeyStep {
  /// The key was taken and waits for more (a prefix, a digit of an argument), or ended an
  /// unbound sequence.
  case held
  /// Ctrl-V's key: insert this text (`nil`: no text), `count` times.
  case quoted(String?, count: Int)
  /// A command: the action bound to the keys (`nil`: the key's built-in meaning), with
  /// readline's count and whether it was typed.
  case command(TextFieldWidget.Action?, count: Int, explicit: Bool)
}

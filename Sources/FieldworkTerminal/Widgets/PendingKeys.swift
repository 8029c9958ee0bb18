import Fieldwork
import Foundation

/// The keys a widget holds on to until the command they start is complete: a numeric
/// argument (Alt-3), a prefix of a bound sequence (Ctrl-X), and Ctrl-V's next key.
struct PendingKeys {
  /// The numeric argument typed so far, if any.
  var argument: Int?
  /// The keys of a bound sequence typed so far.
  var prefix: [KeyEvent] = []
  /// Whether the next key is inserted as it is (after Ctrl-V).
  var quoting = false
  /// The largest argument: readline drops one that grows past it.
  static let argumentLimit = 1_000_000

  /// Adds `digit` to the argument, or drops the argument when it passes the limit.
  mutating func extendArgument(with digit: Int) {
    let value = (argument ?? 0) * 10 + digit
    argument = value > Self.argumentLimit ? nil : value
  }
}

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

extension PendingKeys {
  /// Takes `event` after the keys held so far, as readline reads keys: Ctrl-V's next key, the
  /// rest of a sequence, the digits of a numeric argument.
  mutating func step(_ event: KeyEvent, in keyMap: KeyMap<TextFieldWidget.Action>) -> KeyStep {
    if quoting {
      quoting = false
      defer { argument = nil }
      return .quoted(event.quotedText, count: argument ?? 1)
    }
    let keys = prefix + [event]
    if keyMap.isPrefix(keys) {
      prefix = keys
      return .held
    }
    prefix = []
    let action = keyMap[sequence: keys]
    if keys.count > 1, action == nil {
      argument = nil  // an unbound sequence: readline rings the bell and forgets the argument
      return .held
    }
    if let digit = event.digit, action == .numericArgument || (argument != nil && action == nil) {
      extendArgument(with: digit)
      return .held
    }
    defer { argument = nil }
    return .command(action, count: argument ?? 1, explicit: argument != nil)
  }
}

/// What the previous key did, for joining kills and for Alt-Y.
enum LineCommand: Equatable {
  case other
  case kill
  /// A yank that inserted this range.
  case yank(NSRange)
}

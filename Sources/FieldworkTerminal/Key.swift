/// A key a person pressed, decoded from the bytes a terminal sends.
public enum Key: Hashable, Sendable {
  /// A printable character: one grapheme cluster, whole (an emoji or a letter with its marks).
  case character(Character)
  /// A bracketed paste, as one string (it never arrives as key presses).
  case paste(String)
  /// Return or Enter.
  case enter
  /// Tab; Shift-Tab arrives as `tab` with ``KeyModifiers/shift``.
  case tab
  /// Backspace (DEL or BS).
  case backspace
  /// Forward delete.
  case delete
  /// A lone Escape, told apart from the start of a sequence by a short timeout.
  case escape
  /// The arrow keys.
  case up, down, left, right
  /// Home and End.
  case home, end
  /// Page Up and Page Down.
  case pageUp, pageDown
  /// A mouse report, when the terminal was asked for them (``Terminal/requestsMouse``): a
  /// button pressed or released, or the wheel turned, at a cell.
  case mouse(MouseEvent)
  /// A control chord, Ctrl plus a letter (`"a"`…`"z"`, lowercase), or `"_"` for Ctrl-_
  /// (byte 0x1F, which Ctrl-/ and Ctrl-7 also send). In the legacy encoding Ctrl-I arrives
  /// as ``tab``, Ctrl-M as ``enter`` and Ctrl-H as ``backspace``; under the kitty keyboard
  /// protocol or modifyOtherKeys (``Terminal/requestsKeyboardEnhancements``) they arrive as
  /// `.control("i")`, `.control("m")` and `.control("h")`.
  case control(Character)
}

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

/// The modifier keys held with a key, as the terminal reports them.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  public let rawValue: UInt8
  /// Creates a set from its raw bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// Shift.
  public static let shift = KeyModifiers(rawValue: 1)
  /// Alt (Option, Meta): an Escape prefix, or the modifier parameter of a sequence.
  public static let alt = KeyModifiers(rawValue: 2)
  /// Control, when the terminal reports it as a modifier parameter (`ESC [ 1 ; 5 C`).
  public static let control = KeyModifiers(rawValue: 4)
}

/// One key press: a key and the modifiers held with it.
public struct KeyEvent: Hashable, Sendable, CustomStringConvertible {
  /// The key.
  public var key: Key
  /// The modifiers held with it.
  public var modifiers: KeyModifiers

  /// Creates a key press.
  public init(_ key: Key, modifiers: KeyModifiers = []) {
    self.key = key
    self.modifiers = modifiers
  }

  /// A short readable form, such as `Alt-Left`, `Ctrl-W`, `character` or
  /// `paste(5 characters)`: typed and pasted text is never shown, since it may be a password.
  public var description: String {
    var prefix = ""
    if modifiers.contains(.control) { prefix += "Ctrl-" }
    if modifiers.contains(.alt) { prefix += "Alt-" }
    if modifiers.contains(.shift) { prefix += "Shift-" }
    switch key {
    case .character: return prefix + "character"
    case .paste(let text): return prefix + "paste(\(text.count) characters)"
    case .control(let letter): return prefix + "Ctrl-\(letter.uppercased())"
    default:
      let name = "\(key)"
      return prefix + name.prefix(1).uppercased() + name.dropFirst()
    }
  }
}

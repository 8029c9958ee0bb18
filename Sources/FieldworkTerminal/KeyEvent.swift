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

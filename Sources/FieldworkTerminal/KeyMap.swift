/// Which action each key does, for a screen or a widget: rebindable, and the source of the
/// help line that names the keys.
///
/// ```swift
/// enum Command { case open, quit }
/// var keys = KeyMap<Command>([KeyEvent(.enter): .open, KeyEvent(.control("q")): .quit])
/// keys[KeyEvent(.control("o"))] = .open        // a second key for the same action
/// keys[KeyEvent(.control("q"))] = nil           // unbound
/// keys.help([(.open, "open"), (.quit, "quit")]) // "Enter/Ctrl-O open"
/// ```
///
/// A key, or a sequence of keys (``subscript(sequence:)``), has at most one action; binding it
/// again replaces the action. ``TextFieldWidget`` keeps its line-editing keys in one
/// (``TextFieldWidget/keyMap``).
public struct KeyMap<Action: Hashable & Sendable>: Sendable {
  /// The action of each bound sequence (a single key is a sequence of one).
  private var actions: [[KeyEvent]: Action] = [:]
  /// The sequences in the order they were bound, for ``sequences(for:)`` and
  /// ``help(_:separator:keysPerAction:)``.
  private var order: [[KeyEvent]] = []
  /// How many bound sequences start with each proper prefix.
  private var prefixes: [[KeyEvent]: Int] = [:]

  /// A map of `bindings`.
  public init(_ bindings: [KeyEvent: Action] = [:]) {
    for (key, action) in bindings.sorted(by: { $0.key.name < $1.key.name }) { self[key] = action }
  }

  /// A map of `bindings`, in this order (the order ``keys(for:)`` lists them in).
  public init(ordered bindings: [(KeyEvent, Action)]) {
    for (key, action) in bindings { self[key] = action }
  }

  /// The action of `key`, or `nil` when it has none; setting `nil` unbinds it.
  public subscript(key: KeyEvent) -> Action? {
    get { actions[[key]] }
    set { self[sequence: [key]] = newValue }
  }

  /// The action of a sequence of keys pressed one after another, such as Ctrl-X Ctrl-U, or
  /// `nil` when it has none; setting `nil` unbinds it.
  ///
  /// Binding a sequence makes each of its beginnings a prefix (``isPrefix(_:)``): a widget
  /// waits for the rest after a prefix, so a single key bound to an action of its own and
  /// also beginning a sequence does the sequence's part only. An empty sequence is never
  /// bound.
  public subscript(sequence keys: [KeyEvent]) -> Action? {
    get { actions[keys] }
    set {
      guard !keys.isEmpty else { return }
      if actions[keys] != nil {
        order.removeAll { $0 == keys }
        for length in 1..<keys.count {
          let prefix = Array(keys.prefix(length))
          prefixes[prefix, default: 1] -= 1
          if prefixes[prefix] == 0 { prefixes[prefix] = nil }
        }
      }
      actions[keys] = newValue
      if newValue != nil {
        order.append(keys)
        for length in 1..<keys.count { prefixes[Array(keys.prefix(length)), default: 0] += 1 }
      }
    }
  }

  /// Whether `keys` begin a longer bound sequence: Ctrl-X, when Ctrl-X Ctrl-U is bound.
  public func isPrefix(_ keys: [KeyEvent]) -> Bool { prefixes[keys] != nil }

  /// The single keys bound to `action`, in the order they were bound (sequences of more
  /// than one key are in ``sequences(for:)``).
  public func keys(for action: Action) -> [KeyEvent] {
    order.filter { $0.count == 1 && actions[$0] == action }.map { $0[0] }
  }

  /// The sequences bound to `action`, single keys included, in the order they were bound.
  public func sequences(for action: Action) -> [[KeyEvent]] {
    order.filter { actions[$0] == action }
  }

  /// A help line: for each action that has keys, their names (at most `keysPerAction`,
  /// joined with "/"; the keys of a sequence joined with a space) and its label, joined with
  /// `separator`: "Enter/Ctrl-O open · Ctrl-X Ctrl-E editor · Ctrl-Q quit".
  public func help(
    _ entries: [(Action, String)], separator: String = " · ", keysPerAction: Int = 2
  ) -> String {
    entries.compactMap { action, label in
      let sequences = sequences(for: action)
      guard !sequences.isEmpty else { return nil }
      return sequences.prefix(max(keysPerAction, 1))
        .map { $0.map(\.name).joined(separator: " ") }
        .joined(separator: "/") + " " + label
    }.joined(separator: separator)
  }
}

extension KeyEvent {
  /// The key's name for a help line: `Ctrl-R`, `Alt-Y`, `Shift-Enter`, `Up`, `Space`, `q`. Unlike
  /// ``description`` it shows a character, so use it for bound keys, never for what a person
  /// typed.
  ///
  /// A letter with a modifier is named in capitals, as key names are written (`Alt-U` is Alt
  /// and the U key); the capital letter itself, typed with Alt, is `Alt-Shift-U`. A letter on
  /// its own is the character it types: `q`, `Q`.
  public var name: String {
    var prefix = ""
    if modifiers.contains(.control) { prefix += "Ctrl-" }
    if modifiers.contains(.alt) { prefix += "Alt-" }
    var shifted = modifiers.contains(.shift)
    var keyName: String?
    if case .character(let character) = key, !prefix.isEmpty, character.isLetter,
      character.isLowercase || character.isUppercase
    {
      if character.isUppercase { shifted = true }
      keyName = character.uppercased()
    }
    if shifted { prefix += "Shift-" }
    if let keyName { return prefix + keyName }
    switch key {
    case .character(" "): return prefix + "Space"
    case .character(let character): return prefix + String(character)
    case .control(let letter): return prefix + "Ctrl-\(letter.uppercased())"
    case .paste: return prefix + "paste"
    default:
      let name = "\(key)"
      return prefix + name.prefix(1).uppercased() + name.dropFirst()
    }
  }
}

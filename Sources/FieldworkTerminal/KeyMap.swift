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
/// A key has at most one action; binding it again replaces the action. ``TextFieldWidget``
/// keeps its line-editing keys in one (``TextFieldWidget/keyMap``).
public struct KeyMap<Action: Hashable & Sendable>: Sendable {
  private var actions: [KeyEvent: Action] = [:]
  /// The keys in the order they were bound, for ``keys(for:)`` and ``help(_:separator:keysPerAction:)``.
  private var order: [KeyEvent] = []

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
    get { actions[key] }
    set {
      order.removeAll { $0 == key }
      actions[key] = newValue
      if newValue != nil { order.append(key) }
    }
  }

  /// The keys bound to `action`, in the order they were bound.
  public func keys(for action: Action) -> [KeyEvent] {
    order.filter { actions[$0] == action }
  }

  /// A help line: for each action that has keys, their names (at most `keysPerAction`,
  /// joined with "/") and its label, joined with `separator`: "Enter/Ctrl-O open · Ctrl-Q
  /// quit".
  public func help(
    _ entries: [(Action, String)], separator: String = " · ", keysPerAction: Int = 2
  ) -> String {
    entries.compactMap { action, label in
      let keys = keys(for: action)
      guard !keys.isEmpty else { return nil }
      return keys.prefix(max(keysPerAction, 1)).map(\.name).joined(separator: "/") + " " + label
    }.joined(separator: separator)
  }
}

extension KeyEvent {
  /// The key's name for a help line: `Ctrl-R`, `Alt-Y`, `Shift-Enter`, `Up`, `Space`, `q`. Unlike
  /// ``description`` it shows a character, so use it for bound keys, never for what a person
  /// typed.
  public var name: String {
    var prefix = ""
    if modifiers.contains(.control) { prefix += "Ctrl-" }
    if modifiers.contains(.alt) { prefix += "Alt-" }
    if modifiers.contains(.shift) { prefix += "Shift-" }
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

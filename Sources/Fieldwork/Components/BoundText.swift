/// Keeps a text control and a `String` binding equal, the same way for ``TextField`` and
/// ``SearchBar``: the binding gets the committed text (never text an input method is still
/// composing), and the control gets the binding's text only when it differs, so the caret
/// never jumps while a person types.
@MainActor
enum BoundText {
  /// Writes the field's committed text to `binding` when it differs.
  ///
  /// - Returns: Whether it wrote.
  @discardableResult
  static func write(from field: HeadlessTextField, to binding: Binding<String>) -> Bool {
    let committed = field.committedText
    let current = binding.wrappedValue
    // Lengths first: O(1) for native strings, and they differ after almost every keystroke.
    guard current.utf8.count != committed.utf8.count || current != committed else {
      return false
    }
    binding.wrappedValue = committed
    return true
  }

  /// Assigns `wanted` to the field when its committed text differs, leaving a composition in
  /// progress alone otherwise.
  ///
  /// - Returns: Whether it assigned.
  @discardableResult
  static func assign(_ wanted: String, to field: HeadlessTextField) -> Bool {
    let committed = field.committedText
    guard committed.utf8.count != wanted.utf8.count || committed != wanted else { return false }
    field.text = wanted
    return true
  }
}

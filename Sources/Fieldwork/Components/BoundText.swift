/// Keeps a text control and a `String` binding equal, the same way for ``TextField``,
/// ``TextEditor`` and ``SearchBar``: the binding gets the committed text (never text an input method is still
/// composing), and the control gets the binding's text only when it differs, so the caret
/// never jumps while a person types.
///
/// For a binding to a ``State`` (or a key path of one), a keystroke is applied to the
/// state's string in place, as it was applied to the field's: each keeps its own uniquely
/// referenced buffer, so a keystroke at the end of a long text copies nothing. This holds
/// while the two are known equal — the binding unchanged since the last sync and the field
/// changed by exactly one committed edit — and otherwise the whole text is compared and
/// written, as for any other binding.
///
/// In place pays everywhere in a long text: an edit moves the bytes after it in each copy
/// (about 0.2 ms for the start of a 12 MB note), where sharing one buffer would make the
/// control's next edit copy all of it (about 0.9 ms).
@MainActor
final class BoundText {
  /// The field's version and the binding's version when they were last known equal.
  private var synced: (field: Int, binding: UInt64)?

  /// Nothing known yet.
  init() {}

  /// Writes the field's committed text to `binding` when it differs.
  ///
  /// - Returns: Whether it wrote.
  @discardableResult
  func write(from field: some TextInputControl, to binding: Binding<String>) -> Bool {
    if let access = binding.inPlace, let synced, field.buffer.composition == nil,
      let edit = field.buffer.lastCommittedEdit, edit.toVersion == field.buffer.version,
      edit.fromVersion == synced.field
    {
      // The binding holds the text before this edit, unless someone wrote it since the last
      // sync: then make the same edit to it. (Recorded first: the write may update a host
      // that renders this component before `modify` returns.)
      self.synced = (field.buffer.version, synced.binding &+ 1)
      let version = access.modify(ifVersion: synced.binding, transaction: binding.transaction) {
        text in
        // By UTF-8 offsets: a String finds those without a pass over a long text.
        TextRanges.replaceUTF8(edit.utf8Range, in: &text, with: edit.replacement)
      }
      if let version {
        self.synced = (field.buffer.version, version)
        return true
      }
      self.synced = synced
    }
    let committed = field.buffer.committedText
    defer { record(field, binding) }
    guard Self.differ(binding.wrappedValue, committed) else { return false }
    binding.wrappedValue = committed
    return true
  }

  /// Assigns the binding's text to the field when its committed text differs, leaving a
  /// composition in progress alone otherwise. Reads the binding in every case, so a host
  /// rendering the field tracks it.
  ///
  /// - Returns: Whether it assigned.
  @discardableResult
  func assign(from binding: Binding<String>, to field: some TextInputControl) -> Bool {
    // Asking an in-place binding's version during a render records the read, as reading the
    // text does; when neither side changed since the last sync, the text is not even copied.
    if let access = binding.inPlace, let synced, synced.field == field.buffer.version,
      field.buffer.composition == nil, synced.binding == access.trackedVersion()
    {
      return false  // equal since the last sync: no need to compare them
    }
    let wanted = binding.wrappedValue
    defer { record(field, binding) }
    guard Self.differ(field.buffer.committedText, wanted) else { return false }
    field.buffer.assign(wanted)
    return true
  }

  /// Whether two texts differ in any byte (see `String.hasSameBytes(as:)`).
  static func differ(_ lhs: String, _ rhs: String) -> Bool {
    !lhs.hasSameBytes(as: rhs)
  }

  /// Notes that the field's committed text and the binding are equal now.
  private func record(_ field: some TextInputControl, _ binding: Binding<String>) {
    guard let access = binding.inPlace, field.buffer.composition == nil else {
      synced = nil
      return
    }
    synced = (field.buffer.version, access.trackedVersion())
  }
}

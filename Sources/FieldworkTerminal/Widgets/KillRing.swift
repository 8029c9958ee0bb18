/// Text killed (cut) by a line editor's kill keys, for yanking (pasting) back: Emacs's and
/// readline's kill ring.
///
/// Ctrl-K, Ctrl-U, Ctrl-W, Alt-D and Alt-Backspace in a ``TextFieldWidget`` kill into it (so
/// do Backspace and Ctrl-D with a numeric argument); kills made one right after another join
/// into one entry (in the order of the text, so Ctrl-W twice yanks back both words as they
/// stood). Ctrl-Y inserts the entry the ring shows: the newest, or the one Alt-Y last moved
/// to, as in readline. Alt-Y right after a yank replaces it with the one before. A new kill
/// shows the newest again.
///
/// It keeps 60 entries; readline keeps 10 (set ``capacity`` to 10 for readline's).
///
/// Widgets share ``shared`` unless given their own, so text killed in one field can be yanked
/// into another. A secure field never kills into a ring: its deletions delete.
@MainActor public final class KillRing {
  /// The ring every widget uses unless given another.
  public static let shared = KillRing()

  /// The entries, oldest first.
  public private(set) var entries: [String] = []
  /// The most entries kept; the oldest go first.
  public var capacity = 60 {
    didSet { trim() }
  }
  /// Which entry Ctrl-Y shows, counted back from the newest (Alt-Y moves it back).
  var yankOffset = 0

  /// An empty ring.
  public init() {}

  /// Adds a kill: a new entry, or, when `joiningLast`, text joined to the newest entry
  /// (before it when `before`, for a kill backwards).
  public func kill(_ text: String, joiningLast: Bool = false, before: Bool = false) {
    guard !text.isEmpty else { return }
    if joiningLast, let last = entries.last {
      entries[entries.count - 1] = before ? text + last : last + text
    } else {
      entries.append(text)
      trim()
    }
    yankOffset = 0
  }

  /// The newest entry, or `nil` when nothing was killed.
  public var newest: String? { entries.last }

  /// The entry `offset` back from the newest, wrapping around.
  func entry(back offset: Int) -> String? {
    guard !entries.isEmpty else { return nil }
    let count = entries.count
    return entries[count - 1 - ((offset % count) + count) % count]
  }

  /// Empties the ring.
  public func removeAll() {
    entries.removeAll()
    yankOffset = 0
  }

  private func trim() {
    let limit = max(capacity, 1)
    if entries.count > limit { entries.removeFirst(entries.count - limit) }
  }
}

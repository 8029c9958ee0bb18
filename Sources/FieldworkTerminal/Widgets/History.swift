import Fieldwork

/// Earlier entries of a field (searches, commands) for recalling, as a shell keeps them.
///
/// ``add(_:)`` records an entry: blank ones are ignored, an entry equal to an earlier one
/// moves it to the newest place (duplicates collapse), and past ``limit`` the oldest go.
/// Recall walks from the newest back (``recallPrevious(from:)``) and forward again
/// (``recallNext()``); the text being typed when recall began, the draft, comes back at the
/// end. ``matches(for:)`` finds entries with `SearchIndex`'s folding (case, accents and word
/// order do not matter), newest first: what Ctrl-R shows.
///
/// A ``TextFieldWidget`` given a history recalls with Ctrl-P and Ctrl-N (and Up and Down,
/// when the screen lets them reach it) and searches with Ctrl-R. A secure field never uses
/// one.
///
/// Persistence is the app's choice: ``init(contentsOf:limit:)`` loads a file the app names,
/// with limits, and ``save(to:)`` replaces it atomically, readable by its owner only (0600).
@MainActor public final class History {
  /// The entries, oldest first.
  public private(set) var entries: [String]
  /// The most entries kept (at least 1); adding past it drops the oldest.
  public var limit: Int {
    didSet { trim() }
  }
  /// Lines a load skipped: longer than ``maximumEntryLength`` bytes, or not UTF-8.
  public private(set) var skippedLines = 0

  /// The largest history file read: 1 MiB.
  public nonisolated static let maximumFileSize = 1 << 20
  /// The longest entry kept, in UTF-8 bytes: 4,096.
  public nonisolated static let maximumEntryLength = 4096

  /// Where recall stands: an offset into ``entries``, or `nil` while the draft is edited.
  private var cursor: Int?
  /// The text being typed when recall began.
  private var draft = ""
  /// The index over ``entries`` for ``matches(for:)``, made on first use after a change.
  private var index: SearchIndex<String>?

  /// A history of `entries` (oldest first), keeping at most `limit`.
  public init(_ entries: [String] = [], limit: Int = 1000) {
    self.entries = []
    self.limit = max(limit, 1)
    for entry in entries { add(entry) }
  }

  /// Records `entry` as the newest (see the type's description), and ends any recall.
  ///
  /// A line break in it becomes a space (a history file holds one entry per line), and an
  /// entry over ``maximumEntryLength`` bytes is not recorded.
  public func add(_ entry: String) {
    endRecall()
    let flat = String(entry.map { $0.isNewline ? " " : $0 })
    guard !flat.allSatisfy(\.isWhitespace), flat.utf8.count <= Self.maximumEntryLength else {
      return
    }
    entries.removeAll { $0 == flat }
    entries.append(flat)
    trim()
    index = nil
  }

  /// Removes every entry.
  public func removeAll() {
    endRecall()
    entries.removeAll()
    index = nil
  }

  // MARK: Recall

  /// Whether a recall is under way (the field shows an entry, not the draft).
  public var isRecalling: Bool { cursor != nil }

  /// The entry before the one shown (the newest, when recall begins with `current` as the
  /// draft), or `nil` at the oldest or with no entries.
  public func recallPrevious(from current: String) -> String? {
    guard !entries.isEmpty else { return nil }
    guard let shown = cursor else {
      draft = current
      cursor = entries.count - 1
      return entries[entries.count - 1]
    }
    guard shown > 0 else { return nil }
    cursor = shown - 1
    return entries[shown - 1]
  }

  /// The entry after the one shown, or the draft after the newest; `nil` when no recall is
  /// under way.
  public func recallNext() -> String? {
    guard let shown = cursor else { return nil }
    if shown + 1 < entries.count {
      cursor = shown + 1
      return entries[shown + 1]
    }
    let text = draft
    endRecall()
    return text
  }

  /// Forgets where recall stands (after an edit, say): the next recall starts at the newest.
  public func endRecall() {
    cursor = nil
    draft = ""
  }

  // MARK: Search

  /// The entries matching `query` as `SearchIndex` matches (every word, folded), newest
  /// first; every entry, newest first, for a blank query.
  public func matches(for query: String) -> [String] {
    let index = self.index ?? SearchIndex(entries, by: \.self)
    self.index = index
    return index.positions(matching: query).reversed().map { entries[$0] }
  }

  // MARK: Files

  /// Loads the history kept at `path` (none when there is no file), one entry per line,
  /// oldest first, keeping the newest `limit`. Lines over ``maximumEntryLength`` bytes or not
  /// UTF-8 are skipped and counted in ``skippedLines``.
  ///
  /// - Throws: ``HistoryError/tooLarge(path:size:)`` for a file over ``maximumFileSize``,
  ///   ``HistoryError/io(path:reason:)`` when it cannot be read or is not a regular file.
  public convenience init(contentsOf path: String, limit: Int = 1000) throws(HistoryError) {
    self.init(limit: limit)
    let bytes: [UInt8]?
    do {
      bytes = try AtomicFile.read(path: path, limit: Self.maximumFileSize)
    } catch {
      throw HistoryError(error)
    }
    guard let bytes else { return }
    var skipped = 0
    for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
      guard line.count <= Self.maximumEntryLength, Unicode.UTF8.isWellFormed(line) else {
        skipped += 1
        continue
      }
      add(String(decoding: line, as: UTF8.self))
    }
    skippedLines = skipped
  }

  /// Writes the entries to `path`, one per line, replacing the file atomically; the file is
  /// readable by its owner only (0600), whatever it was before: a history is private. The
  /// folders above it are made when missing, readable by their owner only (0700), as shells
  /// make theirs.
  ///
  /// - Throws: ``HistoryError/io(path:reason:)``.
  public func save(to path: String) throws(HistoryError) {
    let text = entries.map { $0 + "\n" }.joined()
    do {
      try AtomicFile.write(Array(text.utf8), to: path, keepingPermissions: false)
    } catch {
      throw HistoryError(error)
    }
  }

  private func trim() {
    if limit < 1 { limit = 1 }
    if entries.count > limit {
      entries.removeFirst(entries.count - limit)
      index = nil
    }
  }
}

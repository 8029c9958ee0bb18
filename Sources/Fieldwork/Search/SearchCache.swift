/// Recent results of one index, for exact repeats and for narrowing.
///
/// A `final class` so that copies of an index share it; a mutation gives the mutated copy a
/// fresh cache, so cached hits always describe the elements they were computed from.
final class SearchCache: Sendable {
  struct Key: Equatable, Sendable {
    var prefix: Bool
    var tokens: [[UInt8]]

    /// Whether every element matching `self` also matches `earlier`, so a search for `self`
    /// may look only at `earlier`'s hits: each earlier token must lie, as whole characters,
    /// inside some token of `self` (at its start, for prefix search).
    func narrows(_ earlier: Key) -> Bool {
      guard prefix == earlier.prefix else { return false }
      let mine = tokens.map { Array(String(decoding: $0, as: UTF8.self)) }
      return earlier.tokens.allSatisfy { old in
        let oldCharacters = Array(String(decoding: old, as: UTF8.self))
        return mine.contains { new in
          prefix ? new.starts(with: oldCharacters) : new.containsRun(oldCharacters)
        }
      }
    }
  }

  private struct Entry: Sendable {
    var key: Key
    var hits: HitList
  }

  private static let capacity = 16
  private let entries = Locked<[Entry]>([])

  /// The cached hits of exactly this query.
  func exact(_ key: Key) -> HitList? {
    entries.withLock { entries in
      guard let index = entries.firstIndex(where: { $0.key == key }) else { return nil }
      let entry = entries.remove(at: index)
      entries.append(entry)
      return entry.hits
    }
  }

  /// The smallest cached hit list that a search for `key` may be restricted to, and the query
  /// it answered.
  func narrowingBase(for key: Key) -> (key: Key, hits: HitList)? {
    entries.withLock { entries in
      entries.filter { key.narrows($0.key) }.min { $0.hits.count < $1.hits.count }
        .map { ($0.key, $0.hits) }
    }
  }

  func removeAll() {
    entries.withLock { $0.removeAll() }
    followers.withLock { $0.removeAll() }
    spare.withLock { $0 = [] }
  }

  /// The bytes after the matches of the two latest words prepared for a next letter
  /// (``SearchIndex/prepareNextLetter(after:mode:interrupted:)``): 8 bytes per element each,
  /// indexed by position.
  private let followers = Locked<[(token: [UInt8], table: [UInt64])]>([])
  /// A table no longer valid, kept to be written again: a fresh table for every key costs a
  /// page fault per 4 KB written (a thousand for a million elements).
  private let spare = Locked<[UInt64]>([])

  /// Keeps `table` for `token`.
  func storeFollowers(of token: [UInt8], _ table: [UInt64]) {
    followers.withLock { all in
      all.removeAll { $0.token == token }
      all.append((token, table))
    }
  }

  /// A table to write followers into: the spare, or the older of two kept (which stops being
  /// kept), or a new one.
  func takeFollowerTable() -> [UInt64] {
    let reused = spare.withLock { spare in
      defer { spare = [] }
      return spare
    }
    if !reused.isEmpty { return reused }
    return followers.withLock { all in all.count >= 2 ? all.removeFirst().table : [] }
  }

  /// Keeps `table`, whose contents are no longer valid, to be written again.
  func returnSpare(_ table: [UInt64]) {
    spare.withLock { $0 = table }
  }

  /// The bytes after the matches of `token`, if they were kept.
  func followers(of token: [UInt8]) -> [UInt64]? {
    followers.withLock { all in all.last { $0.token == token }?.table }
  }

  func store(_ key: Key, hits: HitList) {
    entries.withLock { entries in
      entries.removeAll { $0.key == key }
      entries.append(Entry(key: key, hits: hits))
      if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
    }
  }
}

extension Array where Element: Equatable {
  /// Whether `run` occurs in the array as consecutive elements.
  func containsRun(_ run: [Element]) -> Bool {
    guard !run.isEmpty else { return true }
    guard run.count <= count else { return false }
    for start in 0...(count - run.count) where self[start..<(start + run.count)].elementsEqual(run)
    {
      return true
    }
    return false
  }
}

import Foundation

/// An element with two keys, so matches decided per key are exercised.
struct FuzzRecord: Sendable {
  var name: String
  var note: String
}

/// ``SearchIndex`` against Foundation: folding, contains and prefix matching, and highlights,
/// across live inserts, removals and updates.
enum SearchIndexFuzz {
  static func run(_ data: [UInt8]) {
    let input = FuzzInput(data)
    var records = (0..<input.choose(6)).map { _ in
      FuzzRecord(name: input.text(), note: input.text(maxPieces: 2))
    }
    var index = SearchIndex(records, by: [\.name, \.note])
    for record in records { checkFolding(record.name); checkFolding(record.note) }
    for _ in 0..<24 where !input.isExhausted {
      switch input.choose(7) {
      case 0:
        let record = FuzzRecord(name: input.text(), note: input.text(maxPieces: 1))
        checkFolding(record.name)
        index.append(record)
        records.append(record)
      case 1:
        let record = FuzzRecord(name: input.text(), note: "")
        let position = input.choose(records.count + 1)
        index.insert(record, at: position)
        records.insert(record, at: position)
      case 2 where !records.isEmpty:
        let position = input.choose(records.count)
        index.remove(at: position)
        records.remove(at: position)
      case 3 where !records.isEmpty:
        let record = FuzzRecord(name: input.text(), note: input.text(maxPieces: 1))
        let position = input.choose(records.count)
        index.update(record, at: position)
        records[position] = record
      case 4:
        // Typed a letter at a time, reading ahead between keys as a program does while it
        // waits (interrupted at random, which must keep nothing).
        let word = input.text(maxPieces: 1)
        var typed = ""
        for character in word {
          typed.append(character)
          check(index, records, query: typed, prefix: false)
          let stop = input.bool()
          index.prepareNextLetter(after: typed) { stop }
        }
      default:
        let query = input.text(maxPieces: 3)
        check(index, records, query: query, prefix: input.bool())
      }
    }
  }

  static func checkFolding(_ text: String) {
    let ours = String(decoding: TextFolding.folded(text), as: UTF8.self)
    let foundation = ReferenceSearch.fold(text)
    require(
      ours == foundation,
      "folding \(text.unicodeScalars.map(\.value)): ours \(ours.unicodeScalars.map(\.value)), Foundation \(foundation.unicodeScalars.map(\.value))"
    )
  }

  static func check(
    _ index: SearchIndex<FuzzRecord>, _ records: [FuzzRecord], query: String, prefix: Bool
  ) {
    let keys = records.map { [$0.name, $0.note] }
    let mode: SearchMode = prefix ? .prefix : .contains
    let expected = ReferenceSearch.positions(keys, query: query, prefix: prefix)
    let found = index.positions(matching: query, mode: mode)
    require(
      found == expected,
      "query \(query.unicodeScalars.map(\.value)) prefix \(prefix): found \(found), Foundation \(expected), keys \(keys.map { $0.map { Array($0.unicodeScalars.map(\.value)) } })"
    )
    let tokens = ReferenceSearch.tokens(query)
    for match in index.matches(for: query, mode: mode) {
      let keys = [match.element.name, match.element.note]
      for (key, ranges) in zip(keys, match.ranges) {
        for range in ranges {
          require(
            range.lowerBound.samePosition(in: key) != nil
              && range.upperBound.samePosition(in: key) != nil && !range.isEmpty,
            "highlight \(range) not on characters of \(key.unicodeScalars.map(\.value))")
          let highlighted = foldedInContext(key, range)
          require(
            tokens.contains { token in
              contains(highlighted, Array(String(token).unicodeScalars))
            },
            "highlight \(String(key[range]).unicodeScalars.map(\.value)) holds no token of \(query.unicodeScalars.map(\.value))"
          )
        }
      }
      for token in tokens {
        let scalars = Array(String(token).unicodeScalars)
        let covered = zip(keys, match.ranges).contains { key, ranges in
          ranges.contains { range in contains(foldedInContext(key, range), scalars) }
        }
        require(covered, "token \(String(token)) of a match is not highlighted")
      }
    }
  }

  /// The scalars `key[range]` folds to where it stands in `key`: Foundation folds a mark
  /// differently after another character than at the start of a text.
  static func foldedInContext(_ key: String, _ range: Range<String.Index>) -> [Unicode.Scalar] {
    let before = Array(ReferenceSearch.fold(String(key[..<range.lowerBound])).unicodeScalars)
    let through = Array(ReferenceSearch.fold(String(key[..<range.upperBound])).unicodeScalars)
    guard through.starts(with: before) else {
      return Array(ReferenceSearch.fold(String(key[range])).unicodeScalars)
    }
    return Array(through.dropFirst(before.count))
  }

  static func contains(_ haystack: [Unicode.Scalar], _ needle: [Unicode.Scalar]) -> Bool {
    guard !needle.isEmpty, needle.count <= haystack.count else { return needle.isEmpty }
    return (0...(haystack.count - needle.count)).contains { start in
      haystack[start..<(start + needle.count)].elementsEqual(needle)
    }
  }
}

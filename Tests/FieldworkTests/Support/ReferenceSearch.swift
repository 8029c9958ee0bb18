import Foundation

/// The slow, obviously correct search the index must agree with: fold with Foundation, split
/// on whitespace, compare whole characters.
enum ReferenceSearch {
  /// Foundation's fold of the text's canonical form (NFC): Foundation folds canonically equal
  /// texts differently when their marks come in another order, and Swift compares them equal.
  static func fold(_ text: String) -> String {
    text.precomposedStringWithCanonicalMapping
      .folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      .precomposedStringWithCanonicalMapping
  }

  /// `fold(text)` as characters, kept: the property tests ask for the same keys' folds once
  /// per query, and folding with Foundation is most of what the reference costs.
  static func foldedCharacters(_ text: String) -> [Character] {
    if let known = folds.withLock({ $0[text] }) { return known }
    let folded = Array(fold(text))
    folds.withLock { folds in
      if folds.count >= 1_000_000 { folds.removeAll() }
      folds[text] = folded
    }
    return folded
  }

  private static let folds = FoldCache()

  /// The folds kept, behind a lock (an `NSLock`: this file is also compiled into the fuzz
  /// targets' module, where the package's own lock has another name to import).
  private final class FoldCache: @unchecked Sendable {
    // Sound: `folds` is only touched inside `withLock`.
    private let lock = NSLock()
    private var folds: [String: [Character]] = [:]

    func withLock<Result>(_ body: (inout [String: [Character]]) -> Result) -> Result {
      lock.lock()
      defer { lock.unlock() }
      return body(&folds)
    }
  }

  static func tokens(_ query: String) -> [[Character]] {
    query.split(whereSeparator: \.isWhitespace).map { Array(fold(String($0))) }.filter {
      !$0.isEmpty
    }
  }

  static func occurs(_ token: [Character], in key: [Character], prefix: Bool) -> Bool {
    guard token.count <= key.count else { return false }
    for start in 0...(key.count - token.count)
    where key[start..<(start + token.count)].elementsEqual(token) {
      if !prefix { return true }
      if start == 0 || !(key[start - 1].isLetter || key[start - 1].isNumber) { return true }
    }
    return false
  }

  /// Positions matching in contains or prefix mode, in order.
  static func positions(_ keys: [[String]], query: String, prefix: Bool) -> [Int] {
    let tokens = tokens(query)
    guard !tokens.isEmpty else { return Array(keys.indices) }
    return keys.indices.filter { position in
      let folded = keys[position].map(foldedCharacters)
      return tokens.allSatisfy { token in folded.contains { occurs(token, in: $0, prefix: prefix) }
      }
    }
  }

  /// Positions matching fuzzily: each token's characters, as scalars, appear in order in one
  /// key. Returned as a set: ranking is checked separately.
  static func fuzzyPositions(_ keys: [[String]], query: String) -> Set<Int> {
    let tokens = tokens(query)
    guard !tokens.isEmpty else { return Set(keys.indices) }
    return Set(
      keys.indices.filter { position in
        let folded = keys[position].map { foldedCharacters($0).flatMap(\.unicodeScalars) }
        return tokens.allSatisfy { token in
          folded.contains { key in isSubsequence(token, of: key) }
        }
      })
  }

  private static func isSubsequence(_ token: [Character], of key: [Unicode.Scalar]) -> Bool {
    var index = 0
    for character in token {
      let scalars = Array(character.unicodeScalars)
      var found = false
      while index + scalars.count <= key.count {
        if key[index..<(index + scalars.count)].elementsEqual(scalars) {
          index += scalars.count
          found = true
          break
        }
        index += 1
      }
      if !found { return false }
    }
    return true
  }
}

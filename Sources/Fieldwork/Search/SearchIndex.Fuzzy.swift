import Foundation

/// Fuzzy matching: every query character in order, ranked in the spirit of fzf's first
/// algorithm (find the first complete match, shrink it from the end, score the window).
enum FuzzyScorer {
  static let match = 16
  static let wordStartBonus = 8
  static let keyStartBonus = 4
  static let consecutiveBonus = 6
  static let gapStartPenalty = 3
  static let gapExtensionPenalty = 1

  /// A query token split into characters, each as its folded UTF-8 bytes.
  struct Pattern: Sendable {
    var units: [[UInt8]]
    var isASCII: Bool

    init(_ token: [UInt8]) {
      let text = String(decoding: token, as: UTF8.self)
      units = text.map { Array(String($0).utf8) }
      isASCII = token.allSatisfy { $0 < 0x80 }
    }
  }

  /// The best score of `pattern` in `key`, and the folded byte offsets it matched, or `nil`.
  static func score(
    _ pattern: Pattern, in key: UnsafeBufferPointer<UInt8>, positions: inout [Int]?
  ) -> Int? {
    let units = pattern.units
    let n = key.count
    func unitMatches(_ unit: [UInt8], at index: Int) -> Bool {
      if unit.count == 1 { return key[index] == unit[0] }
      guard index + unit.count <= n else { return false }
      for offset in 0..<unit.count where key[index + offset] != unit[offset] { return false }
      return true
    }
    // Forward: the first complete match.
    var unitIndex = 0
    var index = 0
    var end = -1
    while index < n {
      if unitMatches(units[unitIndex], at: index) {
        index += units[unitIndex].count
        unitIndex += 1
        if unitIndex == units.count {
          end = index
          break
        }
      } else {
        index += 1
      }
    }
    guard end >= 0 else { return nil }
    // Backward: the latest start for that end, which gives the shortest window.
    unitIndex = units.count - 1
    var start = end - units[unitIndex].count
    index = start
    while index >= 0 {
      if unitMatches(units[unitIndex], at: index) {
        start = index
        if unitIndex == 0 { break }
        unitIndex -= 1
        index -= units[unitIndex].count
      } else {
        index -= 1
      }
    }
    // Score the window left to right.
    var score = 0
    var previousMatched = false
    var inGap = false
    unitIndex = 0
    index = start
    while index < end, unitIndex < units.count {
      let unit = units[unitIndex]
      if unitMatches(unit, at: index) {
        var gain = match
        if index == 0 || !isWordCharacter(key[index - 1]) {
          gain += wordStartBonus
          if index == 0 { gain += keyStartBonus }
        }
        if previousMatched { gain += consecutiveBonus }
        score += gain
        positions?.append(contentsOf: index..<(index + unit.count))
        previousMatched = true
        inGap = false
        unitIndex += 1
        index += unit.count
      } else {
        score -= inGap ? gapExtensionPenalty : gapStartPenalty
        inGap = true
        previousMatched = false
        index += 1
      }
    }
    // Shorter keys rank higher among equal matches.
    return score - n / 4
  }

  private static func isWordCharacter(_ byte: UInt8) -> Bool {
    byte >= 0x80 || (byte &- 0x30 < 10) || (byte &- 0x61 < 26)
  }
}

struct RankedPosition: Sendable {
  var position: Int
  var score: Int
}

extension SearchChunk {
  /// Scores every element of the chunk; keeps the best `limit` in `best`.
  func rankFuzzy(
    _ patterns: [FuzzyScorer.Pattern], base: Int, limit: Int, into best: inout TopScores
  ) {
    bytes.withUnsafeBufferPointer { buffer in
      var noPositions: [Int]? = nil
      for element in 0..<count {
        let regionStart = start(of: element)
        let regionEnd = Int(ends[element])
        var total = 0
        var matchedAll = true
        for pattern in patterns {
          var bestScore: Int?
          var keyStart = regionStart
          while keyStart < regionEnd {
            var keyEnd = keyStart
            while buffer[keyEnd] != Self.separator { keyEnd += 1 }
            let key = UnsafeBufferPointer(rebasing: buffer[keyStart..<keyEnd])
            if let score = FuzzyScorer.score(pattern, in: key, positions: &noPositions) {
              bestScore = max(bestScore ?? .min, score)
            }
            keyStart = keyEnd + 1
          }
          guard let bestScore else {
            matchedAll = false
            break
          }
          total += bestScore
        }
        if matchedAll { best.offer(RankedPosition(position: base + element, score: total)) }
      }
    }
  }
}

/// The best `limit` scores seen, ties broken by position (earlier first).
struct TopScores: Sendable {
  let limit: Int
  private(set) var items: [RankedPosition] = []
  private var sorted = true

  init(limit: Int) { self.limit = limit }

  static func better(_ a: RankedPosition, _ b: RankedPosition) -> Bool {
    a.score != b.score ? a.score > b.score : a.position < b.position
  }

  mutating func offer(_ item: RankedPosition) {
    guard limit > 0 else { return }
    if items.count < limit {
      items.append(item)
      sorted = false
      return
    }
    if !sorted {
      items.sort(by: Self.better)
      sorted = true
    }
    guard Self.better(item, items[items.count - 1]) else { return }
    // Insert in order; limit is small in practice (a screenful), so this stays cheap.
    var low = 0
    var high = items.count - 1
    while low < high {
      let mid = (low + high) / 2
      if Self.better(items[mid], item) { low = mid + 1 } else { high = mid }
    }
    items.insert(item, at: low)
    items.removeLast()
  }

  func ranked() -> [RankedPosition] {
    sorted ? items : items.sorted(by: Self.better)
  }
}

extension SearchIndex {
  func fuzzyRanking(tokens: [[UInt8]], limit: Int) -> [RankedPosition] {
    let patterns = tokens.map(FuzzyScorer.Pattern.init)
    let chunks = self.chunks
    var running = 0
    let starts = chunks.map { chunk in
      defer { running += chunk.count }
      return running
    }
    let totalBytes = chunks.reduce(0) { $0 + $1.bytes.count }
    let parts = concurrentMap(
      splitting: chunks.count, workers: workerCount(for: totalBytes, threshold: 1 << 20)
    ) { run in
      var best = TopScores(limit: limit)
      for index in run {
        chunks[index].rankFuzzy(patterns, base: starts[index], limit: limit, into: &best)
      }
      return best
    }
    var merged = TopScores(limit: limit)
    for part in parts {
      for item in part.items { merged.offer(item) }
    }
    return merged.ranked()
  }
}

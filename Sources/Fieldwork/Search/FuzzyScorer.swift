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

  /// Query tokens split into characters ("units"), flattened into one buffer so scoring
  /// touches no reference counts: unit `u` is `bytes[unitStart(u)..<unitEnds[u]]`, and token
  /// `t` is units `tokenStart(t)..<tokenEnds[t]`.
  struct Patterns: Sendable {
    var bytes: [UInt8] = []
    var unitEnds: [Int] = []
    var tokenEnds: [Int] = []

    init(_ tokens: [[UInt8]]) {
      for token in tokens {
        for character in String(decoding: token, as: UTF8.self) {
          bytes.append(contentsOf: String(character).utf8)
          unitEnds.append(bytes.count)
        }
        tokenEnds.append(unitEnds.count)
      }
    }

    func withView<Result>(_ body: (PatternsView) -> Result) -> Result {
      bytes.withUnsafeBufferPointer { bytes in
        unitEnds.withUnsafeBufferPointer { units in
          tokenEnds.withUnsafeBufferPointer { tokens in
            body(
              PatternsView(
                bytes: bytes.baseAddress ?? UnsafePointer(bitPattern: 1)!,
                unitEnds: units.baseAddress ?? UnsafePointer(bitPattern: 8)!,
                tokenEnds: tokens.baseAddress ?? UnsafePointer(bitPattern: 8)!,
                tokenCount: tokens.count))
          }
        }
      }
    }
  }

  /// Borrowed pointers into ``Patterns``.
  struct PatternsView {
    let bytes: UnsafePointer<UInt8>
    let unitEnds: UnsafePointer<Int>
    let tokenEnds: UnsafePointer<Int>
    let tokenCount: Int

    func unitStart(_ unit: Int) -> Int { unit == 0 ? 0 : unitEnds[unit - 1] }
    func tokenUnits(_ token: Int) -> Range<Int> {
      (token == 0 ? 0 : tokenEnds[token - 1])..<tokenEnds[token]
    }
  }

  /// The best score of token `token` of `patterns` in `key`, and the folded byte offsets it
  /// matched, or `nil`.
  static func score(
    _ patterns: PatternsView, token: Int, in key: UnsafeBufferPointer<UInt8>,
    positions: inout [Int]?
  ) -> Int? {
    let units = patterns.tokenUnits(token)
    let n = key.count
    guard let keyBytes = key.baseAddress, !units.isEmpty else { return nil }
    @inline(__always) func length(_ unit: Int) -> Int {
      patterns.unitEnds[unit] - patterns.unitStart(unit)
    }
    @inline(__always) func unitMatches(_ unit: Int, at index: Int) -> Bool {
      let start = patterns.unitStart(unit)
      let count = patterns.unitEnds[unit] - start
      guard index + count <= n else { return false }
      if keyBytes[index] != patterns.bytes[start] { return false }
      var offset = 1
      while offset < count {
        if keyBytes[index + offset] != patterns.bytes[start + offset] { return false }
        offset += 1
      }
      return true
    }
    // Forward: the first complete match.
    var unit = units.lowerBound
    var index = 0
    var end = -1
    while index < n {
      if unitMatches(unit, at: index) {
        index += length(unit)
        unit += 1
        if unit == units.upperBound {
          end = index
          break
        }
      } else {
        index += 1
      }
    }
    guard end >= 0 else { return nil }
    // Backward: the latest start for that end, which gives the shortest window.
    unit = units.upperBound - 1
    var start = end - length(unit)
    index = start
    while index >= 0 {
      if unitMatches(unit, at: index) {
        start = index
        if unit == units.lowerBound { break }
        unit -= 1
        index -= length(unit)
      } else {
        index -= 1
      }
    }
    // Score the window left to right.
    var score = 0
    var previousMatched = false
    var inGap = false
    unit = units.lowerBound
    index = start
    while index < end, unit < units.upperBound {
      if unitMatches(unit, at: index) {
        var gain = match
        if index == 0 || !isWordCharacter(keyBytes[index - 1]) {
          gain += wordStartBonus
          if index == 0 { gain += keyStartBonus }
        }
        if previousMatched { gain += consecutiveBonus }
        score += gain
        let unitLength = length(unit)
        positions?.append(contentsOf: index..<(index + unitLength))
        previousMatched = true
        inGap = false
        unit += 1
        index += unitLength
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
    _ patterns: FuzzyScorer.PatternsView, base baseIndex: Int, limit: Int,
    into best: inout TopScores
  ) {
    let required = rarestRequiredByte(patterns)
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      var noPositions: [Int]? = nil
      var element = 0
      while element < count {
        // Every unit of every token must occur in a matching element, so skip, at memchr
        // speed, to the next element holding the rarest of their first bytes.
        let from = start(of: element)
        guard
          let found = memchr(base + from, Int32(required), buffer.count - from)
        else { break }
        let offset = UnsafeRawPointer(found) - UnsafeRawPointer(base)
        while Int(ends[element]) <= offset { element += 1 }
        defer { element += 1 }
        let regionStart = start(of: element)
        let regionEnd = Int(ends[element])
        var total = 0
        var matchedAll = true
        for token in 0..<patterns.tokenCount {
          var bestScore: Int?
          var keyStart = regionStart
          while keyStart < regionEnd {
            var keyEnd = keyStart
            while buffer[keyEnd] != Self.separator { keyEnd += 1 }
            let key = UnsafeBufferPointer(rebasing: buffer[keyStart..<keyEnd])
            if let score = FuzzyScorer.score(
              patterns, token: token, in: key, positions: &noPositions)
            {
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
        if matchedAll {
          best.offer(RankedPosition(position: baseIndex + element, score: total))
        }
      }
    }
  }

  /// Of the first bytes of the query's characters (each of which a match must contain), the
  /// one that occurs least often in a sample of this chunk.
  private func rarestRequiredByte(_ patterns: FuzzyScorer.PatternsView) -> UInt8 {
    var candidates: [UInt8] = []
    let unitCount = patterns.tokenCount == 0 ? 0 : patterns.tokenEnds[patterns.tokenCount - 1]
    for unit in 0..<unitCount {
      let byte = patterns.bytes[patterns.unitStart(unit)]
      if !candidates.contains(byte) { candidates.append(byte) }
    }
    guard candidates.count > 1 else { return candidates.first ?? 0 }
    var counts = [Int](repeating: 0, count: 256)
    for byte in bytes.prefix(4096) { counts[Int(byte)] += 1 }
    return candidates.min { counts[Int($0)] < counts[Int($1)] }!
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
    let patterns = FuzzyScorer.Patterns(tokens)
    let chunks = self.chunks
    let starts = chunkStarts
    let totalBytes = chunks.reduce(0) { $0 + $1.bytes.count }
    let parts = concurrentMap(
      splitting: chunks.count, workers: workerCount(for: totalBytes, threshold: 1 << 20)
    ) { run in
      var best = TopScores(limit: limit)
      patterns.withView { view in
        for index in run {
          chunks[index].rankFuzzy(view, base: starts[index], limit: limit, into: &best)
        }
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

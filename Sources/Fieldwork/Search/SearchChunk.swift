/// One slice of a search index: the folded keys of a run of elements in one byte buffer.
///
/// Element `j`'s region is `bytes[start(j)..<ends[j]]`: each of its keys, folded, each followed
/// by `0xFF` (a byte that never occurs in UTF-8, so no match can cross a key or an element).
struct SearchChunk: Sendable {
  static let separator: UInt8 = 0xFF

  var bytes: [UInt8] = []
  var ends: [UInt32] = []

  var count: Int { ends.count }

  func start(of element: Int) -> Int {
    element == 0 ? 0 : Int(ends[element - 1])
  }

  mutating func insert(foldedRegion region: [UInt8], at element: Int) {
    let start = start(of: element)
    bytes.insert(contentsOf: region, at: start)
    ends.insert(UInt32(start), at: element)
    for j in element..<ends.count { ends[j] += UInt32(region.count) }
  }

  mutating func remove(at element: Int) {
    let start = start(of: element)
    let length = Int(ends[element]) - start
    bytes.removeSubrange(start..<(start + length))
    ends.remove(at: element)
    for j in element..<ends.count { ends[j] -= UInt32(length) }
  }

  mutating func replace(at element: Int, with region: [UInt8]) {
    let start = start(of: element)
    let end = Int(ends[element])
    bytes.replaceSubrange(start..<end, with: region)
    let delta = region.count - (end - start)
    for j in element..<ends.count { ends[j] = UInt32(Int(ends[j]) + delta) }
  }

  /// Splits off the second half of the elements into a new chunk.
  mutating func splitOffSecondHalf() -> SearchChunk {
    let half = count / 2
    let cut = start(of: half)
    var tail = SearchChunk()
    tail.bytes = Array(bytes[cut...])
    tail.ends = ends[half...].map { $0 - UInt32(cut) }
    bytes.removeSubrange(cut...)
    ends.removeSubrange(half...)
    return tail
  }

  // MARK: Matching

  /// Appends to `hits` (offset by `base`) every element, in order, where every token matches.
  ///
  /// The first token is found by scanning the whole buffer; after a hit the scan jumps to the
  /// next element, so dense matches cost little. The other tokens are checked inside each
  /// candidate's region only.
  func scan(tokens: [[UInt8]], prefix: Bool, base: Int, into hits: inout [Int32]) {
    withView(tokens: tokens) { view, needles in
      let first = needles[0]
      var position = 0
      var element = 0
      while position < view.byteCount,
        let found = ByteSearch.find(first, in: view.bytes, from: position, to: view.byteCount)
      {
        element = view.element(containing: found, from: element)
        if view.accepts(found, length: first.count, prefix: prefix, element: element) {
          var all = true
          for index in 1..<needles.count
          where !view.matches(needles[index], element: element, prefix: prefix) {
            all = false
            break
          }
          if all { hits.append(Int32(base + element)) }
          position = Int(view.ends[element])
        } else {
          position = found + 1
        }
      }
    }
  }

  /// Appends to `hits` those of `candidates` (positions in the index; `base` is this chunk's
  /// first) where every token matches.
  func filter(
    _ candidates: ArraySlice<Int32>, tokens: [[UInt8]], prefix: Bool, base: Int,
    into hits: inout [Int32]
  ) {
    withView(tokens: tokens) { view, needles in
      for candidate in candidates {
        let element = Int(candidate) - base
        var all = true
        for needle in needles where !view.matches(needle, element: element, prefix: prefix) {
          all = false
          break
        }
        if all { hits.append(Int32(base + element)) }
      }
    }
  }

  /// The byte ranges, inside the element's region, where `token` matches as whole characters
  /// (and, with `prefix`, at a word start): every match `scan` would accept.
  func acceptedMatches(of token: [UInt8], element: Int, prefix: Bool) -> [Range<Int>] {
    guard !token.isEmpty else { return [] }
    return withView(tokens: [token]) { view, needles in
      let needle = needles[0]
      var matches: [Range<Int>] = []
      var position = view.start(of: element)
      let end = Int(view.ends[element])
      while let found = ByteSearch.find(
        needle, in: view.bytes, from: position, to: end, readableUpTo: view.byteCount)
      {
        if view.accepts(found, length: needle.count, prefix: prefix, element: element) {
          matches.append(found..<(found + needle.count))
        }
        position = found + 1
      }
      return matches
    }
  }

  /// Runs `body` with non-owning views of the chunk and of the tokens, so the hot loops touch
  /// no reference counts.
  private func withView<Result>(
    tokens: [[UInt8]], _ body: (ChunkView, [Needle]) -> Result
  ) -> Result {
    let flat = tokens.flatMap { $0 }
    return bytes.withUnsafeBufferPointer { bytes in
      ends.withUnsafeBufferPointer { ends in
        flat.withUnsafeBufferPointer { flat in
          var needles: [Needle] = []
          var offset = 0
          for token in tokens {
            needles.append(Needle(bytes: flat.baseAddress! + offset, count: token.count))
            offset += token.count
          }
          let view = ChunkView(
            bytes: bytes.baseAddress ?? UnsafePointer(bitPattern: 1)!, byteCount: bytes.count,
            ends: ends.baseAddress ?? UnsafePointer(bitPattern: 4)!, elementCount: ends.count)
          return body(view, needles)
        }
      }
    }
  }
}

/// A token's folded bytes, borrowed for the length of one scan, with the vectors the scan
/// compares against made once rather than on every call.
struct Needle {
  let bytes: UnsafePointer<UInt8>
  let count: Int
  /// The second byte's offset for needles longer than two bytes, else the last byte's.
  let midOffset: Int
  let first: SIMD16<UInt8>
  let mid: SIMD16<UInt8>
  let last: SIMD16<UInt8>

  init(bytes: UnsafePointer<UInt8>, count: Int) {
    self.bytes = bytes
    self.count = count
    let lastOffset = max(count - 1, 0)
    midOffset = count > 2 ? 1 : lastOffset
    first = SIMD16(repeating: bytes[0])
    mid = SIMD16(repeating: bytes[midOffset])
    last = SIMD16(repeating: bytes[lastOffset])
  }
}

/// A chunk's buffers, borrowed for the length of one scan.
struct ChunkView {
  let bytes: UnsafePointer<UInt8>
  let byteCount: Int
  let ends: UnsafePointer<UInt32>
  let elementCount: Int

  func start(of element: Int) -> Int {
    element == 0 ? 0 : Int(ends[element - 1])
  }

  /// The element whose region holds byte `offset`, searching forward from `element` with
  /// galloping steps: hits are usually a few elements apart, sometimes thousands.
  func element(containing offset: Int, from element: Int) -> Int {
    let target = UInt32(offset)
    if ends[element] > target { return element }
    var low = element
    var step = 1
    var high = element + step
    while ends[high] <= target {
      low = high
      step *= 2
      high = low + step
      // The element holding `offset` exists, so stop at the last one.
      if high >= elementCount {
        high = elementCount - 1
        break
      }
    }
    // ends[low] <= target < ends[high]
    while high - low > 1 {
      let mid = (low + high) / 2
      if ends[mid] <= target { low = mid } else { high = mid }
    }
    return high
  }

  /// Whether `needle` matches (as whole characters) inside the element's region.
  func matches(_ needle: Needle, element: Int, prefix: Bool) -> Bool {
    var position = start(of: element)
    let end = Int(ends[element])
    while let found = ByteSearch.find(
      needle, in: bytes, from: position, to: end, readableUpTo: byteCount)
    {
      if accepts(found, length: needle.count, prefix: prefix, element: element) { return true }
      position = found + 1
    }
    return false
  }

  /// Whether a byte match is a match of whole characters (and, for prefix search, starts a
  /// word). Pure ASCII surroundings decide at once; anything else decodes the key.
  func accepts(_ position: Int, length: Int, prefix: Bool, element: Int) -> Bool {
    let regionStart = start(of: element)
    let separator = SearchChunk.separator
    let before: UInt8 = position == regionStart ? separator : bytes[position - 1]
    let after = bytes[position + length]
    let first = bytes[position]
    let last = bytes[position + length - 1]
    let leftIsKeyStart = before == separator
    let simpleLeft = leftIsKeyStart || (before < 0x80 && before != 0x0D && first < 0x80)
    let simpleRight =
      after == separator || (after < 0x80 && last < 0x80 && !(last == 0x0D && after == 0x0A))
    if prefix && !leftIsKeyStart {
      if before < 0x80 {
        if Self.isASCIIAlphanumeric(before) { return false }
      } else if !slowWordStart(position, element: element) {
        return false
      }
    }
    if simpleLeft && simpleRight { return true }
    return slowBoundaries(position, length: length, element: element)
  }

  private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
    (byte &- 0x30 < 10) || (byte &- 0x61 < 26) || (byte &- 0x41 < 26)
  }

  /// The key around `position`: its start offset and its text.
  private func key(around position: Int, element: Int) -> (start: Int, text: String) {
    var start = position
    let regionStart = self.start(of: element)
    while start > regionStart, bytes[start - 1] != SearchChunk.separator { start -= 1 }
    var end = position
    while bytes[end] != SearchChunk.separator { end += 1 }
    return (
      start,
      String(decoding: UnsafeBufferPointer(start: bytes + start, count: end - start), as: UTF8.self)
    )
  }

  private func slowBoundaries(_ position: Int, length: Int, element: Int) -> Bool {
    let (start, text) = key(around: position, element: element)
    let utf8 = text.utf8
    let lower = utf8.index(utf8.startIndex, offsetBy: position - start)
    let upper = utf8.index(lower, offsetBy: length)
    return lower.samePosition(in: text) != nil && upper.samePosition(in: text) != nil
  }

  private func slowWordStart(_ position: Int, element: Int) -> Bool {
    let (start, text) = key(around: position, element: element)
    let utf8 = text.utf8
    let index = utf8.index(utf8.startIndex, offsetBy: position - start)
    guard let boundary = index.samePosition(in: text), boundary > text.startIndex else {
      return index == text.startIndex
    }
    let previous = text[text.index(before: boundary)]
    return !(previous.isLetter || previous.isNumber)
  }
}

/// One slice of a search index: the folded keys of a run of elements in one byte buffer.
///
/// Element `j`'s region is `bytes[start(j)..<ends[j]]`: each of its keys, folded, each followed
/// by `0xFF` (a byte that never occurs in UTF-8, so no match can cross a key or an element).
/// `masks[j]` summarises which bytes the region holds (see ``ByteClasses``), so a scan skips
/// most elements without reading their bytes.
struct SearchChunk: Sendable {
  static let separator: UInt8 = 0xFF

  /// Past one candidate element in this many, ``scan(tokens:prefix:base:into:)`` searches the
  /// whole buffer in order instead of each candidate's region (measured: a scattered region
  /// costs about ten times an element's bytes read in order).
  static let streamingShare = 10

  var bytes: [UInt8] = []
  var ends: [UInt32] = []
  var masks: [UInt32] = []

  var count: Int { ends.count }

  func start(of element: Int) -> Int {
    element == 0 ? 0 : Int(ends[element - 1])
  }

  /// Ends the element whose region runs from `regionStart` to the end of `bytes`.
  mutating func endElement(regionStart: Int) {
    ends.append(UInt32(bytes.count))
    masks.append(
      bytes.withUnsafeBufferPointer {
        ByteClasses.mask(of: UnsafeBufferPointer(rebasing: $0[regionStart...]))
      })
  }

  mutating func insert(foldedRegion region: [UInt8], at element: Int) {
    let start = start(of: element)
    bytes.insert(contentsOf: region, at: start)
    ends.insert(UInt32(start), at: element)
    masks.insert(region.withUnsafeBufferPointer(ByteClasses.mask(of:)), at: element)
    for j in element..<ends.count { ends[j] += UInt32(region.count) }
  }

  mutating func remove(at element: Int) {
    let start = start(of: element)
    let length = Int(ends[element]) - start
    bytes.removeSubrange(start..<(start + length))
    ends.remove(at: element)
    masks.remove(at: element)
    for j in element..<ends.count { ends[j] -= UInt32(length) }
  }

  mutating func replace(at element: Int, with region: [UInt8]) {
    let start = start(of: element)
    let end = Int(ends[element])
    bytes.replaceSubrange(start..<end, with: region)
    masks[element] = region.withUnsafeBufferPointer(ByteClasses.mask(of:))
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
    tail.masks = Array(masks[half...])
    bytes.removeSubrange(cut...)
    ends.removeSubrange(half...)
    masks.removeSubrange(half...)
    return tail
  }

  // MARK: Matching

  /// The byte ranges of each folded key of `element`, in key order (separators excluded).
  func keyRanges(of element: Int) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var start = self.start(of: element)
    for position in start..<Int(ends[element]) where bytes[position] == Self.separator {
      ranges.append(start..<position)
      start = position + 1
    }
    return ranges
  }

  /// Whether the bytes of some token occur in `range` of the buffer.
  func holdsAny(of tokens: [[UInt8]], in range: Range<Int>) -> Bool {
    tokens.contains { token in
      guard let first = token.first, token.count <= range.count else { return false }
      var start = range.lowerBound
      while start <= range.upperBound - token.count {
        if bytes[start] == first && bytes[start..<(start + token.count)].elementsEqual(token) {
          return true
        }
        start += 1
      }
      return false
    }
  }

  /// Appends to `hits` (offset by `base`) every element, in order, where every token matches.
  ///
  /// Each element's byte summary (``ByteClasses``) is tested first: an element lacking a byte
  /// of some token is skipped without reading its region, and most elements are. A one-letter
  /// query is answered from the summary alone wherever every ASCII byte is a character of its
  /// own. The others are checked token by token inside their own region.
  func scan(tokens: [[UInt8]], prefix: Bool, base: Int, into hits: inout [Int32]) {
    let required = ByteClasses.required(by: tokens)
    let asciiTokens = tokens.allSatisfy { $0.allSatisfy { $0 < 0x80 } }
    // One ASCII token, what most searches are: passes with no branch that depends on the
    // data (a mispredicted branch per element cost more than the rest of the test).
    if !prefix && tokens.count == 1 && asciiTokens {
      scanShort(token: tokens[0], required: required, base: base, into: &hits)
      return
    }
    withView(tokens: tokens) { view, needles in
      let quickLimit = view.quickLimit(for: needles)
      for element in 0..<view.elementCount
      where view.elementMatches(
        needles, element: element, required: required, asciiNeedles: asciiTokens,
        prefix: prefix, quickLimit: quickLimit)
      {
        hits.append(Int32(base + element))
      }
    }
  }

  /// ``scan(tokens:prefix:base:into:)`` for one ASCII token, in contains mode, in two passes
  /// with no branch that depends on the data (for tokens of up to three bytes).
  ///
  /// The first pass writes every element whose summary has the token's bytes to a scratch
  /// buffer, moving the count on only for those. The second checks each candidate's region
  /// with two vector compares of its first, second and last byte (a letter needs none: the
  /// summary decides; a token longer than three bytes is verified where those agree) and
  /// compacts the matches in place. Regions longer than 64 bytes, and regions with an ASCII
  /// byte joined to another character, take the general path. When more than one element in
  /// ``streamingShare`` is a candidate, the whole buffer is searched in order instead
  /// (``ChunkView/streamMatches(_:base:into:)``).
  private func scanShort(token: [UInt8], required: UInt32, base: Int, into hits: inout [Int32]) {
    let letter = token.count == 1 && ByteClasses.isExact(token[0])
    withView(tokens: [token]) { view, needles in
      let needle = needles[0]
      let masks = view.masks
      let ends = view.ends
      let quickLimit = view.quickLimit(for: needles)
      let scratch = UnsafeMutablePointer<Int32>.allocate(capacity: max(view.elementCount, 1))
      defer { scratch.deallocate() }
      var candidates = 0
      var joined: UInt32 = 0
      for element in 0..<view.elementCount {
        scratch[candidates] = Int32(truncatingIfNeeded: element)
        // 1 when no required bit is missing, computed without a branch (`? 1 : 0` compiles
        // to one): `required` never has bit 31, so `missing - 1` wraps only for 0.
        let missing = ~masks[element] & required
        candidates &+= Int((missing &- 1) >> 31)
        joined |= masks[element]
      }
      // A letter, and no ASCII byte joined to another character: every candidate is a hit.
      if letter && joined & ByteClasses.joinsASCII == 0 {
        for candidate in 0..<candidates {
          scratch[candidate] = Int32(truncatingIfNeeded: base) &+ scratch[candidate]
        }
        hits.append(contentsOf: UnsafeBufferPointer(start: scratch, count: candidates))
        return
      }
      // Reading a candidate's region waits for memory (candidates are scattered), reading
      // every byte in order does not: past one candidate in `streamingShare`, streaming the
      // whole buffer costs less.
      if !letter && candidates &* Self.streamingShare > view.elementCount {
        view.streamMatches(needle, base: base, into: &hits)
        return
      }
      var found = 0
      for candidate in 0..<candidates {
        let element = Int(scratch[candidate])
        let whole = masks[element] & ByteClasses.joinsASCII == 0
        let start = view.start(of: element)
        let length = Int(ends[element]) &- start
        let hit: Bool
        if whole && (letter || (length <= ChunkView.quickLength && start <= quickLimit)) {
          hit = letter || view.quickMatches(needle, regionStart: start, length: length)
        } else {
          hit = view.matches(needle, element: element, prefix: false, wholeCharacters: whole)
        }
        scratch[found] = Int32(truncatingIfNeeded: base &+ element)
        found &+= oneIf(hit)
      }
      hits.append(contentsOf: UnsafeBufferPointer(start: scratch, count: found))
    }
  }

  /// Appends to `hits` those of `candidates` (positions in the index; `base` is this chunk's
  /// first) where every token matches: all of them when there is no token.
  func filter(
    _ candidates: ArraySlice<Int32>, tokens: [[UInt8]], prefix: Bool, base: Int,
    into hits: inout [Int32]
  ) {
    guard !tokens.isEmpty else {
      hits.append(contentsOf: candidates)
      return
    }
    let required = ByteClasses.required(by: tokens)
    let asciiTokens = tokens.allSatisfy { $0.allSatisfy { $0 < 0x80 } }
    // Letters alone ("jose m" after "jose"): an element's summary answers them wherever every
    // ASCII byte is a character, without reading its region.
    let lettersOnly = !prefix && tokens.allSatisfy { $0.count == 1 && ByteClasses.isExact($0[0]) }
    withView(tokens: tokens) { view, needles in
      let quickLimit = view.quickLimit(for: needles)
      let masks = view.masks
      for candidate in candidates {
        let element = Int(candidate) - base
        if lettersOnly {
          let mask = masks[element]
          if mask & ByteClasses.joinsASCII == 0 {
            if mask & required == required { hits.append(candidate) }
            continue
          }
        }
        if view.elementMatches(
          needles, element: element, required: required, asciiNeedles: asciiTokens,
          prefix: prefix, quickLimit: quickLimit)
        {
          hits.append(candidate)
        }
      }
    }
  }

  /// Writes to `followers[base + j]`, for each element `j`, the ``ByteClasses`` bits of the
  /// bytes right after the matches of the ASCII `token` in it (contains mode, as whole
  /// characters): 0 where it does not match. A letter typed after `token` matches exactly
  /// where its bit is set, in elements without ``ByteClasses/joinsASCII`` (see
  /// ``letterHits(after:followers:among:letter:base:into:)``).
  ///
  /// Every occurrence counts, not only an element's first, so the whole buffer is read once,
  /// 16 starting positions at a time.
  func writeFollowers(of token: [UInt8], into followers: DisjointSlots<UInt32>, base: Int) {
    for element in 0..<count { followers[base + element] = 0 }
    guard !token.isEmpty, count > 0 else { return }
    withView(tokens: [token]) { view, needles in
      let needle = needles[0]
      let length = needle.count
      let raw = UnsafeRawPointer(view.bytes)
      // Every match lies inside a key, and every key ends with the separator: the byte after
      // a match is always inside the buffer.
      let lastStart = view.byteCount - length
      var element = 0
      var position = 0
      while position <= lastStart {
        var lanes: UInt32 = 0
        if position + 16 + length <= view.byteCount {
          let first = raw.loadUnaligned(fromByteOffset: position, as: SIMD16<UInt8>.self)
          let last = raw.loadUnaligned(
            fromByteOffset: position &+ length &- 1, as: SIMD16<UInt8>.self)
          lanes = ByteSearch.laneBits((first .== needle.first) .& (last .== needle.last))
        } else {
          for lane in 0..<min(16, lastStart - position + 1)
          where view.bytes[position + lane] == needle.bytes[0]
            && view.bytes[position + lane + length - 1] == needle.bytes[length - 1]
          {
            lanes |= 1 << UInt32(lane)
          }
        }
        while lanes != 0 {
          let found = position &+ lanes.trailingZeroBitCount
          lanes &= lanes &- 1
          guard length <= 2 || ByteSearch.verify(needle, at: found, in: view.bytes) else {
            continue
          }
          element = view.element(containing: found, from: element)
          let whole = view.masks[element] & ByteClasses.joinsASCII == 0
          if whole
            || view.accepts(
              found, length: length, prefix: false, element: element, wholeCharacters: false)
          {
            followers[base &+ element] |= ByteClasses.bit(view.bytes[found &+ length])
          }
        }
        position &+= 16
      }
    }
  }

  /// Appends to `hits` (offset by `base`) every element where `token` followed by the letter
  /// `letter` (a–z) matches, given ``writeFollowers(of:into:base:)`` of `token` (indexed by
  /// position in the index) and `token`'s hits: an element's own bits decide, except where an
  /// ASCII byte is joined to another character, which is checked. Only `token`'s hits are
  /// looked at, so the cost follows them, as narrowing's does.
  func letterHits(
    after token: [UInt8], followers: ArraySlice<UInt32>, among candidates: HitBits,
    letter: UInt8, base: Int, into hits: inout [Int32]
  ) {
    let extended = token + [letter]
    let bit = ByteClasses.bit(letter)
    withView(tokens: [extended]) { view, needles in
      let quickLimit = view.quickLimit(for: needles)
      let required = ByteClasses.required(by: [extended])
      candidates.forEachPosition(inside: base..<(base + view.elementCount)) { position in
        let element = position &- base
        let joined = view.masks[element] & ByteClasses.joinsASCII != 0
        if joined
          ? view.elementMatches(
            needles, element: element, required: required, asciiNeedles: true, prefix: false,
            quickLimit: quickLimit)
          : followers[position] & bit != 0
        {
          hits.append(Int32(truncatingIfNeeded: position))
        }
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
        if view.accepts(
          found, length: needle.count, prefix: prefix, element: element, wholeCharacters: false)
        {
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
        masks.withUnsafeBufferPointer { masks in
          flat.withUnsafeBufferPointer { flat in
            var needles: [Needle] = []
            var offset = 0
            for token in tokens {
              needles.append(Needle(bytes: flat.baseAddress! + offset, count: token.count))
              offset += token.count
            }
            let view = ChunkView(
              bytes: bytes.baseAddress ?? UnsafePointer(bitPattern: 1)!, byteCount: bytes.count,
              ends: ends.baseAddress ?? UnsafePointer(bitPattern: 4)!, elementCount: ends.count,
              masks: masks.baseAddress ?? UnsafePointer(bitPattern: 4)!)
            return body(view, needles)
          }
        }
      }
    }
  }
}

/// 1 for `true`, 0 for `false`, without a branch: a `Bool` is stored as that very byte.
@inline(__always)
private func oneIf(_ condition: Bool) -> Int {
  Int(unsafeBitCast(condition, to: UInt8.self))
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
  /// One byte summary per element (``ByteClasses``).
  let masks: UnsafePointer<UInt32>

  func start(of element: Int) -> Int {
    element == 0 ? 0 : Int(ends[element - 1])
  }

  /// Appends to `hits` (offset by `base`) every element where the ASCII `needle` matches as
  /// whole characters, found by searching the whole buffer in order rather than element by
  /// element: the faster way when many elements hold the needle's bytes.
  func streamMatches(_ needle: Needle, base: Int, into hits: inout [Int32]) {
    var position = 0
    var element = 0
    while element < elementCount,
      let found = ByteSearch.find(needle, in: bytes, from: position, to: byteCount)
    {
      element = self.element(containing: found, from: element)
      let whole = masks[element] & ByteClasses.joinsASCII == 0
      if whole
        || accepts(
          found, length: needle.count, prefix: false, element: element, wholeCharacters: false)
      {
        hits.append(Int32(truncatingIfNeeded: base &+ element))
        // One hit per element: go on after its region.
        position = Int(ends[element])
        element &+= 1
      } else {
        position = found &+ 1
      }
    }
  }

  /// The element whose region holds byte `offset`, which is `from` or one after it: found by
  /// galloping forward from `from`, then halving, so a far match costs a logarithm of the
  /// elements skipped.
  func element(containing offset: Int, from: Int) -> Int {
    guard Int(ends[from]) <= offset else { return from }
    // Gallop: double the step until an end lies past `offset`, then halve the last step.
    var low = from &+ 1
    var step = 1
    var high = low
    while high < elementCount && Int(ends[high]) <= offset {
      low = high &+ 1
      step &<<= 1
      high = from &+ step
    }
    high = min(high, elementCount &- 1)
    while low < high {
      let middle = (low &+ high) >> 1
      if Int(ends[middle]) <= offset { low = middle &+ 1 } else { high = middle }
    }
    return low
  }

  /// Whether every needle matches in the element: its summary first, then its region, with
  /// ``quickMatches(_:regionStart:length:)`` where that is exact.
  ///
  /// - Parameters:
  ///   - required: ``ByteClasses/required(by:)`` of the needles.
  ///   - asciiNeedles: Whether every needle is ASCII.
  ///   - quickLimit: ``quickLimit(for:)`` of the needles.
  @inline(__always)
  func elementMatches(
    _ needles: [Needle], element: Int, required: UInt32, asciiNeedles: Bool, prefix: Bool,
    quickLimit: Int
  ) -> Bool {
    let mask = masks[element]
    guard mask & required == required else { return false }
    let whole = asciiNeedles && mask & ByteClasses.joinsASCII == 0
    let start = start(of: element)
    let length = Int(ends[element]) - start
    // Regions of at most 64 bytes (a name, or a contact's name, e-mail and phone) are checked
    // with a few vector compares per needle when every byte match counts.
    if whole && !prefix && length <= Self.quickLength && start <= quickLimit {
      return needles.allSatisfy { quickMatches($0, regionStart: start, length: length) }
    }
    return matchesAll(needles, element: element, prefix: prefix, wholeCharacters: whole)
  }

  /// The longest region ``quickMatches(_:regionStart:length:)`` checks: four vectors.
  static let quickLength = 64

  /// The last region start ``quickMatches(_:regionStart:length:)`` may be given for any of
  /// `needles`: its vector loads read up to 64 bytes past the needle's last byte, so the last
  /// few regions of a chunk take the general path.
  func quickLimit(for needles: [Needle]) -> Int {
    byteCount - (Self.quickLength - 1) - needles.reduce(0) { max($0, $1.count) }
  }

  /// Whether `needle` occurs in the region of `length` (at most ``quickLength``) bytes at
  /// `regionStart`, for a region where every byte match is a match (see
  /// ``matches(_:element:prefix:wholeCharacters:)``) and ``quickLength`` bytes past
  /// `regionStart + needle.count - 1` may be read.
  @inline(__always)
  func quickMatches(_ needle: Needle, regionStart: Int, length: Int) -> Bool {
    // Lanes past the region belong to the next elements. A match starting inside the region
    // ends inside it: no needle byte is the separator that ends every region.
    var bits =
      UInt64(quickLanes(needle, at: regionStart))
      | UInt64(quickLanes(needle, at: regionStart &+ 16)) << 16
    if length > 32 {
      bits |=
        UInt64(quickLanes(needle, at: regionStart &+ 32)) << 32
        | UInt64(quickLanes(needle, at: regionStart &+ 48)) << 48
    }
    // `length` is at most 64; a shift by 64 would be undefined, so the mask is built in two.
    bits &= length == 64 ? ~0 : (UInt64(1) << UInt64(length)) &- 1
    if needle.count <= 3 { return bits != 0 }
    while bits != 0 {
      let lane = bits.trailingZeroBitCount
      bits &= bits &- 1
      if ByteSearch.verify(needle, at: regionStart + lane, in: bytes) { return true }
    }
    return false
  }

  /// The lanes of the 16 starting positions at `position` whose first, second and last bytes
  /// are the needle's: exactly its matches for needles of up to three bytes.
  @inline(__always)
  private func quickLanes(_ needle: Needle, at position: Int) -> UInt32 {
    let base = UnsafeRawPointer(bytes)
    let first = base.loadUnaligned(fromByteOffset: position, as: SIMD16<UInt8>.self)
    let last = base.loadUnaligned(
      fromByteOffset: position &+ needle.count &- 1, as: SIMD16<UInt8>.self)
    let mid = base.loadUnaligned(
      fromByteOffset: position &+ needle.midOffset, as: SIMD16<UInt8>.self)
    // For one or two bytes the three compares repeat bytes already compared, which costs
    // less than a branch on the length.
    return ByteSearch.laneBits(
      (first .== needle.first) .& (last .== needle.last) .& (mid .== needle.mid))
  }

  /// Whether every needle matches in the element's region.
  @inline(__always)
  func matchesAll(_ needles: [Needle], element: Int, prefix: Bool, wholeCharacters: Bool) -> Bool {
    for needle in needles
    where !matches(needle, element: element, prefix: prefix, wholeCharacters: wholeCharacters) {
      return false
    }
    return true
  }

  /// Whether `needle` matches (as whole characters) inside the element's region.
  ///
  /// - Parameter wholeCharacters: The caller knows every byte match is one of whole
  ///   characters (an ASCII needle in a region whose ASCII bytes are each a character).
  func matches(_ needle: Needle, element: Int, prefix: Bool, wholeCharacters: Bool) -> Bool {
    var position = start(of: element)
    let end = Int(ends[element])
    while let found = ByteSearch.find(
      needle, in: bytes, from: position, to: end, readableUpTo: byteCount)
    {
      if accepts(
        found, length: needle.count, prefix: prefix, element: element,
        wholeCharacters: wholeCharacters)
      {
        return true
      }
      position = found + 1
    }
    return false
  }

  /// Whether a byte match is a match of whole characters (and, for prefix search, starts a
  /// word). Pure ASCII surroundings decide at once; anything else decodes the key, unless the
  /// caller vouches for `wholeCharacters`.
  func accepts(
    _ position: Int, length: Int, prefix: Bool, element: Int, wholeCharacters: Bool
  ) -> Bool {
    let regionStart = start(of: element)
    let separator = SearchChunk.separator
    let before: UInt8 = position == regionStart ? separator : bytes[position - 1]
    let leftIsKeyStart = before == separator
    if prefix && !leftIsKeyStart {
      // An ASCII byte after another ASCII byte (or at a key's start) is a character of its
      // own; after anything else it may end a larger one ("\u{600}1" is not a number).
      let asciiCharacter =
        before < 0x80
        && (position - 1 == regionStart || bytes[position - 2] < 0x80
          || bytes[position - 2] == separator)
      if asciiCharacter {
        if Self.isASCIIAlphanumeric(before) { return false }
      } else if !slowWordStart(position, element: element) {
        return false
      }
    }
    if wholeCharacters { return true }
    let after = bytes[position + length]
    let first = bytes[position]
    let last = bytes[position + length - 1]
    let simpleLeft = leftIsKeyStart || (before < 0x80 && before != 0x0D && first < 0x80)
    let simpleRight =
      after == separator || (after < 0x80 && last < 0x80 && !(last == 0x0D && after == 0x0A))
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

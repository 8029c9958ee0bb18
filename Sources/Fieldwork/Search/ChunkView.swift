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

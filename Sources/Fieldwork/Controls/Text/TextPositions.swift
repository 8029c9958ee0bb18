/// Converts between the UTF-16 offsets `NSRange` counts and `String.Index`, in a time that
/// does not grow with the text: every few kilobytes it keeps a checkpoint pairing a UTF-8
/// offset with its UTF-16 offset, and a conversion walks the bytes from the nearest one.
///
/// The standard library converts through "breadcrumbs" that every mutation discards, so for
/// a non-ASCII text each conversion after an edit is a pass over the whole text (about 15 ms
/// for a 10 MB note). A text control converts on every keystroke; this table is updated in
/// step with each edit instead, at the cost of shifting the checkpoints after it (one per
/// ``stride`` bytes).
///
/// The conversions need the text's bytes contiguous, as every native Swift string's are;
/// for a bridged string they fall back to the standard library.
package struct TextPositions: Sendable {
  /// The bytes between checkpoints, at least; a gap grows to at most twice this before it
  /// gets a checkpoint of its own.
  package static let stride = 1024

  /// The checkpoints' UTF-8 offsets, ascending, each on a scalar boundary; the first is 0.
  private(set) var utf8Checkpoints: [Int] = [0]
  /// The checkpoints' UTF-16 offsets, in step with ``utf8Checkpoints``.
  private(set) var utf16Checkpoints: [Int] = [0]
  /// The UTF-8 length of the text.
  package private(set) var utf8Count = 0
  /// The UTF-16 length of the text.
  package private(set) var utf16Count = 0

  /// The positions of `text`, found in one pass over its bytes.
  package init(_ text: String) {
    utf8Count = text.utf8.count
    utf16Count = utf8Count
    let complete: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
      fillCheckpoints(after: 0, until: bytes.count, in: bytes, units: 0)
    }
    if complete == nil { utf16Count = text.utf16.count }
  }

  /// Whether every character is ASCII, so UTF-8 and UTF-16 offsets are the same.
  private var isASCII: Bool { utf8Count == utf16Count }

  // MARK: Converting

  /// The index at UTF-16 `offset` (clamped into the text). An offset between the two halves
  /// of a surrogate pair gives the index the standard library's UTF-16 view gives there, one
  /// that lies on no scalar boundary.
  package func index(at offset: Int, in text: String) -> String.Index {
    let offset = min(max(offset, 0), utf16Count)
    let utf8 = text.utf8
    if isASCII { return utf8.index(utf8.startIndex, offsetBy: offset) }
    if offset == utf16Count { return text.endIndex }
    let found = utf8.withContiguousStorageIfAvailable { bytes -> (byte: Int, inPair: Bool) in
      let checkpoint = Self.last(in: utf16Checkpoints, notAbove: offset)
      var byte = utf8Checkpoints[checkpoint]
      var units = utf16Checkpoints[checkpoint]
      while units < offset {
        let length = Self.scalarLength(lead: bytes[byte])
        let scalarUnits = length == 4 ? 2 : 1
        if units + scalarUnits > offset { return (byte, true) }
        byte += length
        units += scalarUnits
      }
      return (byte, false)
    }
    guard let found else { return text.utf16.index(text.utf16.startIndex, offsetBy: offset) }
    let index = utf8.index(utf8.startIndex, offsetBy: found.byte)
    return found.inPair ? text.utf16.index(after: index) : index
  }

  /// The UTF-16 offset of `index`, which must be an index of `text`.
  package func offset(of index: String.Index, in text: String) -> Int {
    if index == text.endIndex { return utf16Count }
    guard index.samePosition(in: text.unicodeScalars) != nil else {
      // Inside a scalar: only the UTF-16 view's own indices can be, and it knows them.
      return text.utf16.distance(from: text.utf16.startIndex, to: index)
    }
    return utf16Offset(ofUTF8: text.utf8.distance(from: text.utf8.startIndex, to: index), in: text)
  }

  /// The UTF-16 offset of UTF-8 offset `byte`, which must lie on a scalar boundary of `text`.
  package func utf16Offset(ofUTF8 byte: Int, in text: String) -> Int {
    if isASCII || byte == 0 { return byte }
    if byte >= utf8Count { return utf16Count }
    let units = text.utf8.withContiguousStorageIfAvailable { bytes in
      let checkpoint = Self.last(in: utf8Checkpoints, notAbove: byte)
      return utf16Checkpoints[checkpoint]
        + Self.utf16Length(of: bytes[utf8Checkpoints[checkpoint]..<byte])
    }
    if let units { return units }
    let utf8 = text.utf8
    let index = utf8.index(utf8.startIndex, offsetBy: byte)
    return text.utf16.distance(from: text.utf16.startIndex, to: index)
  }

  /// The UTF-8 offset of UTF-16 `offset`, which must lie on a scalar boundary.
  package func utf8Offset(at offset: Int, in text: String) -> Int {
    text.utf8.distance(from: text.utf8.startIndex, to: index(at: offset, in: text))
  }

  // MARK: Following edits

  /// Follows an edit that replaced the UTF-8 bytes `lower..<upper` (UTF-16 `lower16..<upper16`)
  /// of the old text with `replacement`, giving `newText`: checkpoints inside the replaced
  /// bytes go, those after move, and a gap grown past twice the stride gets new ones.
  package mutating func replace(
    utf8 range: Range<Int>, utf16 range16: Range<Int>, with replacement: String,
    giving newText: String
  ) {
    let inserted8 = replacement.utf8.count
    let inserted16 = replacement.utf16.count
    let shift8 = inserted8 - range.count
    let shift16 = inserted16 - range16.count
    utf8Count += shift8
    utf16Count += shift16
    // Checkpoints after the start and before the end of the replaced bytes pointed into them.
    let before = Self.last(in: utf8Checkpoints, notAbove: range.lowerBound)
    var after = before + 1
    while after < utf8Checkpoints.count, utf8Checkpoints[after] < range.upperBound { after += 1 }
    utf8Checkpoints.removeSubrange((before + 1)..<after)
    utf16Checkpoints.removeSubrange((before + 1)..<after)
    for i in (before + 1)..<utf8Checkpoints.count {
      utf8Checkpoints[i] += shift8
      utf16Checkpoints[i] += shift16
    }
    let gapEnd = before + 1 < utf8Checkpoints.count ? utf8Checkpoints[before + 1] : utf8Count
    guard gapEnd - utf8Checkpoints[before] > 2 * Self.stride else { return }
    let done: Void? = newText.utf8.withContiguousStorageIfAvailable { bytes in
      var tail = TextPositions.empty
      tail.fillCheckpoints(
        after: utf8Checkpoints[before], until: gapEnd - Self.stride, in: bytes,
        units: utf16Checkpoints[before])
      utf8Checkpoints.insert(contentsOf: tail.utf8Checkpoints, at: before + 1)
      utf16Checkpoints.insert(contentsOf: tail.utf16Checkpoints, at: before + 1)
    }
    if done == nil { self = TextPositions(newText) }
  }

  /// A table with no checkpoints at all, to collect new ones in.
  private static var empty: TextPositions {
    var table = TextPositions("")
    table.utf8Checkpoints = []
    table.utf16Checkpoints = []
    return table
  }

  // MARK: Scanning

  /// Walks the bytes from `start` (a checkpoint at UTF-16 offset `units`) to `limit`,
  /// appending a checkpoint at the first scalar boundary a stride past the previous one;
  /// when `limit` is the end of the bytes, also sets the UTF-16 length.
  private mutating func fillCheckpoints(
    after start: Int, until limit: Int, in bytes: UnsafeBufferPointer<UInt8>, units: Int
  ) {
    var byte = start
    var units = units
    var last = start
    while byte < limit {
      let length = Self.scalarLength(lead: bytes[byte])
      byte += length
      units += length == 4 ? 2 : 1
      if byte - last >= Self.stride, byte < limit {
        utf8Checkpoints.append(byte)
        utf16Checkpoints.append(units)
        last = byte
      }
    }
    if limit == bytes.count { utf16Count = units }
  }

  /// The UTF-16 length of whole scalars' UTF-8 bytes: one unit per scalar, two for a scalar
  /// of four bytes.
  package static func utf16Length(of bytes: some Collection<UInt8>) -> Int {
    var units = 0
    for byte in bytes {
      // Continuation bytes (10xxxxxx) count nothing; a four-byte lead (11110xxx) counts two.
      if byte & 0xC0 != 0x80 { units += 1 }
      if byte >= 0xF0 { units += 1 }
    }
    return units
  }

  /// The length of the scalar whose first byte is `lead`.
  private static func scalarLength(lead: UInt8) -> Int {
    lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
  }

  /// The index of the last element of the ascending, non-empty `values` that is not above
  /// `value` (or 0).
  private static func last(in values: [Int], notAbove value: Int) -> Int {
    var low = 0
    var high = values.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if values[middle] <= value { low = middle } else { high = middle }
    }
    return low
  }
}

import Foundation

// Where the caret goes in a text of several lines: line starts and ends, columns, the line
// above and below, word boundaries. Lines are the text's own, separated by the characters
// `Character.isNewline` is true for (LF, CR, CR LF, VT, FF, NEL, LS, PS), each a grapheme
// cluster of its own; wrapping to a width is a front end's business. Line breaks are found by
// scanning the UTF-8 bytes, so a line costs its own length, wherever it lies in the text.

extension TextBuffer {
  /// The UTF-16 offset where the line holding `offset` starts: after the nearest line break
  /// before it, or 0.
  package func lineStart(at offset: Int) -> Int {
    let byte = positions.utf8Offset(at: offset, in: text)
    let start =
      text.utf8.withContiguousStorageIfAvailable { bytes in
        var index = byte
        while index > 0 {
          if Self.lineBreakLength(endingAt: index, in: bytes) > 0 { return index }
          index -= 1
        }
        return 0
      } ?? slowLineStart(fromUTF8: byte)
    return positions.utf16Offset(ofUTF8: start, in: text)
  }

  /// The UTF-16 offset where the line holding `offset` ends: before the nearest line break
  /// at or after it, or the end of the text.
  package func lineEnd(at offset: Int) -> Int {
    let byte = positions.utf8Offset(at: offset, in: text)
    let end =
      text.utf8.withContiguousStorageIfAvailable { bytes in
        var index = byte
        while index < bytes.count {
          if Self.lineBreakLength(startingAt: index, in: bytes) > 0 { return index }
          index += 1
        }
        return bytes.count
      } ?? slowLineEnd(fromUTF8: byte)
    return positions.utf16Offset(ofUTF8: end, in: text)
  }

  /// The UTF-16 range of the line holding `offset`, without its line break.
  package func lineRange(at offset: Int) -> NSRange {
    let start = lineStart(at: offset)
    return NSRange(location: start, length: lineEnd(at: offset) - start)
  }

  /// How many characters (grapheme clusters) lie between the start of the line and
  /// `offset`.
  package func column(of offset: Int) -> Int {
    text.distance(from: index(at: lineStart(at: offset)), to: index(at: offset))
  }

  /// The offset `column` characters into the line above (`up`) or below the one holding
  /// `offset`, or at that line's end when it is shorter; `nil` on the first (or last) line.
  package func offset(inLineAdjacentTo offset: Int, up: Bool, column: Int) -> Int? {
    let start: Int
    let end: Int
    if up {
      let currentStart = lineStart(at: offset)
      guard currentStart > 0 else { return nil }
      end = self.offset(of: text.index(before: index(at: currentStart)))
      start = lineStart(at: end)
    } else {
      let currentEnd = lineEnd(at: offset)
      guard currentEnd < utf16Count else { return nil }
      start = self.offset(of: text.index(after: index(at: currentEnd)))
      end = lineEnd(at: start)
    }
    let endIndex = index(at: end)
    let target =
      text.index(index(at: start), offsetBy: max(column, 0), limitedBy: endIndex) ?? endIndex
    return self.offset(of: target)
  }

  /// The start of the word before `offset`: back over what is not a word, then over the
  /// word's characters (letters, digits, `_`).
  package func wordStart(before offset: Int) -> Int {
    var position = index(at: offset)
    while position > text.startIndex, !Self.isWordCharacter(text[text.index(before: position)]) {
      position = text.index(before: position)
    }
    while position > text.startIndex, Self.isWordCharacter(text[text.index(before: position)]) {
      position = text.index(before: position)
    }
    return self.offset(of: position)
  }

  /// The end of the word after `offset`: forward over what is not a word, then over the
  /// word's characters.
  package func wordEnd(after offset: Int) -> Int {
    var position = index(at: offset)
    while position < text.endIndex, !Self.isWordCharacter(text[position]) {
      position = text.index(after: position)
    }
    while position < text.endIndex, Self.isWordCharacter(text[position]) {
      position = text.index(after: position)
    }
    return self.offset(of: position)
  }

  /// The boundary one character before `offset` (0 stays 0).
  package func characterBoundary(before offset: Int) -> Int {
    offset <= 0 ? 0 : clusterBefore(offset).location
  }

  /// The boundary one character after `offset` (the end stays the end).
  package func characterBoundary(after offset: Int) -> Int {
    guard offset < utf16Count else { return utf16Count }
    let cluster = clusterAfter(offset)
    return cluster.location + cluster.length
  }

  // MARK: Bytes

  static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }

  /// The UTF-8 length of the line break that ends just before byte `end`, or 0. (CR LF is
  /// found by its LF.)
  private static func lineBreakLength(
    endingAt end: Int, in bytes: UnsafeBufferPointer<UInt8>
  ) -> Int {
    let last = bytes[end - 1]
    if (0x0A...0x0D).contains(last) { return 1 }
    if last == 0x85, end >= 2, bytes[end - 2] == 0xC2 { return 2 }
    if last == 0xA8 || last == 0xA9, end >= 3, bytes[end - 2] == 0x80, bytes[end - 3] == 0xE2 {
      return 3
    }
    return 0
  }

  /// The UTF-8 length of the line break that starts at byte `start`, or 0.
  private static func lineBreakLength(
    startingAt start: Int, in bytes: UnsafeBufferPointer<UInt8>
  ) -> Int {
    let first = bytes[start]
    if (0x0A...0x0D).contains(first) { return 1 }
    if first == 0xC2, start + 1 < bytes.count, bytes[start + 1] == 0x85 { return 2 }
    if first == 0xE2, start + 2 < bytes.count, bytes[start + 1] == 0x80,
      bytes[start + 2] == 0xA8 || bytes[start + 2] == 0xA9
    {
      return 3
    }
    return 0
  }

  /// The line start for a text without contiguous bytes (a bridged string), by characters.
  private func slowLineStart(fromUTF8 byte: Int) -> Int {
    var position = text.utf8.index(text.utf8.startIndex, offsetBy: byte)
    while position > text.startIndex, !text[text.index(before: position)].isNewline {
      position = text.index(before: position)
    }
    return text.utf8.distance(from: text.utf8.startIndex, to: position)
  }

  /// The line end for a text without contiguous bytes, by characters.
  private func slowLineEnd(fromUTF8 byte: Int) -> Int {
    var position = text.utf8.index(text.utf8.startIndex, offsetBy: byte)
    while position < text.endIndex, !text[position].isNewline {
      position = text.index(after: position)
    }
    return text.utf8.distance(from: text.utf8.startIndex, to: position)
  }
}

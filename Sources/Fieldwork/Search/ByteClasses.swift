/// A 32-bit summary of the bytes in an element's folded region, tested before the region is
/// read.
///
/// Bits 0–25 stand for `a`–`z`, one letter each; every other ASCII byte (digits included) and
/// every byte of a non-ASCII character shares one of bits 26–29 with others. Bit 30
/// (``hasNonASCII``) marks a region holding a character that is not ASCII. Bit 31
/// (``joinsASCII``) marks a region where some ASCII byte is only part of a character (a
/// carriage return before a line feed, a letter before a combining mark, a prepended mark
/// before a letter): only there can a byte match of an ASCII token fail to be a match of
/// whole characters.
///
/// A region holds every byte of a token it matches, so an element whose mask lacks a bit the
/// query needs cannot match, and a one-letter query is decided by the bit alone in a region
/// without ``joinsASCII``. Four bytes per element keep the index within its memory budget
/// (1.5 × the folded bytes + 8 per element) for keys as short as seven bytes.
enum ByteClasses {
  static let hasNonASCII: UInt32 = 1 << 30
  static let joinsASCII: UInt32 = 1 << 31

  /// The bit of `byte`.
  @inline(__always)
  static func bit(_ byte: UInt8) -> UInt32 {
    switch byte {
    case 0x61...0x7A: return 1 << UInt32(byte &- 0x61)
    default: return 1 << UInt32(26 &+ byte % 4)
    }
  }

  /// Whether `byte` has a bit of its own, so that the bit means that very byte.
  static func isExact(_ byte: UInt8) -> Bool {
    (0x61...0x7A).contains(byte)
  }

  /// The mask of a region of folded keys, each followed by the separator.
  static func mask(of region: UnsafeBufferPointer<UInt8>) -> UInt32 {
    var mask: UInt32 = 0
    var unusual = false
    for byte in region where byte != SearchChunk.separator {
      mask |= bit(byte)
      unusual = unusual || byte >= 0x80 || byte == 0x0D
    }
    guard unusual else { return mask }
    var nonASCII = false
    for key in region.split(separator: SearchChunk.separator) {
      for character in String(decoding: UnsafeBufferPointer(rebasing: key), as: UTF8.self) {
        let utf8 = character.utf8
        guard utf8.count > 1 else { continue }
        if utf8.contains(where: { $0 < 0x80 }) { mask |= joinsASCII }
        if utf8.contains(where: { $0 >= 0x80 }) { nonASCII = true }
      }
    }
    return nonASCII ? mask | hasNonASCII : mask
  }

  /// The bits an element's mask must all have for every token to match in it.
  static func required(by tokens: [[UInt8]]) -> UInt32 {
    var mask: UInt32 = 0
    for token in tokens {
      for byte in token {
        mask |= bit(byte)
        if byte >= 0x80 { mask |= hasNonASCII }
      }
    }
    return mask
  }
}

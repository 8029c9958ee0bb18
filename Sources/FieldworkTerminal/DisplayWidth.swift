/// How many terminal columns text takes: per grapheme cluster, following East Asian Width.
///
/// A cluster is two columns wide when its first scalar is East Asian Wide or Fullwidth (CJK
/// ideographs, kana, Hangul syllables, fullwidth forms), when any of its scalars has emoji
/// presentation (😀, 🇯🇵, 👍🏽, a ZWJ family), or when it asks for emoji presentation with
/// U+FE0F (❤️); otherwise one. A combining mark belongs to the cluster before it and adds
/// nothing. Control characters have no width here: ``VisibleText`` makes them visible
/// before anything is measured or drawn.
public enum DisplayWidth {
  /// The columns `character` takes: 0 (a control), 1 or 2.
  public static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if first.value < 0x20 || (0x7F...0x9F).contains(first.value) { return 0 }
    if first.value < 0x300 && scalars.count == 1 { return 1 }  // ASCII and Latin-1 fast path
    if isWide(first) { return 2 }
    for scalar in scalars where scalar.value == 0xFE0F || scalar.properties.isEmojiPresentation {
      return 2
    }
    return 1
  }

  /// The columns `text` takes: the sum over its grapheme clusters.
  public static func of(_ text: some StringProtocol) -> Int {
    var total = 0
    for character in text { total += of(character) }
    return total
  }

  /// East Asian Width W or F (Unicode 15, UAX #11), by block.
  private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    guard value >= 0x1100 else { return false }
    for range in wideRanges {
      if value < range.lowerBound { return false }
      if range.contains(value) { return true }
    }
    return false
  }

  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul Jamo leading consonants
    0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0, 0x23F3...0x23F3,
    0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F, 0x2693...0x2693,
    0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE...0x26CE,
    0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5, 0x26FA...0x26FA,
    0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728, 0x274C...0x274C,
    0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797, 0x27B0...0x27B0,
    0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
    0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols
    0x3041...0x33FF,  // kana, Bopomofo, Hangul compatibility jamo, CJK compatibility
    0x3400...0x4DBF,  // CJK extension A
    0x4E00...0x9FFF,  // CJK unified ideographs
    0xA000...0xA4CF,  // Yi
    0xA960...0xA97F,  // Hangul Jamo extended A
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK compatibility ideographs
    0xFE10...0xFE19, 0xFE30...0xFE6F,  // vertical forms, CJK compatibility and small forms
    0xFF00...0xFF60, 0xFFE0...0xFFE6,  // fullwidth forms
    0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF,  // Tangut, kana supplement
    0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A,
    0x1F200...0x1F202, 0x1F210...0x1F23B, 0x1F240...0x1F248, 0x1F250...0x1F251,
    0x1F260...0x1F265, 0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F7E0...0x1F7EB,
    0x1F90C...0x1F9FF, 0x1FA70...0x1FAFF,  // emoji and pictographs
    0x20000...0x2FFFD, 0x30000...0x3FFFD,  // CJK extensions B and later
  ]
}

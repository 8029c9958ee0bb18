import Foundation

/// The fuzzer's bytes, read as a stream of small decisions. Running out of bytes yields
/// zeros, so every input is a complete program.
final class FuzzInput {
  private let bytes: [UInt8]
  private var offset = 0

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  var isExhausted: Bool { offset >= bytes.count }

  func byte() -> UInt8 {
    guard offset < bytes.count else { return 0 }
    defer { offset += 1 }
    return bytes[offset]
  }

  /// A number in `0..<count` (count > 0).
  func choose(_ count: Int) -> Int {
    Int(byte()) % count
  }

  func bool() -> Bool { byte() & 1 == 1 }

  /// A small integer, occasionally far out of range: UTF-16 offsets and lengths.
  func offset(around length: Int) -> Int {
    switch choose(16) {
    case 0: return -Int(byte())
    case 1: return length + Int(byte())
    case 2: return NSNotFound
    case 3: return Int.max - Int(byte())
    default: return length == 0 ? 0 : choose(length + 1)
    }
  }

  func range(in length: Int) -> NSRange {
    let location = offset(around: length)
    let length = choose(4) == 0 ? offset(around: length) : choose(max(length, 1) + 1)
    return NSRange(location: location, length: length)
  }

  /// Text made of pieces that stress Unicode handling, or raw bytes decoded as UTF-8.
  func text(maxPieces: Int = 4) -> String {
    var result = ""
    for _ in 0..<choose(maxPieces + 1) {
      if choose(8) == 0 {
        let count = choose(6)
        let raw = (0..<count).map { _ in byte() }
        result += String(decoding: raw, as: UTF8.self)
      } else {
        result += Self.pieces[choose(Self.pieces.count)]
      }
    }
    return result
  }

  static let pieces: [String] = [
    "a", "b", "Z", " ", "é", "e\u{301}", "\u{301}", "\u{345}", "👍", "👍🏽", "🏽", "🇯🇵", "🇫",
    "\u{200D}", "👨‍👩‍👧‍👦", "漢", "に", "한", "\u{1100}", "\u{1161}", "ש", "ع", "1", "-", "\n", "\r\n",
    "\t", "ß", "İ", "ﬁ", "क्ष", "ष", "्", "\u{FEFF}", "\u{0}", "\u{1B}", "Ø", "ǅ",
    // A prepended mark and a spacing mark: each joins the ASCII character next to it.
    "\u{600}", "\u{903}",
  ]
}

/// Stops the fuzzer with a message when an invariant does not hold.
func require(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError("invariant violated: \(message())") }
}

/// Prints a step of the fuzzed program when `FIELDWORK_FUZZ_TRACE` is set, for replaying a
/// crash by hand.
func trace(_ message: @autoclosure () -> String) {
  if isTracing { FileHandle.standardError.write(Data((message() + "\n").utf8)) }
}

private let isTracing = ProcessInfo.processInfo.environment["FIELDWORK_FUZZ_TRACE"] != nil

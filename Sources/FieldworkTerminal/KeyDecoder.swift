/// Turns the bytes a terminal sends in raw mode into key presses.
///
/// Feed it every read with ``decode(_:)``; it keeps what a read split (half a UTF-8
/// character, half an escape sequence) for the next one. A lone Escape cannot be told apart
/// from the start of a sequence until more bytes arrive or none do: when
/// ``hasPendingInput`` is true after a read and nothing follows within a short timeout
/// (``TerminalSession`` waits 25 ms), call ``flush()``.
///
/// - UTF-8 text arrives as one ``Key/character(_:)`` per grapheme cluster; invalid bytes are
///   dropped.
/// - CSI (`ESC [`) and SS3 (`ESC O`) sequences for the arrows, Home, End, Delete, Page Up and
///   Page Down, with xterm's modifier parameter (`ESC [ 1 ; 3 D` is Alt-Left); `ESC [ Z` is
///   Shift-Tab. Any other sequence is consumed and ignored, never typed as text.
/// - Escape followed by a key is that key with ``KeyModifiers/alt``.
/// - A bracketed paste (`ESC [ 200 ~` … `ESC [ 201 ~`) arrives as one ``Key/paste(_:)``. An
///   end marker that is itself followed, in the input already received, by another end
///   marker with no start marker between them is part of the pasted text: a pasted string
///   carrying the end marker cannot end the paste early and have the rest typed as keys.
///
/// Memory is bounded: a sequence longer than ``maximumSequenceLength`` bytes is dropped, up
/// to and including its final byte however long it goes on, and a paste keeps its first
/// ``maximumPasteLength`` bytes.
public struct KeyDecoder: Sendable {
  /// The longest escape sequence kept; longer ones are dropped as they arrive.
  public static let maximumSequenceLength = 64
  /// The most bytes of one paste kept; the rest of the paste is dropped.
  public static let maximumPasteLength = 1 << 20

  private var buffer: [UInt8] = []
  private var pasted: [UInt8]?
  private var pasteOverflowed = false
  /// Set when a sequence grew past the limit: its remaining parameter bytes and its final
  /// byte are dropped as they arrive, never typed.
  private var discardingSequence = false

  private static let pasteStart: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x30, 0x7E]
  private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

  /// Creates a decoder with nothing pending.
  public init() {}

  /// Whether bytes wait for more input: an Escape that may start a sequence, a split UTF-8
  /// character or sequence, or an unfinished paste.
  public var hasPendingInput: Bool { !buffer.isEmpty || pasted != nil }

  /// Whether a bracketed paste has started and not ended: its text may arrive over several
  /// reads, with pauses longer than an Escape's timeout.
  public var isPasting: Bool { pasted != nil }

  /// The bytes held back (a split character or sequence, and an unfinished paste): bounded
  /// by ``maximumSequenceLength`` and ``maximumPasteLength``, which the fuzzer checks.
  package var pendingByteCount: Int { buffer.count + (pasted?.count ?? 0) }

  /// Decodes `bytes` (one read), returning the keys they complete.
  public mutating func decode(_ bytes: some Sequence<UInt8>) -> [KeyEvent] {
    buffer.append(contentsOf: bytes)
    return process(final: false)
  }

  /// Decodes what is pending as if no more input will follow: a lone Escape becomes
  /// ``Key/escape``, an unfinished sequence or character is dropped, an unfinished paste is
  /// delivered.
  public mutating func flush() -> [KeyEvent] {
    var events = process(final: true)
    if let pasted {
      events.append(KeyEvent(.paste(String(decoding: pasted, as: UTF8.self))))
      self.pasted = nil
      pasteOverflowed = false
    }
    buffer.removeAll()
    return events
  }

  private enum Step {
    case event(KeyEvent?, length: Int)
    case text(length: Int)
    case startPaste(length: Int)
    case overlong(length: Int)
    case needMore
  }

  private mutating func process(final: Bool) -> [KeyEvent] {
    var events: [KeyEvent] = []
    var position = 0
    while position < buffer.count {
      if discardingSequence {
        let byte = buffer[position]
        if (0x20...0x3F).contains(byte) {
          position += 1
          continue
        }
        discardingSequence = false
        if (0x40...0x7E).contains(byte) {
          position += 1
          continue
        }
      }
      if pasted != nil {
        position = continuePaste(at: position, into: &events)
        if pasted != nil { break }
        continue
      }
      switch step(at: position, final: final) {
      case .event(let event, let length):
        if let event { events.append(event) }
        position += length
      case .overlong(let length):
        discardingSequence = true
        position += length
      case .text(let length):
        let text = String(decoding: buffer[position..<position + length], as: UTF8.self)
        for character in text where !character.isControlLike {
          events.append(KeyEvent(.character(character)))
        }
        position += length
      case .startPaste(let length):
        pasted = []
        position += length
      case .needMore:
        buffer.removeFirst(position)
        return events
      }
    }
    buffer.removeFirst(position)
    return events
  }

  /// Moves pasted bytes from `position` into the paste, ending it at an end marker.
  private mutating func continuePaste(at position: Int, into events: inout [KeyEvent]) -> Int {
    var searchFrom = position
    while true {
      guard let end = Self.find(Self.pasteEnd, in: buffer, from: searchFrom) else {
        // Keep a possible start of the marker for the next read; the rest is pasted text.
        let keep = Self.suffixMatchingPrefix(of: Self.pasteEnd, in: buffer, from: position)
        appendPasted(buffer[position..<buffer.count - keep])
        return buffer.count - keep
      }
      let after = end + Self.pasteEnd.count
      let nextEnd = Self.find(Self.pasteEnd, in: buffer, from: after)
      let nextStart = Self.find(Self.pasteStart, in: buffer, from: after)
      if let nextEnd, nextStart.map({ $0 > nextEnd }) ?? true {
        // Another end marker follows with no new paste before it: this one was pasted text.
        searchFrom = after
        continue
      }
      appendPasted(buffer[position..<end])
      events.append(KeyEvent(.paste(String(decoding: pasted ?? [], as: UTF8.self))))
      pasted = nil
      pasteOverflowed = false
      return after
    }
  }

  private mutating func appendPasted(_ bytes: ArraySlice<UInt8>) {
    let room = Self.maximumPasteLength - (pasted?.count ?? 0)
    if bytes.count > room { pasteOverflowed = true }
    pasted?.append(contentsOf: bytes.prefix(max(room, 0)))
  }

  private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
    guard haystack.count >= needle.count, start <= haystack.count - needle.count else {
      return nil
    }
    var index = start
    while index <= haystack.count - needle.count {
      if haystack[index] == needle[0]
        && haystack[index..<index + needle.count].elementsEqual(needle)
      {
        return index
      }
      index += 1
    }
    return nil
  }

  /// The length of the longest suffix of `haystack[start...]` that is a proper prefix of `needle`.
  private static func suffixMatchingPrefix(
    of needle: [UInt8], in haystack: [UInt8], from start: Int
  ) -> Int {
    let available = haystack.count - start
    var length = min(needle.count - 1, available)
    while length > 0 {
      if haystack[(haystack.count - length)...].elementsEqual(needle.prefix(length)) {
        return length
      }
      length -= 1
    }
    return 0
  }

  private func step(at position: Int, final: Bool) -> Step {
    let byte = buffer[position]
    switch byte {
    case 0x1B:
      return escape(at: position, final: final)
    case 0x0D:
      // CR LF (a pasted line end without bracketed paste) is one return.
      let length = position + 1 < buffer.count && buffer[position + 1] == 0x0A ? 2 : 1
      return .event(KeyEvent(.enter), length: length)
    case 0x0A: return .event(KeyEvent(.enter), length: 1)
    case 0x09: return .event(KeyEvent(.tab), length: 1)
    case 0x7F, 0x08: return .event(KeyEvent(.backspace), length: 1)
    case 0x01...0x1A:
      return .event(KeyEvent(.control(Character(Unicode.Scalar(byte + 0x60)))), length: 1)
    // Ctrl-_ (also what Ctrl-/ and Ctrl-7 send): a shell's undo.
    case 0x1F: return .event(KeyEvent(.control("_")), length: 1)
    case 0x00, 0x1C...0x1E: return .event(nil, length: 1)
    default:
      return textRun(at: position, final: final)
    }
  }

  /// A run of printable UTF-8 from `position`, up to the next control byte; invalid bytes
  /// are dropped, a character split at the end of the input waits for the rest.
  private func textRun(at position: Int, final: Bool) -> Step {
    var end = position
    while end < buffer.count {
      let byte = buffer[end]
      if byte < 0x20 || byte == 0x7F { break }
      let length = Self.utf8Length(lead: byte)
      guard length > 0 else {
        if end == position { return .event(nil, length: 1) }  // a stray continuation byte
        break
      }
      if end + length > buffer.count {
        if end > position { break }
        // Split across reads: wait, unless this is all there will be or it is already invalid.
        let continuations = buffer[(end + 1)...]
        if final || !continuations.allSatisfy({ $0 & 0xC0 == 0x80 }) {
          return .event(nil, length: 1)
        }
        return .needMore
      }
      if !buffer[(end + 1)..<(end + length)].allSatisfy({ $0 & 0xC0 == 0x80 }) {
        if end == position { return .event(nil, length: 1) }
        break
      }
      end += length
    }
    return .text(length: end - position)
  }

  private static func utf8Length(lead: UInt8) -> Int {
    switch lead {
    case 0x00..<0x80: return 1
    case 0xC2..<0xE0: return 2
    case 0xE0..<0xF0: return 3
    case 0xF0..<0xF5: return 4
    default: return 0
    }
  }

  private func escape(at position: Int, final: Bool) -> Step {
    guard position + 1 < buffer.count else {
      return final ? .event(KeyEvent(.escape), length: 1) : .needMore
    }
    switch buffer[position + 1] {
    case 0x5B:  // [
      return controlSequence(at: position, final: final)
    case 0x4F:  // O
      guard position + 2 < buffer.count else {
        return final ? .event(KeyEvent(.character("O"), modifiers: .alt), length: 2) : .needMore
      }
      let key: Key? =
        switch buffer[position + 2] {
        case 0x41: .up
        case 0x42: .down
        case 0x43: .right
        case 0x44: .left
        case 0x48: .home
        case 0x46: .end
        default: nil
        }
      return .event(key.map { KeyEvent($0) }, length: 3)
    default:
      // Escape then a key: that key with Alt.
      switch step(at: position + 1, final: final) {
      case .event(let event, let length):
        guard var event else { return .event(nil, length: 1 + length) }
        event.modifiers.insert(.alt)
        return .event(event, length: 1 + length)
      case .text:
        let length = Self.utf8Length(lead: buffer[position + 1])
        let scalars = String(
          decoding: buffer[(position + 1)..<(position + 1 + length)], as: UTF8.self)
        guard let character = scalars.first, !character.isControlLike else {
          return .event(nil, length: 1 + length)
        }
        return .event(KeyEvent(.character(character), modifiers: .alt), length: 1 + length)
      case .overlong(let length):
        return .overlong(length: 1 + length)
      case .startPaste, .needMore:
        return final ? .event(KeyEvent(.escape), length: 1) : .needMore
      }
    }
  }

  private func controlSequence(at position: Int, final: Bool) -> Step {
    var end = position + 2
    while end < buffer.count {
      let byte = buffer[end]
      if (0x40...0x7E).contains(byte) { break }
      guard (0x20...0x3F).contains(byte) else {
        // Not a sequence byte: drop what came so far and decode this byte on its own.
        return .event(nil, length: end - position)
      }
      end += 1
      if end - position > Self.maximumSequenceLength {
        return .overlong(length: end - position)
      }
    }
    guard end < buffer.count else {
      return final ? .event(nil, length: buffer.count - position) : .needMore
    }
    let length = end - position + 1
    let parameters = buffer[(position + 2)..<end]
    let finalByte = buffer[end]
    if finalByte == 0x7E, parameters.elementsEqual("200".utf8) {
      return .startPaste(length: length)
    }
    // An SGR mouse report (`CSI < button ; column ; row M`, `m` for a release).
    if parameters.first == 0x3C, finalByte == 0x4D || finalByte == 0x6D {
      return .event(Self.mouse(parameters.dropFirst(), release: finalByte == 0x6D), length: length)
    }
    guard parameters.allSatisfy({ (0x30...0x3B).contains($0) }) else {
      return .event(nil, length: length)  // private (`<`, `?`, `>`) or intermediate: ignored
    }
    // Each parameter's first sub-parameter (the kitty protocol adds `:`-separated ones).
    let fields = parameters.split(separator: 0x3B, omittingEmptySubsequences: false)
    let numbers = fields.map { field in
      Int(String(decoding: field.prefix { $0 != 0x3A }.prefix(7), as: UTF8.self)) ?? 1
    }
    // The kitty keyboard protocol (`CSI code ; modifiers u`) and xterm's modifyOtherKeys
    // (`CSI 27 ; modifiers ; code ~`): keys the legacy encoding cannot tell apart.
    if finalByte == 0x75 || (finalByte == 0x7E && numbers.count >= 3 && numbers[0] == 27) {
      let code = finalByte == 0x75 ? numbers[0] : numbers[2]
      let modifierField = finalByte == 0x75 ? (numbers.count >= 2 ? numbers[1] : 1) : numbers[1]
      // kitty's event type (`modifiers:type`): 1 press, 2 repeat, 3 release (dropped).
      if finalByte == 0x75, fields.count >= 2,
        let type = fields[1].split(separator: 0x3A).dropFirst().first,
        String(decoding: type, as: UTF8.self) == "3"
      {
        return .event(nil, length: length)
      }
      return .event(Self.enhancedKey(code: code, modifiers: modifierField), length: length)
    }
    var modifiers = numbers.count >= 2 ? Self.modifiers(parameter: numbers[1]) : []
    let key: Key?
    switch finalByte {
    case 0x41: key = .up
    case 0x42: key = .down
    case 0x43: key = .right
    case 0x44: key = .left
    case 0x48: key = .home
    case 0x46: key = .end
    case 0x5A:
      key = .tab
      modifiers.insert(.shift)
    case 0x7E:
      switch numbers.first ?? 0 {
      case 1, 7: key = .home
      case 4, 8: key = .end
      case 3: key = .delete
      case 5: key = .pageUp
      case 6: key = .pageDown
      default: key = nil
      }
    default: key = nil
    }
    return .event(key.map { KeyEvent($0, modifiers: modifiers) }, length: length)
  }
}

extension KeyDecoder {
  /// The modifiers of an xterm modifier parameter (CSI's second; kitty's and
  /// modifyOtherKeys' too): 1 plus the bits of Shift (1), Alt (2), Ctrl (4) and Meta or Super
  /// (8, reported as Alt); Caps Lock and Num Lock (64, 128) are ignored.
  static func modifiers(parameter: Int) -> KeyModifiers {
    let bits = max(parameter - 1, 0)
    var modifiers: KeyModifiers = []
    if bits & 1 != 0 { modifiers.insert(.shift) }
    if bits & 2 != 0 || bits & 8 != 0 { modifiers.insert(.alt) }
    if bits & 4 != 0 { modifiers.insert(.control) }
    return modifiers
  }

  /// The event of an SGR mouse report's parameters (`button;column;row`, 1-based): the low
  /// two bits of `button` the button, 4/8/16 Shift/Alt/Ctrl, 32 motion, 64 the wheel.
  static func mouse(_ parameters: ArraySlice<UInt8>, release: Bool) -> KeyEvent? {
    let numbers = parameters.split(separator: 0x3B, omittingEmptySubsequences: false).map {
      Int(String(decoding: $0.prefix(6), as: UTF8.self))
    }
    guard numbers.count == 3, let code = numbers[0], let column = numbers[1],
      let row = numbers[2], column >= 1, row >= 1
    else { return nil }
    var modifiers: KeyModifiers = []
    if code & 4 != 0 { modifiers.insert(.shift) }
    if code & 8 != 0 { modifiers.insert(.alt) }
    if code & 16 != 0 { modifiers.insert(.control) }
    let button = code & 3
    let action: MouseEvent.Action
    if code & 64 != 0 {
      guard button <= 1 else { return nil }  // wheel left/right: not handled
      action = button == 0 ? .wheelUp : .wheelDown
    } else if code & 32 != 0 {
      guard button != 3 else { return nil }  // motion with no button
      action = .drag
    } else {
      action = release ? .release : .press
    }
    let event = MouseEvent(
      action, button: code & 64 != 0 ? 0 : button, row: row - 1, column: column - 1)
    return KeyEvent(.mouse(event), modifiers: modifiers)
  }

  /// The key of a kitty-protocol or modifyOtherKeys report: `code` a Unicode code point (or
  /// 13, 9, 27, 127 for Enter, Tab, Escape, Backspace), `modifiers` 1 plus the bits of
  /// Shift (1), Alt (2), Ctrl (4) and Super (8, reported as Alt, as Meta is); Caps Lock and
  /// Num Lock are ignored. Ctrl with a letter is ``Key/control(_:)``, Ctrl-I, Ctrl-M and
  /// Ctrl-H included (the legacy encoding sends them as Tab, Enter and Backspace); Ctrl-_ and
  /// Ctrl-/ are `.control("_")`, as their legacy byte is.
  static func enhancedKey(code: Int, modifiers field: Int) -> KeyEvent? {
    let all = modifiers(parameter: field)
    switch code {
    case 13, 57414: return KeyEvent(.enter, modifiers: all)  // Enter, keypad Enter
    case 9: return KeyEvent(.tab, modifiers: all)
    case 27: return KeyEvent(.escape, modifiers: all)
    case 127, 8: return KeyEvent(.backspace, modifiers: all)
    default: break
    }
    let control = all.contains(.control)
    let modifiers = all.subtracting(.control)
    // Private-use codes are kitty's functional keys (keypad, F13 on, media): not handled.
    guard code >= 0x20, code != 0x7F, !(0xE000...0xF8FF).contains(code),
      let scalar = Unicode.Scalar(UInt32(code)), !(0x80...0x9F).contains(code)
    else { return nil }
    let character = Character(scalar)
    if control {
      if let letter = character.lowercased().first, ("a"..."z").contains(letter),
        character.isASCII
      {
        return KeyEvent(.control(letter), modifiers: modifiers.subtracting(.shift))
      }
      if character == "_" || character == "/" {
        return KeyEvent(.control("_"), modifiers: modifiers.subtracting(.shift))
      }
      return KeyEvent(.character(character), modifiers: modifiers.union(.control))
    }
    // Shift is in the character itself (`A`, not `a` with Shift) when the terminal reports
    // the shifted key; a lowercase letter with Shift is made uppercase.
    if modifiers.contains(.shift), character.isLowercase, let upper = character.uppercased().first {
      return KeyEvent(.character(upper), modifiers: modifiers.subtracting(.shift))
    }
    return KeyEvent(.character(character), modifiers: modifiers)
  }
}

extension Character {
  /// Whether the character starts with a C0 or C1 control or DEL: never typed as text.
  fileprivate var isControlLike: Bool {
    guard let scalar = unicodeScalars.first else { return true }
    return scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }
}

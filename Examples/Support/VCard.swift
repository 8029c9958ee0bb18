// The fuzz build (Scripts/fuzz.sh) compiles this file into one module with the libraries'
// sources, where there is nothing to import.
#if canImport(FieldworkTerminal)
  import Fieldwork
  import FieldworkTerminal
#endif

/// A contact read from a vCard.
public struct VCardContact: Sendable, Equatable {
  /// `FN`, or the name assembled from `N` when `FN` is missing.
  public var name: String
  /// Every `EMAIL`, in file order.
  public var emails: [String]
  /// Every `TEL`, in file order.
  public var phones: [String]
  /// The first component of `ORG`.
  public var organization: String

  /// A contact with the given fields.
  public init(name: String, emails: [String] = [], phones: [String] = [], organization: String = "")
  {
    self.name = name
    self.emails = emails
    self.phones = phones
    self.organization = organization
  }

  /// The emails, space-separated: the text searched for an email.
  public var email: String { emails.joined(separator: " ") }
  /// The phone numbers, space-separated: the text searched for a phone number.
  public var phone: String { phones.joined(separator: " ") }

  /// `contacts` in name order, as a contact app lists them: compared folded, as the search
  /// folds them (case and accents do not count: "Émile" sorts with "emil"), ties in file
  /// order. Unlike a collation, a letter that folds to no ASCII letter ("Ł", "Ø", any CJK)
  /// sorts after "z", by its bytes.
  public static func sortedByName(_ contacts: [VCardContact]) -> [VCardContact] {
    var cache = FoldCache()
    let keys = contacts.map { contact in
      var key: [UInt8] = []
      TextFolding.appendFolded(contact.name, to: &key, cache: &cache)
      return key
    }
    // Sorted on the first sixteen folded bytes as two numbers, the rest compared only when
    // those tie and a key is longer (a million generated names: about a second, folding
    // included, where comparing every pair of byte arrays took three).
    func word(_ key: [UInt8], from start: Int) -> UInt64 {
      var value: UInt64 = 0
      for offset in start..<(start + 8) {
        value = value << 8 | UInt64(offset < key.count ? key[offset] : 0)
      }
      return value
    }
    var order = keys.indices.map { position in
      let key = keys[position]
      return (
        high: word(key, from: 0), low: word(key, from: 8), long: key.count > 16, position: position
      )
    }
    order.sort { lhs, rhs in
      if lhs.high != rhs.high { return lhs.high < rhs.high }
      if lhs.low != rhs.low { return lhs.low < rhs.low }
      if lhs.long || rhs.long {
        let left = keys[lhs.position]
        let right = keys[rhs.position]
        if left != right { return left.lexicographicallyPrecedes(right) }
      }
      return lhs.position < rhs.position
    }
    return order.map { contacts[$0.position] }
  }
}

/// A line of a vCard file that was skipped, and why.
public struct VCardWarning: Sendable, Equatable, CustomStringConvertible {
  /// The 1-based line number where the skipped line starts.
  public var line: Int
  /// What was wrong.
  public var message: String

  /// A warning about `line`.
  public init(line: Int, message: String) {
    self.line = line
    self.message = message
  }

  /// `line N: message`.
  public var description: String { "line \(line): \(message)" }
}

/// Why a vCard file could not be read at all.
public enum VCardError: Error, Equatable, CustomStringConvertible {
  /// The file is larger than ``VCardParser/maximumFileSize``.
  case fileTooLarge(path: String, size: Int, limit: Int)
  /// The file could not be opened or read.
  case unreadable(path: String, reason: String)

  /// What went wrong, naming the file.
  public var description: String {
    switch self {
    case .fileTooLarge(let path, let size, let limit):
      "\(path): \(size) bytes is over the limit of \(limit) bytes for a contacts file"
    case .unreadable(let path, let reason): "\(path): \(reason)"
    }
  }
}

/// Reads vCard 3.0 and 4.0 (RFC 6350), as Apple Contacts and Google Contacts export them.
///
/// - Properties read: `FN`, `N` (the name when `FN` is missing), `EMAIL`, `TEL`, `ORG`; any
///   group prefix (`item1.EMAIL`) and parameters (`TYPE=`, `CHARSET=`, `PREF=`) are accepted
///   and ignored. Other properties are skipped silently.
/// - Folded lines (a line starting with a space or tab continues the one before), the escapes
///   `\,` `\;` `\\` `\n`, CRLF or LF line ends, any number of cards per file.
/// - A line that cannot be read — outside a card, without a colon, longer than
///   ``maximumLineLength`` bytes once unfolded — is skipped with a ``VCardWarning`` naming its
///   line; the other cards still load. A card with no name, email or organization is skipped
///   with a warning.
/// - Invalid UTF-8 is decoded lossily (U+FFFD) with a warning naming the first line it is on.
///
/// Limits: files over ``maximumFileSize`` are refused (``VCardError/fileTooLarge``), and the
/// parser keeps at most one unfolded line of ``maximumLineLength`` bytes beyond the cards it
/// returns, so memory stays proportional to the file.
public enum VCardParser {
  /// The largest file read: 512 MiB, about three million contacts as Apple Contacts exports
  /// them (a card with a name, two e-mails, a phone and an organisation is 150 to 200 bytes).
  public static let maximumFileSize = 512 << 20
  /// The longest line kept, once unfolded: 64 KiB. Longer lines are skipped with a warning.
  public static let maximumLineLength = 64 << 10

  /// Parses the bytes of a vCard file.
  public static func parse(_ bytes: some Collection<UInt8>) -> (
    contacts: [VCardContact], warnings: [VCardWarning]
  ) {
    if let parsed = bytes.withContiguousStorageIfAvailable(parse(buffer:)) { return parsed }
    return Array(bytes).withUnsafeBufferPointer(parse(buffer:))
  }

  /// Parses the bytes of a vCard file, a line at a time, reading bytes rather than characters
  /// (a 190 MB export of a million contacts: 24 s character by character, about 2 s now).
  private static func parse(buffer bytes: UnsafeBufferPointer<UInt8>) -> (
    contacts: [VCardContact], warnings: [VCardWarning]
  ) {
    var parser = State()
    var lineNumber = 0
    var logical: [UInt8] = []
    var logicalStart = 0
    var logicalTooLong = false
    var invalidUTF8Reported = false

    func finishLogical() {
      defer {
        logical.removeAll(keepingCapacity: true)
        logicalTooLong = false
      }
      if logicalTooLong {
        parser.warnings.append(
          VCardWarning(
            line: logicalStart, message: "line longer than \(maximumLineLength) bytes, skipped"))
        return
      }
      guard !logical.isEmpty else { return }
      if !invalidUTF8Reported, !logical.allSatisfy({ $0 < 0x80 }),
        !Unicode.UTF8.isWellFormed(logical)
      {
        invalidUTF8Reported = true
        parser.warnings.append(
          VCardWarning(line: logicalStart, message: "invalid UTF-8, decoded with U+FFFD"))
      }
      logical.withUnsafeBufferPointer { parser.consume($0, line: logicalStart) }
    }

    var start = 0
    while start < bytes.count {
      var end = start
      while end < bytes.count, bytes[end] != 0x0A { end += 1 }
      let next = end + 1
      lineNumber += 1
      if end > start, bytes[end - 1] == 0x0D { end -= 1 }
      let physical = UnsafeBufferPointer(rebasing: bytes[start..<end])
      start = next
      let physicalTooLong = physical.count > maximumLineLength
      if let first = physical.first, first == 0x20 || first == 0x09, lineNumber > 1 {
        // A folded continuation: the rest of the previous line.
        if logical.count + physical.count - 1 > maximumLineLength || physicalTooLong {
          logicalTooLong = true
        } else {
          logical.append(contentsOf: physical.dropFirst())
        }
        continue
      }
      finishLogical()
      logicalStart = lineNumber
      if physicalTooLong {
        logicalTooLong = true
      } else {
        logical.append(contentsOf: physical)
      }
    }
    finishLogical()
    parser.finish()
    return (parser.contacts, parser.warnings)
  }

  /// Reads and parses the file at `path`.
  public static func load(path: String) throws(VCardError) -> (
    contacts: [VCardContact], warnings: [VCardWarning]
  ) {
    let bytes: [UInt8]
    do {
      bytes = try FileBytes.read(path: path, limit: maximumFileSize)
    } catch .tooLarge(let size) {
      throw .fileTooLarge(path: path, size: size, limit: maximumFileSize)
    } catch {
      throw .unreadable(path: path, reason: error.description)
    }
    return parse(bytes)
  }

  private struct State {
    var contacts: [VCardContact] = []
    var warnings: [VCardWarning] = []
    var card: Card?

    struct Card {
      var start: Int
      var formattedName: String?
      var structuredName: String?
      var emails: [String] = []
      var phones: [String] = []
      var organization = ""
    }

    mutating func consume(_ line: UnsafeBufferPointer<UInt8>, line number: Int) {
      guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
        if !String(decoding: line, as: UTF8.self).allSatisfy(\.isWhitespace) {
          let message = card == nil ? "text outside a card, skipped" : "no ':' in the line, skipped"
          warnings.append(VCardWarning(line: number, message: message))
        }
        return
      }
      let value = UnsafeBufferPointer(rebasing: line[(colon + 1)...])
      // The property's name: before any parameter, after any group ("item1.EMAIL").
      var nameEnd = 0
      while nameEnd < colon, line[nameEnd] != UInt8(ascii: ";") { nameEnd += 1 }
      var nameStart = nameEnd
      while nameStart > 0, line[nameStart - 1] != UInt8(ascii: ".") { nameStart -= 1 }
      let name = Self.uppercased(UnsafeBufferPointer(rebasing: line[nameStart..<nameEnd]))
      let isVCard = Self.uppercased(value) == "VCARD"
      switch name {
      case "BEGIN" where isVCard:
        if let card {
          warnings.append(
            VCardWarning(line: card.start, message: "card not ended, read up to line \(number - 1)")
          ); finish(card)
        }
        card = Card(start: number)
        return
      case "END" where isVCard:
        if let card {
          finish(card)
          self.card = nil
        } else {
          warnings.append(VCardWarning(line: number, message: "END:VCARD outside a card, skipped"))
        }
        return
      default:
        break
      }
      guard card != nil else {
        warnings.append(VCardWarning(line: number, message: "text outside a card, skipped"))
        return
      }
      switch name {
      case "FN": card?.formattedName = Self.unescape(value)
      case "N":
        let parts = Self.components(value)
        // family; given; additional; prefixes; suffixes → "prefix given additional family suffix"
        let order = [3, 1, 2, 0, 4]
        let name = order.compactMap { $0 < parts.count ? parts[$0] : nil }.filter { !$0.isEmpty }
        card?.structuredName = name.joined(separator: " ")
      case "EMAIL": card?.emails.append(Self.unescape(value))
      case "TEL": card?.phones.append(Self.unescape(value))
      case "ORG": card?.organization = Self.components(value).first ?? ""
      default: break
      }
    }

    /// ASCII letters uppercased, for names and keywords (which are ASCII); other bytes kept.
    static func uppercased(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
      guard bytes.count <= 16 else { return "" }  // no name or keyword used here is longer
      return String(decoding: bytes.lazy.map { $0 &- 0x61 < 26 ? $0 - 0x20 : $0 }, as: UTF8.self)
    }

    mutating func finish() {
      if let card {
        warnings.append(
          VCardWarning(line: card.start, message: "card not ended at the end of the file"))
        finish(card)
        self.card = nil
      }
    }

    private mutating func finish(_ card: Card) {
      let formatted = card.formattedName?.trimmingSpaces ?? ""
      let name =
        !formatted.isEmpty
        ? formatted
        : !(card.structuredName ?? "").isEmpty
          ? card.structuredName!
          : !card.organization.isEmpty ? card.organization : card.emails.first ?? ""
      guard !name.isEmpty else {
        warnings.append(
          VCardWarning(
            line: card.start, message: "card has no name, email or organization, skipped"))
        return
      }
      contacts.append(
        VCardContact(
          name: name, emails: card.emails, phones: card.phones, organization: card.organization))
    }

    /// A value with its escapes undone: `\n` (or `\N`) a line break, a backslash before any
    /// other character that character; a backslash at the end is dropped.
    static func unescape(_ value: UnsafeBufferPointer<UInt8>) -> String {
      guard value.contains(UInt8(ascii: "\\")) else {
        return String(decoding: value, as: UTF8.self)
      }
      var result: [UInt8] = []
      result.reserveCapacity(value.count)
      var escaping = false
      for byte in value {
        if escaping {
          result.append(byte == UInt8(ascii: "n") || byte == UInt8(ascii: "N") ? 0x0A : byte)
          escaping = false
        } else if byte == UInt8(ascii: "\\") {
          escaping = true
        } else {
          result.append(byte)
        }
      }
      return String(decoding: result, as: UTF8.self)
    }

    /// A structured value split at unescaped semicolons, each component unescaped and trimmed.
    static func components(_ value: UnsafeBufferPointer<UInt8>) -> [String] {
      var parts: [String] = []
      var start = 0
      var escaping = false
      for index in value.indices {
        let byte = value[index]
        if escaping {
          escaping = false
        } else if byte == UInt8(ascii: "\\") {
          escaping = true
        } else if byte == UInt8(ascii: ";") {
          parts.append(unescape(UnsafeBufferPointer(rebasing: value[start..<index])))
          start = index + 1
        }
      }
      parts.append(unescape(UnsafeBufferPointer(rebasing: value[start...])))
      return parts.map(\.trimmingSpaces)
    }
  }
}

extension String {
  fileprivate var trimmingSpaces: String {
    var text = Substring(self)
    while text.first?.isWhitespace == true { text.removeFirst() }
    while text.last?.isWhitespace == true { text.removeLast() }
    return String(text)
  }
}

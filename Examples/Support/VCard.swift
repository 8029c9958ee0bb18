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
  /// The largest file read: 64 MiB.
  public static let maximumFileSize = 64 << 20
  /// The longest line kept, once unfolded: 64 KiB. Longer lines are skipped with a warning.
  public static let maximumLineLength = 64 << 10

  /// Parses the bytes of a vCard file.
  public static func parse(_ bytes: some Collection<UInt8>) -> (
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
      let text = String(decoding: logical, as: UTF8.self)
      if !invalidUTF8Reported, text.utf8.count != logical.count || text.contains("\u{FFFD}") {
        if !Unicode.UTF8.isWellFormed(logical) {
          invalidUTF8Reported = true
          parser.warnings.append(
            VCardWarning(line: logicalStart, message: "invalid UTF-8, decoded with U+FFFD"))
        }
      }
      parser.consume(text, line: logicalStart)
    }

    var physical: [UInt8] = []
    var iterator = bytes.makeIterator()
    var done = false
    while !done {
      physical.removeAll(keepingCapacity: true)
      var physicalTooLong = false
      while true {
        guard let byte = iterator.next() else {
          done = true
          break
        }
        if byte == 0x0A { break }
        if physical.count <= maximumLineLength {
          physical.append(byte)
        } else {
          physicalTooLong = true
        }
      }
      if done && physical.isEmpty && !physicalTooLong { break }
      lineNumber += 1
      if physical.last == 0x0D { physical.removeLast() }
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
      if physicalTooLong || physical.count > maximumLineLength {
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

    mutating func consume(_ line: String, line number: Int) {
      guard let colon = line.firstIndex(of: ":") else {
        if !line.allSatisfy(\.isWhitespace) {
          let message = card == nil ? "text outside a card, skipped" : "no ':' in the line, skipped"
          warnings.append(VCardWarning(line: number, message: message))
        }
        return
      }
      let head = line[..<colon]
      let value = line[line.index(after: colon)...]
      var name = head.split(separator: ";", maxSplits: 1).first.map(String.init) ?? ""
      if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
      name = name.uppercased()
      switch name {
      case "BEGIN" where value.uppercased() == "VCARD":
        if let card {
          warnings.append(
            VCardWarning(line: card.start, message: "card not ended, read up to line \(number - 1)")
          ); finish(card)
        }
        card = Card(start: number)
        return
      case "END" where value.uppercased() == "VCARD":
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

    /// A value with its escapes undone.
    static func unescape(_ value: Substring) -> String {
      var result = ""
      var escaping = false
      for character in value {
        if escaping {
          switch character {
          case "n", "N": result.append("\n")
          default: result.append(character)
          }
          escaping = false
        } else if character == "\\" {
          escaping = true
        } else {
          result.append(character)
        }
      }
      return result
    }

    /// A structured value split at unescaped semicolons, each component unescaped.
    static func components(_ value: Substring) -> [String] {
      var parts: [String] = []
      var current = Substring()
      var escaping = false
      var start = value.startIndex
      var index = value.startIndex
      while index < value.endIndex {
        let character = value[index]
        if escaping {
          escaping = false
        } else if character == "\\" {
          escaping = true
        } else if character == ";" {
          current = value[start..<index]
          parts.append(unescape(current))
          start = value.index(after: index)
        }
        index = value.index(after: index)
      }
      parts.append(unescape(value[start...]))
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

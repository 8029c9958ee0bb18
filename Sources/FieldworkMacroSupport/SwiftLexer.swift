/// A token of Swift source, as much of Swift's grammar as a macro expansion needs to find
/// arguments, closures and declarations: identifiers, `#` and `@` names, literals,
/// brackets and punctuation. Comments and whitespace are skipped; whether a newline came
/// before a token is kept, because Swift ends a statement there.
package struct SwiftToken: Equatable, Sendable {
  /// What kind of token this is.
  package enum Kind: Equatable, Sendable {
    /// A name or keyword (`var`, `Text`, `` `default` ``, `$0`).
    case identifier
    /// `#` and a name (`#Preview`, `#if`).
    case poundName
    /// `@` and a name (`@State`, `@Previewable`).
    case attribute
    /// A string literal, quotes included (`"a"`, `#"b"#`, a `"""` block).
    case string
    /// A number literal.
    case number
    /// One of `(`, `)`, `[`, `]`, `{`, `}`, `,`, `:`, `;`.
    case punctuation
    /// Anything else: operators, `.`, `->`, `=`, `?`.
    case `operator`
  }

  /// The token's kind.
  package let kind: Kind
  /// Its UTF-8 offsets in the source.
  package let range: Range<Int>
  /// Whether a line break comes between it and the token before it.
  package let followsNewline: Bool
  /// Its text.
  package let text: String

  /// How the token changes the bracket depth: 1 for `(`, `[` and `{`, -1 for their closers, 0
  /// otherwise.
  package var nesting: Int {
    guard kind == .punctuation else { return 0 }
    switch text {
    case "(", "[", "{": return 1
    case ")", "]", "}": return -1
    default: return 0
    }
  }
}

/// A text the lexer cannot read: an unterminated string or comment.
package struct SwiftLexError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The UTF-8 offset where the unterminated construct starts.
  package let offset: Int
  /// What is unterminated.
  package let reason: String

  package init(offset: Int, reason: String) {
    self.offset = offset
    self.reason = reason
  }

  package var description: String { "\(reason) (at byte \(offset))" }
}

/// Splits Swift source into ``SwiftToken``s.
///
/// Regex literals (`/a+/`) are read as operators and identifiers; a `/` inside one can't
/// start a comment, so the rest is still read correctly unless the regex holds a quote.
package enum SwiftLexer {
  /// The tokens of `source`.
  ///
  /// - Throws: ``SwiftLexError`` for a string or block comment that never ends.
  package static func tokenize(_ source: String) throws(SwiftLexError) -> [SwiftToken] {
    var lexer = Lexer(bytes: Array(source.utf8))
    return try lexer.run()
  }
}

private struct Lexer {
  let bytes: [UInt8]
  var position = 0
  var sawNewline = false
  var tokens: [SwiftToken] = []

  init(bytes: [UInt8]) { self.bytes = bytes }

  func peek(_ offset: Int = 0) -> UInt8? {
    position + offset < bytes.count ? bytes[position + offset] : nil
  }

  static func isIdentifierHead(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || byte >= 0x80
  }

  static func isIdentifierBody(_ byte: UInt8) -> Bool {
    isIdentifierHead(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  static let operatorBytes = Set("/=-+!*%<>&|^~?.".utf8)

  mutating func add(_ kind: SwiftToken.Kind, from start: Int) {
    tokens.append(
      SwiftToken(
        kind: kind, range: start..<position, followsNewline: sawNewline,
        text: String(decoding: bytes[start..<position], as: UTF8.self)))
    sawNewline = false
  }

  mutating func run() throws(SwiftLexError) -> [SwiftToken] {
    while let byte = peek() {
      let start = position
      switch byte {
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        sawNewline = true
        position += 1
      case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
        position += 1
      case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
        while let next = peek(), next != UInt8(ascii: "\n"), next != UInt8(ascii: "\r") {
          position += 1
        }
      case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
        try blockComment()
      case UInt8(ascii: "\""):
        try string(hashes: 0)
        add(.string, from: start)
      case UInt8(ascii: "#"):
        var hashes = 0
        while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
        if peek(hashes) == UInt8(ascii: "\"") {
          position += hashes
          try string(hashes: hashes)
          add(.string, from: start)
        } else if hashes == 1, let next = peek(1), Lexer.isIdentifierHead(next) {
          position += 1
          identifierBody()
          add(.poundName, from: start)
        } else {
          position += 1
          add(.operator, from: start)
        }
      case UInt8(ascii: "@"):
        position += 1
        if let next = peek(), Lexer.isIdentifierHead(next) { identifierBody() }
        add(.attribute, from: start)
      case UInt8(ascii: "`"):
        position += 1
        while let next = peek(), next != UInt8(ascii: "`"), next != UInt8(ascii: "\n") {
          position += 1
        }
        if peek() == UInt8(ascii: "`") { position += 1 }
        add(.identifier, from: start)
      case UInt8(ascii: "$"):
        position += 1
        identifierBody()
        add(.identifier, from: start)
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        while let next = peek(),
          Lexer.isIdentifierBody(next)
            || (next == UInt8(ascii: ".") && peek(1).map { (48...57).contains($0) } == true)
        {
          position += 1
        }
        add(.number, from: start)
      case _ where Lexer.isIdentifierHead(byte):
        identifierBody()
        add(.identifier, from: start)
      case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"),
        UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ":"),
        UInt8(ascii: ";"):
        position += 1
        add(.punctuation, from: start)
      case _ where Lexer.operatorBytes.contains(byte):
        // `.` stands alone (`.padding`), so `x.y` is three tokens; other operator
        // characters run together (`->`, `==`, `??`).
        position += 1
        if byte != UInt8(ascii: ".") {
          while let next = peek(), next != UInt8(ascii: "."), Lexer.operatorBytes.contains(next),
            !(next == UInt8(ascii: "/")
              && [UInt8(ascii: "/"), UInt8(ascii: "*")].contains(peek(1)))
          {
            position += 1
          }
        }
        add(.operator, from: start)
      default:
        position += 1
        add(.operator, from: start)
      }
    }
    return tokens
  }

  mutating func identifierBody() {
    while let next = peek(), Lexer.isIdentifierBody(next) { position += 1 }
  }

  mutating func blockComment() throws(SwiftLexError) {
    let start = position
    var depth = 0
    repeat {
      guard let byte = peek() else {
        throw SwiftLexError(offset: start, reason: "a /* comment that never ends")
      }
      if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
        depth += 1
        position += 2
      } else if byte == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
        depth -= 1
        position += 2
      } else {
        if byte == UInt8(ascii: "\n") { sawNewline = true }
        position += 1
      }
    } while depth > 0
  }

  /// Reads a string literal whose opening quote is at `position` (after any `#`s), through
  /// its closing quote and `#`s, interpolations included.
  mutating func string(hashes: Int) throws(SwiftLexError) {
    let start = position - hashes
    let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
    position += multiline ? 3 : 1
    let quotes = multiline ? 3 : 1
    while true {
      guard let byte = peek() else {
        throw SwiftLexError(offset: start, reason: "a string literal that never ends")
      }
      if !multiline, byte == UInt8(ascii: "\n") {
        throw SwiftLexError(offset: start, reason: "a string literal that never ends")
      }
      if byte == UInt8(ascii: "\\"), (0..<hashes).allSatisfy({ peek(1 + $0) == UInt8(ascii: "#") })
      {
        position += 1 + hashes
        if peek() == UInt8(ascii: "(") {
          try interpolation(stringStart: start)
        } else {
          position += 1  // the escaped character
        }
        continue
      }
      if byte == UInt8(ascii: "\""), (0..<quotes).allSatisfy({ peek($0) == UInt8(ascii: "\"") }),
        (0..<hashes).allSatisfy({ peek(quotes + $0) == UInt8(ascii: "#") })
      {
        position += quotes + hashes
        return
      }
      position += 1
    }
  }

  /// Skips `( … )` of an interpolation, strings and comments inside it included.
  mutating func interpolation(stringStart: Int) throws(SwiftLexError) {
    var depth = 0
    repeat {
      guard let byte = peek() else {
        throw SwiftLexError(offset: stringStart, reason: "a string literal that never ends")
      }
      switch byte {
      case UInt8(ascii: "("):
        depth += 1
        position += 1
      case UInt8(ascii: ")"):
        depth -= 1
        position += 1
      case UInt8(ascii: "\""):
        try string(hashes: 0)
      case UInt8(ascii: "#") where peek(1) == UInt8(ascii: "\"") || peek(1) == UInt8(ascii: "#"):
        var hashes = 0
        while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
        guard peek(hashes) == UInt8(ascii: "\"") else {
          position += hashes
          continue
        }
        position += hashes
        try string(hashes: hashes)
      case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
        try blockComment()
      default:
        position += 1
      }
    } while depth > 0
  }
}

/// A JSON value, as the compiler's plugin messages carry them: enough JSON to read a request
/// and write a reply, with no Foundation.
///
/// Objects keep their keys in order, so a reply is written in the order it was built.
package enum JSONValue: Equatable, Sendable {
  case null
  case bool(Bool)
  /// A number, kept as the text it was written as (the protocol's numbers are offsets and
  /// versions: integers).
  case number(String)
  case string(String)
  case array([JSONValue])
  case object([(key: String, value: JSONValue)])

  package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let a), .bool(let b)): a == b
    case (.number(let a), .number(let b)): a == b
    case (.string(let a), .string(let b)): a == b
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)):
      a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: false
    }
  }

  /// The value under `key`, when this is an object that has it.
  package subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// The string this is, if it is one.
  package var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The integer this is, if it is a number written as one.
  package var intValue: Int? {
    if case .number(let text) = self { return Int(text) }
    return nil
  }

  /// An integer.
  package static func int(_ value: Int) -> JSONValue { .number(String(value)) }
}

/// Why a text is not JSON, and where.
package struct JSONParseError: Error, Equatable, CustomStringConvertible {
  /// The UTF-8 offset of the problem.
  package let offset: Int
  /// What was wrong.
  package let reason: String

  package var description: String { "JSON: \(reason) at byte \(offset)" }
}

extension JSONValue {
  /// Parses UTF-8 JSON text. Nesting deeper than `maximumDepth` is refused rather than
  /// followed, so a hostile message cannot exhaust the stack.
  package static func parse(_ bytes: some Collection<UInt8>, maximumDepth: Int = 512)
    throws(JSONParseError) -> JSONValue
  {
    var parser = JSONParser(bytes: Array(bytes), maximumDepth: maximumDepth)
    parser.skipWhitespace()
    let value = try parser.value(depth: 0)
    parser.skipWhitespace()
    guard parser.position == parser.bytes.count else { throw parser.error("text after the value") }
    return value
  }

  /// Parses JSON text.
  package static func parse(_ text: String) throws(JSONParseError) -> JSONValue {
    try parse(Array(text.utf8))
  }

  /// The value as compact JSON text.
  package var serialized: String {
    var out = ""
    write(to: &out)
    return out
  }

  private func write(to out: inout String) {
    switch self {
    case .null: out += "null"
    case .bool(let value): out += value ? "true" : "false"
    case .number(let text): out += text
    case .string(let value): JSONValue.writeString(value, to: &out)
    case .array(let values):
      out += "["
      for (index, value) in values.enumerated() {
        if index > 0 { out += "," }
        value.write(to: &out)
      }
      out += "]"
    case .object(let members):
      out += "{"
      for (index, member) in members.enumerated() {
        if index > 0 { out += "," }
        JSONValue.writeString(member.key, to: &out)
        out += ":"
        member.value.write(to: &out)
      }
      out += "}"
    }
  }

  private static func writeString(_ value: String, to out: inout String) {
    out += quotedLiteral(value) { code in
      let hex = String(code, radix: 16)
      return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
  }
}

/// `text` in double quotes with `"`, `\`, line breaks and tabs escaped, and the other control
/// characters written by `controlEscape`: a JSON string, or (with `\u{…}`) a Swift string
/// literal.
package func quotedLiteral(_ text: String, controlEscape: (UInt32) -> String) -> String {
  var out = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": out += "\\\""
    case "\\": out += "\\\\"
    case "\n": out += "\\n"
    case "\r": out += "\\r"
    case "\t": out += "\\t"
    case _ where scalar.value < 0x20: out += controlEscape(scalar.value)
    default: out.unicodeScalars.append(scalar)
    }
  }
  return out + "\""
}

private struct JSONParser {
  let bytes: [UInt8]
  let maximumDepth: Int
  var position = 0

  func error(_ reason: String) -> JSONParseError {
    JSONParseError(offset: position, reason: reason)
  }

  mutating func skipWhitespace() {
    while position < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[position]) {
      position += 1
    }
  }

  mutating func expect(_ literal: String, _ value: JSONValue) throws(JSONParseError) -> JSONValue {
    let utf8 = Array(literal.utf8)
    guard bytes.count - position >= utf8.count,
      bytes[position..<position + utf8.count].elementsEqual(utf8)
    else { throw error("expected \(literal)") }
    position += utf8.count
    return value
  }

  mutating func value(depth: Int) throws(JSONParseError) -> JSONValue {
    guard depth <= maximumDepth else { throw error("nesting deeper than \(maximumDepth)") }
    guard position < bytes.count else { throw error("unexpected end") }
    switch bytes[position] {
    case UInt8(ascii: "n"): return try expect("null", .null)
    case UInt8(ascii: "t"): return try expect("true", .bool(true))
    case UInt8(ascii: "f"): return try expect("false", .bool(false))
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "["):
      position += 1
      var values: [JSONValue] = []
      skipWhitespace()
      if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
        position += 1
        return .array(values)
      }
      while true {
        skipWhitespace()
        values.append(try value(depth: depth + 1))
        skipWhitespace()
        guard position < bytes.count else { throw error("unterminated array") }
        if bytes[position] == UInt8(ascii: "]") {
          position += 1
          return .array(values)
        }
        guard bytes[position] == UInt8(ascii: ",") else { throw error("expected , or ]") }
        position += 1
      }
    case UInt8(ascii: "{"):
      position += 1
      var members: [(key: String, value: JSONValue)] = []
      skipWhitespace()
      if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
        position += 1
        return .object(members)
      }
      while true {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
          throw error("expected a key")
        }
        let key = try string()
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
          throw error("expected :")
        }
        position += 1
        skipWhitespace()
        members.append((key, try value(depth: depth + 1)))
        skipWhitespace()
        guard position < bytes.count else { throw error("unterminated object") }
        if bytes[position] == UInt8(ascii: "}") {
          position += 1
          return .object(members)
        }
        guard bytes[position] == UInt8(ascii: ",") else { throw error("expected , or }") }
        position += 1
      }
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      let start = position
      position += 1
      while position < bytes.count,
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position])
          || [
            UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "+"),
            UInt8(ascii: "-"),
          ].contains(bytes[position])
      {
        position += 1
      }
      return .number(String(decoding: bytes[start..<position], as: UTF8.self))
    default:
      throw error("unexpected character")
    }
  }

  mutating func string() throws(JSONParseError) -> String {
    position += 1  // the opening quote
    var scalars = String.UnicodeScalarView()
    var run = position
    func flush(_ end: Int) {
      scalars.append(contentsOf: String(decoding: bytes[run..<end], as: UTF8.self).unicodeScalars)
    }
    while true {
      guard position < bytes.count else { throw error("unterminated string") }
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        flush(position)
        position += 1
        return String(scalars)
      }
      if byte < 0x20 { throw error("control character in a string") }
      guard byte == UInt8(ascii: "\\") else {
        position += 1
        continue
      }
      flush(position)
      position += 1
      guard position < bytes.count else { throw error("unterminated escape") }
      let escape = bytes[position]
      position += 1
      switch escape {
      case UInt8(ascii: "\""): scalars.append("\"")
      case UInt8(ascii: "\\"): scalars.append("\\")
      case UInt8(ascii: "/"): scalars.append("/")
      case UInt8(ascii: "b"): scalars.append("\u{08}")
      case UInt8(ascii: "f"): scalars.append("\u{0C}")
      case UInt8(ascii: "n"): scalars.append("\n")
      case UInt8(ascii: "r"): scalars.append("\r")
      case UInt8(ascii: "t"): scalars.append("\t")
      case UInt8(ascii: "u"):
        var unit = try hex4()
        if (0xD800..<0xDC00).contains(unit) {
          // A high surrogate must be followed by an escaped low one.
          guard bytes.count - position >= 6, bytes[position] == UInt8(ascii: "\\"),
            bytes[position + 1] == UInt8(ascii: "u")
          else { throw error("lone surrogate") }
          position += 2
          let low = try hex4()
          guard (0xDC00..<0xE000).contains(low) else { throw error("lone surrogate") }
          unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(unit) else { throw error("lone surrogate") }
        scalars.append(scalar)
      default: throw error("unknown escape")
      }
      run = position
    }
  }

  mutating func hex4() throws(JSONParseError) -> UInt32 {
    guard bytes.count - position >= 4 else { throw error("short \\u escape") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[position]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw error("bad \\u escape")
      }
      value = value * 16 + digit
      position += 1
    }
    return value
  }
}

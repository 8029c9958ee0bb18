/// One property line of a vCard: `item1.TEL;TYPE=CELL:+1 555 0100`.
struct VCardProperty: Equatable, Sendable {
  /// The group before a `.`, if any (`item1`).
  var group: String?
  /// The property's name, upper-cased (`TEL`).
  var name: String
  /// Its parameters, names upper-cased, in order (`TYPE=CELL`).
  var parameters: [(name: String, value: String)]
  /// Its value, unescaped only where the property's meaning asks (see ``components``).
  var rawValue: String

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.group == rhs.group && lhs.name == rhs.name && lhs.rawValue == rhs.rawValue
      && lhs.parameters.map(\.name) == rhs.parameters.map(\.name)
      && lhs.parameters.map(\.value) == rhs.parameters.map(\.value)
  }

  /// The `TYPE` parameter's values, upper-cased (`TYPE=HOME,PREF` and `TYPE=HOME;TYPE=PREF`
  /// both give `["HOME", "PREF"]`).
  var types: [String] {
    parameters.filter { $0.name == "TYPE" }.flatMap {
      $0.value.split(separator: ",").map { $0.uppercased() }
    }
  }

  /// The value split at unescaped `;` into unescaped components (N, ADR, ORG).
  var components: [String] { VCardText.split(rawValue, at: ";") }

  /// The value unescaped as one text.
  var text: String { VCardText.unescaped(rawValue) }
}

/// A card: its properties in order, and the line it starts on.
struct VCardCard: Equatable, Sendable {
  var line: Int
  var properties: [VCardProperty]
}

/// A line of a vCard file that was skipped, and why.
public struct CNVCardWarning: Equatable, Sendable, CustomStringConvertible {
  /// The line's number, from 1.
  public let line: Int
  /// What was wrong.
  public let message: String

  /// "line 12: no ':' in the line, skipped".
  public var description: String { "line \(line): \(message)" }
}

/// Reads a vCard file (3.0 or 4.0) into cards: lines unfolded, a line it cannot read
/// skipped with a warning and the rest kept.
enum VCardReader {
  /// The longest line kept, once unfolded.
  static let maximumLineLength = 64 << 10

  static func read(_ text: String) -> (cards: [VCardCard], warnings: [CNVCardWarning]) {
    var cards: [VCardCard] = []
    var warnings: [CNVCardWarning] = []
    var current: VCardCard?
    var logical: [(line: Int, text: String)] = []
    var number = 0
    for line in physicalLines(text) {
      number += 1
      if let first = line.first, first == " " || first == "\t", !logical.isEmpty {
        logical[logical.count - 1].text += line.dropFirst()
      } else {
        logical.append((number, String(line)))
      }
    }
    for (line, text) in logical {
      if text.trimmingVCardSpaces.isEmpty { continue }
      if text.utf8.count > maximumLineLength {
        warnings.append(CNVCardWarning(line: line, message: "line longer than 64 KiB, skipped"))
        continue
      }
      guard let property = parseProperty(text) else {
        let message =
          current == nil ? "text outside a card, skipped" : "no ':' in the line, skipped"
        warnings.append(CNVCardWarning(line: line, message: message))
        continue
      }
      let isVCard = property.rawValue.uppercased().trimmingVCardSpaces == "VCARD"
      if property.name == "BEGIN", isVCard {
        if let open = current {
          warnings.append(
            CNVCardWarning(line: open.line, message: "card not ended, read up to line \(line - 1)"))
          cards.append(open)
        }
        current = VCardCard(line: line, properties: [])
      } else if property.name == "END", isVCard {
        if let open = current {
          cards.append(open)
          current = nil
        } else {
          warnings.append(CNVCardWarning(line: line, message: "END without BEGIN, skipped"))
        }
      } else if current != nil {
        current!.properties.append(property)
      } else {
        warnings.append(CNVCardWarning(line: line, message: "text outside a card, skipped"))
      }
    }
    if let open = current {
      warnings.append(
        CNVCardWarning(line: open.line, message: "card not ended at the end of the file"))
      cards.append(open)
    }
    return (cards, warnings)
  }

  /// The lines of `text`, ended by CR LF, LF or a lone CR. Split by scalars: "\r\n" is one
  /// Character, so a split by Character never sees its "\n".
  static func physicalLines(_ text: String) -> [Substring] {
    var lines: [Substring] = []
    var current = String.UnicodeScalarView()
    var afterCR = false
    for scalar in text.unicodeScalars {
      if afterCR, scalar == "\n" {
        afterCR = false
        continue
      }
      afterCR = scalar == "\r"
      if scalar == "\n" || scalar == "\r" {
        lines.append(Substring(String(current)))
        current = String.UnicodeScalarView()
      } else {
        current.append(scalar)
      }
    }
    lines.append(Substring(String(current)))
    return lines
  }

  /// `group.NAME;PARAM=V;PARAM2=V2:value`, or `nil` without a `:` or a name.
  static func parseProperty(_ line: String) -> VCardProperty? {
    // The first ':' outside a quoted parameter value ends the name and parameters.
    var inQuotes = false
    var colon: String.Index?
    for index in line.indices {
      let character = line[index]
      if character == "\"" { inQuotes.toggle() }
      if character == ":", !inQuotes {
        colon = index
        break
      }
    }
    guard let colon else { return nil }
    let head = line[..<colon]
    let value = String(line[line.index(after: colon)...])
    var parts = head.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
    guard !parts.isEmpty else { return nil }
    var name = parts.removeFirst()
    var group: String?
    if let dot = name.lastIndex(of: ".") {
      group = String(name[..<dot])
      name = String(name[name.index(after: dot)...])
    }
    name = name.uppercased().trimmingVCardSpaces
    guard !name.isEmpty else { return nil }
    let parameters = parts.map { part -> (name: String, value: String) in
      guard let equals = part.firstIndex(of: "=") else {
        // vCard 2.1's bare types: `TEL;CELL:`.
        return ("TYPE", part.trimmingQuotes)
      }
      return (
        String(part[..<equals]).uppercased(),
        String(part[part.index(after: equals)...]).trimmingQuotes
      )
    }
    return VCardProperty(group: group, name: name, parameters: parameters, rawValue: value)
  }
}

/// vCard's text escapes.
enum VCardText {
  static func unescaped(_ value: String) -> String {
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

  static func split(_ value: String, at separator: Character) -> [String] {
    var parts: [String] = []
    var current = ""
    var escaping = false
    for character in value {
      if escaping {
        current.append("\\")
        current.append(character)
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else if character == separator {
        parts.append(unescaped(current))
        current = ""
      } else {
        current.append(character)
      }
    }
    parts.append(unescaped(current))
    return parts
  }

  static func escaped(_ value: String) -> String {
    var result = ""
    for character in value {
      switch character {
      case "\\": result += "\\\\"
      case ",": result += "\\,"
      case ";": result += "\\;"
      case "\n", "\r\n", "\r": result += "\\n"
      default: result.append(character)
      }
    }
    return result
  }
}

extension String {
  fileprivate var trimmingQuotes: String {
    count >= 2 && hasPrefix("\"") && hasSuffix("\"") ? String(dropFirst().dropLast()) : self
  }

  fileprivate var trimmingVCardSpaces: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[first...last])
  }
}

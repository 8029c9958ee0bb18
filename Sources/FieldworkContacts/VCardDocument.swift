/// Reads a vCard file (3.0 or 4.0) into cards: lines unfolded, a line it cannot read
/// skipped with a warning and the rest kept.
enum VCardReader {
  /// The longest line kept, once unfolded.
  static let maximumLineLength = 64 << 10

  static func read(_ text: String) -> (cards: [VCardCard], warnings: [CNVCardWarning]) {
    read(bytes: Array(text.utf8))
  }

  /// The cards of a file's bytes, and the lines skipped.
  static func read(bytes: [UInt8]) -> (cards: [VCardCard], warnings: [CNVCardWarning]) {
    var cards: [VCardCard] = []
    let warnings = read(bytes: bytes) { card in
      cards.append(card)
      return true
    }
    return (cards, warnings)
  }

  /// Reads the bytes of a file a line at a time, handing each card to `body` as soon as it
  /// ends, and returns the lines skipped. A physical line is unfolded into the logical line
  /// before it, and each logical line is read when the next one starts, so memory holds one
  /// card and one line beside what `body` keeps (`Benchmarks/README.md` has the figures).
  /// Invalid UTF-8 is decoded with U+FFFD, with a warning naming the first line it is on.
  /// `body` returns `false` to stop reading.
  static func read(bytes: [UInt8], card body: (VCardCard) throws -> Bool) rethrows
    -> [CNVCardWarning]
  {
    var reading = Reading()
    var logical: [UInt8] = []
    var logicalLine = 0
    var number = 0
    var start = 0
    var going = true
    try bytes.withUnsafeBufferPointer { buffer in
      while going, start <= buffer.count {
        var end = start
        while end < buffer.count, buffer[end] != 0x0A, buffer[end] != 0x0D { end += 1 }
        number += 1
        let line = UnsafeBufferPointer(rebasing: buffer[start..<end])
        if let first = line.first, first == 0x20 || first == 0x09, logicalLine > 0 {
          logical.append(contentsOf: line.dropFirst())
        } else {
          if logicalLine > 0, let card = reading.take(logical, line: logicalLine) {
            going = try body(card)
          }
          logical.removeAll(keepingCapacity: true)
          logical.append(contentsOf: line)
          logicalLine = number
        }
        // CR LF is one line end, and so are a lone CR and a lone LF.
        if end + 1 < buffer.count, buffer[end] == 0x0D, buffer[end + 1] == 0x0A { end += 1 }
        start = end + 1
      }
    }
    guard going else { return reading.warnings }
    if logicalLine > 0, let card = reading.take(logical, line: logicalLine) {
      guard try body(card) else { return reading.warnings }
    }
    if let card = reading.finish() { _ = try body(card) }
    return reading.warnings
  }

  /// The card open and the warnings so far.
  private struct Reading {
    var warnings: [CNVCardWarning] = []
    var current: VCardCard?
    var sawInvalidUTF8 = false

    /// Reads a logical line; returns the card it ends, if it ends one.
    mutating func take(_ bytes: [UInt8], line: Int) -> VCardCard? {
      if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { return nil }
      if bytes.count > maximumLineLength {
        warnings.append(CNVCardWarning(line: line, message: "line longer than 64 KiB, skipped"))
        return nil
      }
      let text = String(decoding: bytes, as: UTF8.self)
      if !sawInvalidUTF8, !text.utf8.elementsEqual(bytes) {
        sawInvalidUTF8 = true
        warnings.append(
          CNVCardWarning(line: line, message: "invalid UTF-8, read with U+FFFD in its place"))
      }
      guard let property = parseProperty(text) else {
        let message =
          current == nil ? "text outside a card, skipped" : "no ':' in the line, skipped"
        warnings.append(CNVCardWarning(line: line, message: message))
        return nil
      }
      let isVCard =
        (property.name == "BEGIN" || property.name == "END")
        && property.rawValue.uppercased().trimmingVCardSpaces == "VCARD"
      if property.name == "BEGIN", isVCard {
        let open = current
        if let open {
          warnings.append(
            CNVCardWarning(line: open.line, message: "card not ended, read up to line \(line - 1)"))
        }
        current = VCardCard(line: line, properties: [])
        return open
      } else if property.name == "END", isVCard {
        guard let open = current else {
          warnings.append(CNVCardWarning(line: line, message: "END without BEGIN, skipped"))
          return nil
        }
        current = nil
        return open
      } else if current != nil {
        current!.properties.append(property)
      } else {
        warnings.append(CNVCardWarning(line: line, message: "text outside a card, skipped"))
      }
      return nil
    }

    /// The card still open at the end of the file, with a warning.
    mutating func finish() -> VCardCard? {
      guard let open = current else { return nil }
      warnings.append(
        CNVCardWarning(line: open.line, message: "card not ended at the end of the file"))
      current = nil
      return open
    }
  }

  /// `group.NAME;PARAM=V;PARAM2=V2:value`, or `nil` without a `:` or a name.
  static func parseProperty(_ line: String) -> VCardProperty? {
    // The first ':' outside a quoted parameter value ends the name and parameters; every ';'
    // before it starts a parameter. ASCII delimiters, looked for among the bytes: no byte of a
    // multi-byte character is one.
    var inQuotes = false
    var colon: String.Index?
    var semicolons: [String.Index] = []
    for index in line.utf8.indices {
      switch line.utf8[index] {
      case UInt8(ascii: "\""): inQuotes.toggle()
      case UInt8(ascii: ":") where !inQuotes: colon = index
      case UInt8(ascii: ";"): semicolons.append(index)
      default: continue
      }
      if colon != nil { break }
    }
    guard let colon else { return nil }
    let value = String(line[line.index(after: colon)...])
    var name = line[..<(semicolons.first ?? colon)]
    var group: String?
    if let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) {
      group = String(name[..<dot])
      name = name[name.index(after: dot)...]
    }
    let upperName = String(name).uppercasedASCIIIfNeeded.trimmingVCardSpaces
    guard !upperName.isEmpty else { return nil }
    var parameters: [(name: String, value: String)] = []
    for (position, semicolon) in semicolons.enumerated() {
      let end = position + 1 < semicolons.count ? semicolons[position + 1] : colon
      let part = line[line.index(after: semicolon)..<end]
      guard let equals = part.utf8.firstIndex(of: UInt8(ascii: "=")) else {
        // vCard 2.1's bare types: `TEL;CELL:`.
        parameters.append(("TYPE", String(part).trimmingQuotes))
        continue
      }
      parameters.append(
        (
          String(part[..<equals]).uppercasedASCIIIfNeeded,
          String(part[part.index(after: equals)...]).trimmingQuotes
        ))
    }
    return VCardProperty(group: group, name: upperName, parameters: parameters, rawValue: value)
  }
}

/// vCard's text escapes.
enum VCardText {
  static func unescaped(_ value: String) -> String {
    if !value.utf8.contains(UInt8(ascii: "\\")) { return value }
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
    if !value.utf8.contains(UInt8(ascii: "\\")), !value.contains(separator) { return [value] }
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
  /// Upper-cased, without the work when there is no lower-case letter (names and parameters
  /// are ASCII and mostly written upper-case already).
  var uppercasedASCIIIfNeeded: String {
    utf8.contains { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") || $0 >= 0x80 }
      ? uppercased() : self
  }

  var trimmingVCardSpaces: String {
    guard let first = utf8.first, let last = utf8.last,
      first == 0x20 || first == 0x09 || last == 0x20 || last == 0x09
    else { return self }
    return trimmingVCardSpacesSlowly
  }

  var trimmingQuotes: String {
    count >= 2 && hasPrefix("\"") && hasSuffix("\"") ? String(dropFirst().dropLast()) : self
  }

  private var trimmingVCardSpacesSlowly: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[first...last])
  }
}

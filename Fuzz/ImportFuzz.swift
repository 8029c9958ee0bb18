import Foundation

/// The vCard parser on any bytes: no crash, no hang, and what it returns is well formed.
enum VCardFuzz {
  static func run(_ bytes: [UInt8]) {
    let (contacts, warnings) = VCardParser.parse(bytes)
    let lineCount = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).count
    for contact in contacts {
      require(!contact.name.isEmpty, "a contact without a name")
      for text in [contact.name, contact.organization] + contact.emails + contact.phones {
        require(text.utf8.count <= VCardParser.maximumLineLength * 2, "a field longer than a line")
      }
    }
    for warning in warnings {
      require((1...max(lineCount, 1)).contains(warning.line), "warning on line \(warning.line)")
    }
    // Deterministic: the same bytes give the same answer.
    let again = VCardParser.parse(bytes)
    require(again.contacts == contacts && again.warnings == warnings, "two parses differ")
  }
}

/// The to-do loader on any bytes: an error or a list that survives a round trip.
enum TodoFuzz {
  static func run(_ bytes: [UInt8]) {
    guard let items = try? TodoStore.decode(bytes, path: "fuzz.json") else { return }
    for item in items {
      require(item.title.count <= TodoStore.maximumTitleLength, "a title over the limit")
    }
    let encoder = JSONEncoder()
    let encoded = try? encoder.encode(["version": 1])  // the encoder works in this process
    require(encoded != nil, "JSONEncoder failed")
    struct File: Codable {
      var version: Int
      var items: [TodoItem]
    }
    guard let data = try? encoder.encode(File(version: 1, items: items)) else {
      require(false, "a loaded list does not encode")
      return
    }
    let reloaded = try? TodoStore.decode(Array(data), path: "fuzz.json")
    require(reloaded == items, "a loaded list does not round-trip")
  }
}

/// The key decoder on any bytes, read in any split: no control character is ever typed,
/// memory stays bounded, and splitting plain text does not change what is typed.
enum KeyDecoderFuzz {
  static func run(_ bytes: [UInt8]) {
    guard let first = bytes.first else { return }
    let input = Array(bytes.dropFirst())
    var whole = KeyDecoder()
    let wholeEvents = whole.decode(input) + whole.flush()
    require(!whole.hasPendingInput, "input pending after a flush")
    var split = KeyDecoder()
    var splitEvents: [KeyEvent] = []
    var position = 0
    var step = Int(first % 7) + 1
    while position < input.count {
      let end = min(input.count, position + step)
      splitEvents += split.decode(input[position..<end])
      require(
        split.pendingByteCount <= KeyDecoder.maximumSequenceLength + KeyDecoder.maximumPasteLength
          + 8, "the decoder holds too much")
      position = end
      step = step % 7 + 1
    }
    splitEvents += split.flush()
    for event in wholeEvents + splitEvents {
      if case .character(let character) = event.key {
        for scalar in character.unicodeScalars {
          require(
            scalar.value >= 0x20 && !(0x7F...0x9F).contains(scalar.value),
            "a control character typed as text")
        }
      }
    }
    if !input.contains(0x1B) {
      require(typed(wholeEvents) == typed(splitEvents), "a split read changed the typed text")
    }
  }

  private static func typed(_ events: [KeyEvent]) -> String {
    var text = ""
    for event in events {
      if case .character(let character) = event.key { text.append(character) }
    }
    return text
  }
}

/// The canvas and renderer on any text: what reaches the terminal is only the renderer's own
/// sequences and safe text, and every row takes exactly the screen's width.
enum RenderFuzz {
  static func run(_ bytes: [UInt8]) {
    let input = FuzzInput(bytes)
    // Any theme at any depth: colours are the renderer's own sequences too.
    var theme = input.bool() ? Theme.standard : Theme.monochrome
    if input.bool() {
      theme.highlight = Appearance(
        [.bold], foreground: .rgb(input.byte(), input.byte(), input.byte()),
        background: .indexed(Int(input.byte())))
    }
    var renderer = TerminalRenderer(
      theme: theme, colorDepth: ColorDepth.allCases[input.choose(ColorDepth.allCases.count)])
    let rows = input.choose(6) + 1
    let columns = input.choose(30) + 1
    for _ in 0..<3 {
      var canvas = Canvas(rows: rows, columns: columns)
      for _ in 0..<input.choose(6) {
        let text =
          input.text(maxPieces: 6)
          + String(decoding: (0..<input.choose(8)).map { _ in input.byte() }, as: UTF8.self)
        canvas.put(
          text, row: input.choose(rows + 2) - 1,
          column: input.choose(columns + 2) - 1,
          style: CellStyle(
            rawValue: (UInt16(input.byte()) << 2 | UInt16(input.byte() & 3)) & 0x3FF),
          width: input.bool() ? nil : input.choose(columns + 1))
      }
      if input.bool() { canvas.cursor = (input.choose(rows), input.choose(columns)) }
      for row in 0..<rows {
        let width = canvas.cells[row].reduce(0) {
          $0 + ($1.text.isEmpty ? 0 : DisplayWidth.of($1.text))
        }
        require(width == columns, "row \(row) takes \(width) columns of \(columns)")
        for (index, cell) in canvas.cells[row].enumerated() where cell.text.isEmpty {
          require(
            index > 0 && DisplayWidth.of(canvas.cells[row][index - 1].text) == 2,
            "a stray continuation cell")
        }
      }
      checkOutput(renderer.render(canvas))
    }
  }

  /// Every ESC starts one of the renderer's sequences; no other control or direction
  /// character is written.
  static func checkOutput(_ output: String) {
    var scalars = Array(output.unicodeScalars)[...]
    while let scalar = scalars.popFirst() {
      if scalar == "\u{1B}" {
        require(scalars.popFirst() == "[", "ESC not followed by [")
        var parameters = ""
        while let next = scalars.first, (0x20...0x3F).contains(next.value) {
          parameters.unicodeScalars.append(next)
          scalars.removeFirst()
        }
        let final = scalars.popFirst().map { Character($0) }
        let allowed: Bool
        switch final {
        case "H": allowed = parameters.allSatisfy { $0.isNumber || $0 == ";" }
        case "m": allowed = parameters.allSatisfy { $0.isNumber || $0 == ";" }
        case "J": allowed = parameters == "2"
        case "l", "h": allowed = parameters == "?25"
        default: allowed = false
        }
        require(allowed, "unexpected sequence ESC[\(parameters)\(final.map(String.init) ?? "")")
      } else {
        let value = scalar.value
        require(
          value >= 0x20 && !(0x7F...0x9F).contains(value)
            && !(0x202A...0x202E).contains(value) && !(0x2066...0x2069).contains(value),
          "a raw control or direction character U+\(String(value, radix: 16)) was written")
      }
    }
  }
}

import Fieldwork
import FieldworkTerminal
import FieldworkTesting
import Foundation
import Testing

/// The text field's line editing against bash's readline, key for key: seeded random
/// sequences typed into both, the final text and caret compared; and a text area's, which must
/// edit one line as the field does.
///
/// The normal run types ``defaultSequences`` sequences from seed ``defaultSeed``; set
/// `FIELDWORK_READLINE_SEQUENCES` (and `FIELDWORK_READLINE_SEED`) for a longer run by hand:
///
/// ```sh
/// FIELDWORK_READLINE_SEQUENCES=2000 swift test --filter ReadlineDifferential
/// ```
///
/// `FIELDWORK_READLINE_KEYS=issue` limits the keys to those of the comparison that found the
/// differences (issue #31): no case changes, numeric arguments, Ctrl-V or Ctrl-X.
///
/// A sequence that differs fails the test, unless one of the ``exceptions`` (each a difference
/// the terminal article documents) explains it. Skips where bash 5 is missing, and under
/// ThreadSanitizer (see ``BashReadline/executable``).
@MainActor @Suite(.serialized) struct ReadlineDifferentialTests {
  static let defaultSequences = 300
  static let defaultSeed: UInt64 = 31

  /// One key: its bytes, as a terminal sends them, and its name for a report.
  struct Key {
    var name: String
    var bytes: [UInt8]
  }

  static func control(_ letter: Character) -> Key {
    Key(name: "C-\(letter)", bytes: [letter.asciiValue! & 0x1F])
  }
  static func alt(_ letter: Character) -> Key {
    Key(name: "M-\(letter)", bytes: [0x1B, letter.asciiValue!])
  }
  static func text(_ text: String) -> Key { Key(name: text, bytes: Array(text.utf8)) }

  /// The keys of the issue's comparison, and the ones added with it; weights favour typing.
  static let alphabet: [(weight: Int, key: Key)] = {
    var keys: [(Int, Key)] = []
    for letter in ["a", "b", "q", "w", "x"] { keys.append((4, text(letter))) }
    for other in [" ", "-", "_", ".", "é", "中"] { keys.append((2, text(other))) }
    for letter: Character in ["a", "e", "f", "b", "d", "k", "u", "w", "t", "y"] {
      keys.append((2, control(letter)))
    }
    keys.append((2, Key(name: "C-_", bytes: [0x1F])))
    keys.append((3, Key(name: "BS", bytes: [0x7F])))
    keys.append((1, Key(name: "M-BS", bytes: [0x1B, 0x7F])))
    for letter: Character in ["f", "b", "d", "y"] { keys.append((2, alt(letter))) }
    for letter: Character in ["u", "l", "c", "t", "r"] { keys.append((1, alt(letter))) }
    for digit: Character in ["2", "3"] { keys.append((1, alt(digit))) }
    keys.append((1, Key(name: "C-x C-u", bytes: [0x18, 0x15])))
    keys.append((1, Key(name: "C-v C-a", bytes: [0x16, 0x01])))
    keys.append((1, Key(name: "C-v -", bytes: [0x16, 0x2D])))
    return keys
  }()

  /// The keys of the issue's own comparison (#31), for `FIELDWORK_READLINE_KEYS=issue`.
  static let issueKeys: Set<String> = [
    "a", "b", "q", "w", "x", " ", "-", "_", ".", "é", "中", "C-a", "C-e", "C-f", "C-b", "C-d",
    "C-k", "C-u", "C-w", "C-t", "C-y", "M-f", "M-b", "M-d", "M-y", "M-BS", "BS", "C-_",
  ]

  /// A sequence of 5 to 40 keys from `generator`, drawn from `alphabet`.
  static func sequence(
    using generator: inout some RandomNumberGenerator,
    from alphabet: [(weight: Int, key: Key)] = alphabet
  ) -> [Key] {
    let total = alphabet.reduce(0) { $0 + $1.weight }
    return (0..<Int.random(in: 5...40, using: &generator)).map { _ in
      var pick = Int.random(in: 0..<total, using: &generator)
      for (weight, key) in alphabet {
        if pick < weight { return key }
        pick -= weight
      }
      return alphabet[0].key
    }
  }

  /// A difference the terminal article documents, and how to tell a sequence it explains.
  struct Exception {
    var name: String
    var explains: ([Key]) -> Bool
  }

  /// The documented differences.
  static let exceptions: [Exception] = []

  /// What a text field's widget makes of `keys`: its text, and the caret in Unicode scalars.
  static func widgetLine(_ keys: [Key]) -> BashReadline.Line {
    let field = HeadlessTextField()
    field.tap()
    let widget = TextFieldWidget(field)
    widget.killRing = KillRing()
    widget.killRing.capacity = 10  // readline's default
    send(keys, to: widget.handle)
    return line(field.text, caret: field.selectedRange.location + field.selectedRange.length)
  }

  /// What a text area's widget makes of `keys`, which type one line.
  static func areaLine(_ keys: [Key]) -> BashReadline.Line {
    let view = HeadlessTextView()
    view.tap()
    let widget = TextAreaWidget(view)
    widget.killRing = KillRing()
    widget.killRing.capacity = 10
    send(keys, to: widget.handle)
    return line(view.text, caret: view.caretLocation)
  }

  static func send(_ keys: [Key], to handle: (KeyEvent) -> Bool) {
    var decoder = KeyDecoder()
    for key in keys {
      for event in decoder.decode(key.bytes) + decoder.flush() { _ = handle(event) }
    }
  }

  static func line(_ text: String, caret: Int) -> BashReadline.Line {
    let prefix = String(text.utf16.prefix(caret)) ?? ""
    return BashReadline.Line(text: text, point: prefix.unicodeScalars.count)
  }

  static func environment(_ name: String) -> String? {
    ProcessInfo.processInfo.environment[name]
  }

  @Test func theFieldEditsAsBashsReadlineDoes() async throws {
    let bash: String
    switch BashReadline.executable {
    case .success(let path): bash = path
    case .failure(let reason):
      print("ReadlineDifferentialTests skipped: \(reason)")
      return
    }
    let count =
      Self.environment("FIELDWORK_READLINE_SEQUENCES").flatMap(Int.init)
      ?? Self.defaultSequences
    let seed = Self.environment("FIELDWORK_READLINE_SEED").flatMap(UInt64.init) ?? Self.defaultSeed
    var generator = SeededGenerator(seed: seed)
    let alphabet =
      Self.environment("FIELDWORK_READLINE_KEYS") == "issue"
      ? Self.alphabet.filter { Self.issueKeys.contains($0.key.name) } : Self.alphabet
    var agreed = 0
    var areaDifferences: [String] = []
    var rerunsDiffering = 0
    var explained: [String: Int] = [:]
    var unexplained: [String] = []
    let sequences = (0..<count).map { _ in Self.sequence(using: &generator, from: alphabet) }
    // The shells run off the main actor, one after another, so other suites' tests run on it
    // meanwhile.
    let typed = sequences.map { $0.map(\.bytes) }
    let bashLines = try await Task.detached {
      try typed.map { try BashReadline.run($0, executable: bash) }
    }.value
    for (keys, bashLine) in zip(sequences, bashLines) {
      var expected = bashLine
      let actual = Self.widgetLine(keys)
      let area = Self.areaLine(keys)
      if area != actual {
        areaDifferences.append(
          "\(keys.map(\.name).joined(separator: " ")): field \(actual), text area \(area)")
      }
      if expected != actual {
        // A loaded machine can slow bash enough to change what it makes of the keys (it
        // reads keys that arrive together as one insertion); a difference counts when a
        // second run shows it too.
        let again = try BashReadline.run(keys.map(\.bytes), executable: bash)
        if again != expected { rerunsDiffering += 1 }
        expected = again
      }
      if expected == actual {
        agreed += 1
      } else if let exception = Self.exceptions.first(where: { $0.explains(keys) }) {
        explained[exception.name, default: 0] += 1
      } else {
        var report =
          "\(keys.map(\.name).joined(separator: " ")): bash \(expected), widget \(actual)"
        // The shortest beginning that differs, to read the difference from.
        if unexplained.count < 10 {
          for length in 1...keys.count {
            let prefix = Array(keys.prefix(length))
            let bashLine = try BashReadline.run(prefix.map(\.bytes), executable: bash)
            let widgetLine = Self.widgetLine(prefix)
            if bashLine != widgetLine {
              report +=
                "\n    first after \(length) keys (\(prefix.suffix(4).map(\.name).joined(separator: " "))): bash \(bashLine), widget \(widgetLine)"
              break
            }
          }
        }
        unexplained.append(report)
      }
    }
    print(
      "readline comparison (seed \(seed)): \(agreed) of \(count) agree; explained: \(explained);"
        + " unexplained: \(unexplained.count); bash answered differently on a second run:"
        + " \(rerunsDiffering)")
    for line in unexplained.prefix(40) { print("  " + line) }
    #expect(unexplained.isEmpty, "\(unexplained.count) sequences differ from bash")
    // A text area edits one line as a field does.
    #expect(areaDifferences.isEmpty, "\(areaDifferences.prefix(10).joined(separator: "\n"))")
  }
}

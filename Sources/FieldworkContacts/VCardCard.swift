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
      $0.value.split(separator: ",").map { String($0).uppercasedASCIIIfNeeded }
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

/// Expands SwiftData's `#Unique` inside a `@Model` class: the key paths whose values,
/// together, no two models may share.
///
/// ```swift
/// #Unique<Trip>([\.name, \.startDate], [\.code])
/// ```
/// becomes a static property the model context reads when a model is inserted: a model that
/// matches a held one on every key path of a constraint updates it instead (an upsert).
package enum UniqueExpansion {
  /// The declaration `source` (a `#Unique` use) expands to.
  ///
  /// - Throws: ``MacroDiagnostic`` for a use with no constraint, a labelled argument, or
  ///   an argument that is not an array literal of key paths.
  package static func expand(_ source: String) throws(MacroDiagnostic) -> String {
    let (model, rest) = try splitGenericArgument(source)
    let call = try MacroCall(freestanding: rest)
    guard !call.arguments.isEmpty, call.trailingClosure == nil else {
      throw MacroDiagnostic(
        "#Unique needs one or more arrays of key paths: write #Unique<Model>([\\.name])", at: 0)
    }
    var constraints: [String] = []
    for argument in call.arguments {
      guard argument.label == nil, call.tokens[argument.tokens.lowerBound].text == "[" else {
        throw MacroDiagnostic(
          "each argument of #Unique is an array of key paths, such as [\\.name, \\.date]",
          at: 0)
      }
      constraints.append(call.text(argument.tokens))
    }
    let list = "[" + constraints.joined(separator: ", ") + "]"
    let type = model.map { "[[PartialKeyPath<\($0)>]]" } ?? "[[AnyKeyPath]]"
    return """
      static var _$uniquenessConstraints: [[AnyKeyPath]] {
        let constraints: \(type) = \(list)
        return constraints
      }
      """
  }

  /// The model type of `#Unique<Model>(…)`, and the use without it.
  private static func splitGenericArgument(_ source: String) throws(MacroDiagnostic) -> (
    String?, String
  ) {
    let bytes = Array(source.utf8)
    guard let pound = bytes.firstIndex(of: UInt8(ascii: "#")) else {
      throw MacroDiagnostic("expected a macro use starting with #", at: 0)
    }
    var index = pound + 1
    while index < bytes.count, isIdentifierByte(bytes[index]) { index += 1 }
    var open = index
    while open < bytes.count, bytes[open] == UInt8(ascii: " ") { open += 1 }
    guard open < bytes.count, bytes[open] == UInt8(ascii: "<") else { return (nil, source) }
    var depth = 0
    var close = open
    while close < bytes.count {
      if bytes[close] == UInt8(ascii: "<") { depth += 1 }
      if bytes[close] == UInt8(ascii: ">") {
        depth -= 1
        if depth == 0 { break }
      }
      close += 1
    }
    guard close < bytes.count else {
      throw MacroDiagnostic("#Unique's generic argument has no closing '>'", at: open)
    }
    let model = String(decoding: bytes[(open + 1)..<close], as: UTF8.self)
    let rest = String(decoding: bytes[..<index] + bytes[(close + 1)...], as: UTF8.self)
    return (model.trimmingSpaces, rest)
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
  }
}

extension String {
  fileprivate var trimmingSpaces: String {
    var text = Substring(self)
    while text.first == " " { text.removeFirst() }
    while text.last == " " { text.removeLast() }
    return String(text)
  }
}

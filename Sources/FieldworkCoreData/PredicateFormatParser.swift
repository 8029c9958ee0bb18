import Foundation

/// Reads a predicate format string, `NSPredicate`'s language:
///
/// ```
/// predicate   := or
/// or          := and (("OR" | "||") and)*
/// and         := not (("AND" | "&&") not)*
/// not         := ("NOT" | "!") not | "(" predicate ")" | "TRUEPREDICATE" | "FALSEPREDICATE"
///              | comparison
/// comparison  := ["ANY" | "SOME" | "ALL" | "NONE"] expression operator ["[" options "]"]
///                expression
/// operator    := "=" | "==" | "!=" | "<>" | "<" | "<=" | "=<" | ">" | ">=" | "=>"
///              | "CONTAINS" | "BEGINSWITH" | "ENDSWITH" | "LIKE" | "MATCHES" | "IN"
///              | "BETWEEN"
/// expression  := key path | "SELF" | string | number | "TRUE" | "FALSE" | "YES" | "NO"
///              | "NIL" | "NULL" | "{" expression ("," expression)* "}"
///              | "%@" | "%K" | "%d" | "%i" | "%ld" | "%lld" | "%u" | "%f" | "%lf" | "%%"…
/// ```
///
/// Keywords are case-insensitive; a key path that spells one is written with `#` before it.
/// Each argument is read by the next `%` specifier, as in Foundation.
struct PredicateFormatParser {
  /// The deepest nesting of parentheses and `NOT`s read; deeper formats are refused rather
  /// than overflowing the stack.
  static let maximumDepth = 256

  private let format: String
  private let characters: [Character]
  private var arguments: [Any?]
  private var argumentIndex = 0
  private var position = 0
  private var depth = 0

  init(format: String, arguments: [Any?]) {
    self.format = format
    self.characters = Array(format)
    self.arguments = arguments
  }

  mutating func parse() throws(PredicateFormatError) -> PredicateFormat.Node {
    let node = try parseOr()
    skipSpace()
    guard position == characters.count else {
      throw error("unexpected '\(characters[position])' after the predicate")
    }
    return node
  }

  // MARK: Predicates

  private mutating func parseOr() throws(PredicateFormatError) -> PredicateFormat.Node {
    var node = try parseAnd()
    while consumeKeyword("OR") || consumeSymbol("||") {
      node = .or(node, try parseAnd())
    }
    return node
  }

  private mutating func parseAnd() throws(PredicateFormatError) -> PredicateFormat.Node {
    var node = try parseNot()
    while consumeKeyword("AND") || consumeSymbol("&&") {
      node = .and(node, try parseNot())
    }
    return node
  }

  private mutating func parseNot() throws(PredicateFormatError) -> PredicateFormat.Node {
    depth += 1
    defer { depth -= 1 }
    guard depth <= Self.maximumDepth else {
      throw error("the predicate nests more than \(Self.maximumDepth) deep")
    }
    skipSpace()
    if consumeKeyword("NOT") || consumeSymbol("!", unlessFollowedBy: "=") {
      return .not(try parseNot())
    }
    if peek() == "(" {
      // A parenthesis opens a predicate here; an expression never starts with one.
      position += 1
      let node = try parseOr()
      try expectSymbol(")")
      return node
    }
    if consumeKeyword("TRUEPREDICATE") { return .constant(true) }
    if consumeKeyword("FALSEPREDICATE") { return .constant(false) }
    return .comparison(try parseComparison())
  }

  private mutating func parseComparison() throws(PredicateFormatError)
    -> PredicateFormat.Comparison
  {
    var quantifier: PredicateFormat.Quantifier?
    if consumeKeyword("ANY") || consumeKeyword("SOME") {
      quantifier = .any
    } else if consumeKeyword("ALL") {
      quantifier = .all
    } else if consumeKeyword("NONE") {
      quantifier = PredicateFormat.Quantifier.none
    }
    let left = try parseExpression()
    skipSpace()
    guard let op = parseOperator() else {
      if position == characters.count {
        throw error("the comparison has no operator: expected ==, !=, <, >, CONTAINS, LIKE…")
      }
      throw error("expected an operator (==, !=, <, >, CONTAINS, LIKE…)")
    }
    let options = try parseOptions()
    if op == .between {
      let right = try parseExpression()
      guard case .list(let bounds) = right, bounds.count == 2 else {
        throw error("BETWEEN needs two bounds, as {low, high}", at: position)
      }
      return PredicateFormat.Comparison(
        quantifier: quantifier, left: left, op: op, options: options, right: right)
    }
    let right = try parseExpression()
    return PredicateFormat.Comparison(
      quantifier: quantifier, left: left, op: op, options: options, right: right)
  }

  private mutating func parseOperator() -> PredicateFormat.Operator? {
    let symbols: [(String, PredicateFormat.Operator)] = [
      ("==", .equal), ("!=", .notEqual), ("<>", .notEqual), ("<=", .lessOrEqual),
      ("=<", .lessOrEqual), (">=", .greaterOrEqual), ("=>", .greaterOrEqual), ("=", .equal),
      ("<", .less), (">", .greater),
    ]
    for (symbol, op) in symbols where consumeSymbol(symbol) { return op }
    let words: [PredicateFormat.Operator] = [
      .contains, .beginsWith, .endsWith, .like, .matches, .in, .between,
    ]
    for op in words where consumeKeyword(op.rawValue) { return op }
    return nil
  }

  private mutating func parseOptions() throws(PredicateFormatError) -> PredicateFormat.Options {
    guard peek() == "[" else { return [] }
    position += 1
    var options: PredicateFormat.Options = []
    while let character = peek(), character != "]" {
      switch character {
      case "c", "C": options.insert(.caseInsensitive)
      case "d", "D": options.insert(.diacriticInsensitive)
      case "n", "N", "l", "L": break  // normalized, locale: no effect here
      default: throw error("unknown comparison option '\(character)': expected c, d or n")
      }
      position += 1
    }
    try expectSymbol("]")
    return options
  }

  // MARK: Expressions

  private mutating func parseExpression() throws(PredicateFormatError)
    -> PredicateFormat.Expression
  {
    skipSpace()
    guard let character = peek() else { throw error("expected a key path or a value") }
    switch character {
    case "'", "\"": return .constant(.string(try parseString(quote: character)))
    case "{": return try parseList()
    case "%": return try parseArgument()
    case "$": throw error("substitution variables ($name) are not supported")
    default: break
    }
    if character.isNumber || (character == "-" && peek(offset: 1)?.isNumber == true)
      || (character == "." && peek(offset: 1)?.isNumber == true)
    {
      return .constant(try parseNumber())
    }
    guard let word = parseKeyPath() else {
      throw error("expected a key path or a value, found '\(character)'")
    }
    switch word.uppercased() {
    case "NIL", "NULL": return .null
    case "TRUE", "YES": return .constant(.bool(true))
    case "FALSE", "NO": return .constant(.bool(false))
    case "SELF": return .evaluatedObject
    default: break
    }
    let components = word.split(separator: ".", omittingEmptySubsequences: false).map {
      $0.hasPrefix("#") ? String($0.dropFirst()) : String($0)
    }
    if components.contains(where: \.isEmpty) {
      throw error("'\(word)' is not a key path", at: position - word.count)
    }
    if components.count > 1, components[0].uppercased() == "SELF" {
      return .keyPath(Array(components.dropFirst()))
    }
    return .keyPath(components)
  }

  private mutating func parseKeyPath() -> String? {
    let start = position
    while let character = peek(),
      character.isLetter || character.isNumber || character == "_" || character == "."
        || (character == "#" && position == start)
        || (character == "#" && characters[position - 1] == ".")
    {
      position += 1
    }
    guard position > start else { return nil }
    let word = String(characters[start..<position])
    // A keyword ends the key path it follows ("name CONTAINS…"): keywords are only ever
    // read after skipping the key path, so a bare keyword here is a misplaced one.
    if Self.operatorKeywords.contains(word.uppercased()) {
      position = start
      return nil
    }
    return word
  }

  private static let operatorKeywords: Set<String> = [
    "AND", "OR", "NOT", "CONTAINS", "BEGINSWITH", "ENDSWITH", "LIKE", "MATCHES", "IN",
    "BETWEEN", "ANY", "ALL", "NONE", "SOME", "TRUEPREDICATE", "FALSEPREDICATE",
  ]

  private mutating func parseString(quote: Character) throws(PredicateFormatError) -> String {
    let start = position
    position += 1
    var text = ""
    while let character = peek() {
      position += 1
      if character == quote { return text }
      guard character == "\\" else {
        text.append(character)
        continue
      }
      guard let escaped = peek() else { break }
      position += 1
      switch escaped {
      case "n": text.append("\n")
      case "t": text.append("\t")
      case "r": text.append("\r")
      case "0": text.append("\0")
      default: text.append(escaped)
      }
    }
    throw error("the string that starts here has no closing \(quote)", at: start)
  }

  private mutating func parseNumber() throws(PredicateFormatError) -> ManagedValue {
    let start = position
    if peek() == "-" { position += 1 }
    while let character = peek(),
      character.isASCII
        && (character.isNumber || character == "." || character == "e"
          || character == "E"
          || ((character == "-" || character == "+")
            && (characters[position - 1] == "e" || characters[position - 1] == "E")))
    {
      position += 1
    }
    let text = String(characters[start..<position])
    if let integer = Int64(text) { return .integer(integer) }
    if let double = Double(text), double.isFinite { return .double(double) }
    throw error("'\(text)' is not a number", at: start)
  }

  private mutating func parseList() throws(PredicateFormatError) -> PredicateFormat.Expression {
    position += 1
    depth += 1
    defer { depth -= 1 }
    guard depth <= Self.maximumDepth else {
      throw error("the predicate nests more than \(Self.maximumDepth) deep")
    }
    var elements: [PredicateFormat.Expression] = []
    skipSpace()
    if consumeSymbol("}") { return .list(elements) }
    repeat {
      elements.append(try parseExpression())
      skipSpace()
    } while consumeSymbol(",")
    try expectSymbol("}")
    return .list(elements)
  }

  /// `%@`, `%K`, `%d` and the other specifiers: the next argument, as the specifier reads it.
  private mutating func parseArgument() throws(PredicateFormatError)
    -> PredicateFormat.Expression
  {
    let start = position
    position += 1
    var specifier = ""
    while let character = peek(), character == "l" || character == "h" || character == "q" {
      position += 1
      specifier.append(character)
    }
    guard let conversion = peek() else {
      throw error("the format ends inside a '%' specifier", at: start)
    }
    position += 1
    specifier.append(conversion)
    switch conversion {
    case "@", "K", "d", "i", "u", "D", "U", "f", "e", "g", "x", "X", "o", "c", "s", "S":
      break
    default:
      throw error("'%\(specifier)' is not a format specifier: use %@, %K, %d or %f", at: start)
    }
    guard argumentIndex < arguments.count else {
      throw error(
        "'%\(specifier)' has no argument: \(arguments.count) given for a format that reads more",
        at: start)
    }
    let argument = arguments[argumentIndex]
    argumentIndex += 1
    if conversion == "K" {
      guard let key = argument.flatMap({ $0 as? String ?? ($0 as? NSString).map(String.init) })
      else {
        throw error("%K needs a key path string as its argument", at: start)
      }
      let components = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
      guard !components.contains(where: \.isEmpty) else {
        throw error("'\(key)', the argument of %K, is not a key path", at: start)
      }
      return .keyPath(components)
    }
    guard let argument else { return .null }
    if let value = Self.expression(of: argument) { return value }
    throw error(
      "the argument of '%\(specifier)' is a \(type(of: argument)), which a predicate cannot compare",
      at: start)
  }

  /// An argument as a predicate's value: a string, a number, a date, an array or set of them.
  static func expression(of argument: Any) -> PredicateFormat.Expression? {
    switch argument {
    case let optional as any OptionalArgument:
      guard let wrapped = optional.wrapped else { return .null }
      return expression(of: wrapped)
    case let value as any _ManagedAttribute: return .constant(value._managedValue)
    case let value as Substring: return .constant(.string(String(value)))
    case let value as UInt: return .constant(.integer(Int64(truncatingIfNeeded: value)))
    case let value as UInt32: return .constant(.integer(Int64(value)))
    case let value as UInt16: return .constant(.integer(Int64(value)))
    case let value as UInt8: return .constant(.integer(Int64(value)))
    case let value as Int8: return .constant(.integer(Int64(value)))
    case let values as [Any]:
      var list: [PredicateFormat.Expression] = []
      for value in values {
        guard let element = expression(of: value) else { return nil }
        list.append(element)
      }
      return .list(list)
    case let values as any SetArgument:
      return expression(of: values.elements)
    default:
      if let value = ManagedValue(argument) { return .constant(value) }
      return nil
    }
  }

  // MARK: Characters

  private func peek(offset: Int = 0) -> Character? {
    position + offset < characters.count ? characters[position + offset] : nil
  }

  private mutating func skipSpace() {
    while let character = peek(), character.isWhitespace { position += 1 }
  }

  private mutating func consumeSymbol(_ symbol: String, unlessFollowedBy next: Character? = nil)
    -> Bool
  {
    skipSpace()
    let symbolCharacters = Array(symbol)
    guard position + symbolCharacters.count <= characters.count,
      Array(characters[position..<position + symbolCharacters.count]) == symbolCharacters
    else { return false }
    if let next, peek(offset: symbolCharacters.count) == next { return false }
    position += symbolCharacters.count
    return true
  }

  private mutating func expectSymbol(_ symbol: String) throws(PredicateFormatError) {
    guard consumeSymbol(symbol) else {
      if let character = peek() {
        throw error("expected '\(symbol)', found '\(character)'")
      }
      throw error("expected '\(symbol)' before the end")
    }
  }

  /// Reads `keyword` (any case) when it is a whole word here.
  private mutating func consumeKeyword(_ keyword: String) -> Bool {
    skipSpace()
    let count = keyword.count
    guard position + count <= characters.count,
      String(characters[position..<position + count]).uppercased() == keyword
    else { return false }
    if let after = peek(offset: count), after.isLetter || after.isNumber || after == "_" {
      return false
    }
    position += count
    return true
  }

  private func error(_ reason: String, at index: Int? = nil) -> PredicateFormatError {
    PredicateFormatError(format: format, column: (index ?? position) + 1, reason: reason)
  }
}

/// An optional argument, seen through `Any`.
protocol OptionalArgument {
  var wrapped: Any? { get }
}

extension Optional: OptionalArgument {
  var wrapped: Any? { self.map { $0 as Any } }
}

/// A set argument, seen through `Any`.
protocol SetArgument {
  var elements: [Any] { get }
}

extension Set: SetArgument {
  var elements: [Any] { map { $0 as Any } }
}

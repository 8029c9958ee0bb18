/// Expands SwiftData's `@Model` on a class, and `@_PersistedProperty` on each property it
/// persists.
///
/// ```swift
/// @Model final class Item {
///   var title: String
///   @Attribute(.unique) var code: String
///   @Relationship(deleteRule: .cascade) var notes: [Note] = []
///   @Transient var isExpanded = false
///   init(title: String, code: String) { self.title = title; self.code = code }
/// }
/// ```
///
/// `@Model` adds an observation registrar, the model's persistent state, its schema (one
/// entry per persisted property, carrying the `@Attribute` and `@Relationship` arguments as
/// written) and an initializer the store uses to make the model from a saved row; it marks
/// each stored `var` that is not `@Transient` with `@_PersistedProperty`, and conforms the
/// class to `PersistentModel` and `Observable`. `@_PersistedProperty` turns the property
/// into accessors over a `_name` peer that report reads and writes, as `@Observable` does.
package enum ModelExpansion {
  /// A stored property of a model class.
  package struct Property: Equatable, Sendable {
    /// Its name.
    package var name: String
    /// Its declared type, when written.
    package var type: String?
    /// Its initial value's text, when written.
    package var initializer: String?
    /// Whether it is a `let`.
    package var isConstant: Bool
    /// Whether it is `@Transient` (kept in memory only).
    package var isTransient: Bool
    /// The argument text of its `@Attribute(…)`, when it has one.
    package var attribute: String?
    /// The argument text of its `@Relationship(…)`, when it has one.
    package var relationship: String?
    /// Where its declaration starts (UTF-8 offset).
    package var offset: Int
  }

  /// A model class: its name and its stored properties.
  package struct ModelClass: Equatable, Sendable {
    /// The class's name.
    package var name: String
    /// Its stored instance properties, in declaration order.
    package var properties: [Property]
    /// Whether it declares an initializer.
    package var hasInitializer: Bool
  }

  /// The members `@Model` adds to `declaration`.
  package static func members(_ declaration: String) throws(MacroDiagnostic) -> String {
    let model = try modelClass(declaration)
    guard model.hasInitializer else {
      throw MacroDiagnostic(
        "@Model requires an initializer be provided for '\(model.name)'", at: 0)
    }
    let persisted = model.properties.filter { !$0.isTransient }
    let metadata = persisted.map { property -> String in
      var arguments = "\(quoted(property.name)), \\\(model.name).\(property.name)"
      if let attribute = property.attribute {
        arguments += ", attribute: FieldworkSwiftData.Schema.Attribute(\(attribute))"
      }
      if let relationship = property.relationship {
        arguments += ", relationship: FieldworkSwiftData.Schema.Relationship(\(relationship))"
      }
      return "    FieldworkSwiftData.Schema.PropertyMetadata(\(arguments)),"
    }
    // A property with an initial value keeps it when the row lacks one (a property added
    // since the store was written); a constant with one is not read at all.
    let assignments = persisted.compactMap { property -> String? in
      let key = quoted(property.name)
      switch (property.isConstant, property.initializer != nil) {
      case (true, true): return nil
      case (true, false): return "  self.\(property.name) = try backing.initialValue(\(key))"
      case (false, true): return "  try backing.update(&_\(property.name), \(key))"
      case (false, false): return "  _\(property.name) = try backing.initialValue(\(key))"
      }
    }
    return """
      private let _$observationRegistrar = Observation.ObservationRegistrar()

      /// The model's identity and its context, kept by SwiftData.
      public let _$persistentState = FieldworkSwiftData._PersistentState()

      /// The model's persisted properties, as SwiftData's schema describes them.
      public static var schemaMetadata: [FieldworkSwiftData.Schema.PropertyMetadata] {
        [
      \(metadata.joined(separator: "\n"))
        ]
      }

      /// Makes the model from a row of its store.
      public required init(_$backing backing: FieldworkSwiftData._ModelBacking) throws {
      \(assignments.joined(separator: "\n"))
      }
      """
  }

  /// The attribute `@Model` puts on `member`: `@_PersistedProperty` on a stored `var` it
  /// persists, nothing on anything else.
  package static func memberAttribute(_ member: String) -> String {
    guard let tokens = try? SwiftLexer.tokenize(member),
      let property = try? property(tokens, in: member, from: 0, to: tokens.count),
      !property.isConstant, !property.isTransient
    else { return "" }
    return "@FieldworkSwiftData._PersistedProperty"
  }

  /// The extension that conforms the class to the protocols the compiler reports missing.
  ///
  /// The compiler sends them as a placeholder declaration,
  /// `struct Placeholder: PersistentModel, Observable {}`: the list is what follows its `:`
  /// (none when the class conforms already). Both protocols when it sends no placeholder.
  package static func conformance(type: String, conformances: String?) -> String {
    var list = "FieldworkSwiftData.PersistentModel, Observation.Observable"
    if let conformances {
      // No list: the class conforms already.
      list = ""
      if let colon = conformances.firstIndex(of: ":") {
        let tail = conformances[conformances.index(after: colon)...]
        list = String(tail.prefix { $0 != "{" }).trimmingSpaces
      }
    }
    if list.isEmpty { return "" }
    return "extension \(type.trimmingSpaces): \(list) {}"
  }

  /// The accessors of a persisted property: an `init` accessor for its initial value, and a
  /// getter and setter that report to the registrar and the model's context.
  package static func accessors(_ declaration: String) throws(MacroDiagnostic) -> String {
    let property = try persistedProperty(declaration)
    let name = property.name
    return """
      @storageRestrictions(initializes: _\(name))
      init(initialValue) { _\(name) = initialValue }
      get {
        _$observationRegistrar.access(self, keyPath: \\.\(name))
        return _\(name)
      }
      set {
        _$observationRegistrar.withMutation(of: self, keyPath: \\.\(name)) { _\(name) = newValue }
        _$persistentState.didWrite(self, \(quoted(name)))
      }
      """
  }

  /// The storage of a persisted property: `_name`, private, with the property's type and
  /// initial value.
  package static func peer(_ declaration: String) throws(MacroDiagnostic) -> String {
    let property = try persistedProperty(declaration)
    var text = "private var _\(property.name)"
    if let type = property.type { text += ": \(type)" }
    if let initializer = property.initializer { text += " = \(initializer)" }
    return text
  }

  static func persistedProperty(_ declaration: String) throws(MacroDiagnostic) -> Property {
    let tokens = try lex(declaration)
    guard let property = try property(tokens, in: declaration, from: 0, to: tokens.count) else {
      throw MacroDiagnostic("@_PersistedProperty goes on a stored 'var' of a @Model class", at: 0)
    }
    return property
  }

  static func lex(_ source: String) throws(MacroDiagnostic) -> [SwiftToken] {
    do {
      return try SwiftLexer.tokenize(source)
    } catch {
      throw MacroDiagnostic("cannot read the declaration: \(error.reason)", at: error.offset)
    }
  }

  /// Reads the class `@Model` is attached to.
  ///
  /// - Throws: ``MacroDiagnostic`` for a struct, enum or actor, and for a property form a
  ///   store cannot keep (several names in one declaration, observers).
  package static func modelClass(_ declaration: String) throws(MacroDiagnostic) -> ModelClass {
    let tokens = try lex(declaration)
    var index = 0
    var depth = 0
    while index < tokens.count {
      let token = tokens[index]
      if depth == 0, token.kind == .identifier,
        ["struct", "enum", "actor", "protocol", "extension"].contains(token.text)
      {
        throw MacroDiagnostic(
          "@Model goes on a class: SwiftData's models are classes, not '\(token.text)'s",
          at: token.range.lowerBound)
      }
      if depth == 0, token.text == "class", index + 1 < tokens.count,
        tokens[index + 1].kind == .identifier
      {
        break
      }
      depth += token.nesting
      index += 1
    }
    guard index + 1 < tokens.count else {
      throw MacroDiagnostic("@Model goes on a class", at: 0)
    }
    let name = tokens[index + 1].text
    guard let open = tokens[(index + 2)...].firstIndex(where: { $0.text == "{" }) else {
      throw MacroDiagnostic("@Model: the class '\(name)' has no body", at: 0)
    }
    let close = try MacroCall.matching(open, in: tokens)
    var properties: [Property] = []
    var hasInitializer = false
    for range in declarations(tokens, from: open + 1, to: close) {
      if tokens[range].contains(where: { $0.text == "init" && $0.kind == .identifier }),
        introducer(tokens, range)?.text == "init"
      {
        hasInitializer = true
      }
      if let property = try property(
        tokens, in: declaration, from: range.lowerBound, to: range.upperBound)
      {
        properties.append(property)
      }
    }
    return ModelClass(name: name, properties: properties, hasInitializer: hasInitializer)
  }

  /// Words that can start a member declaration.
  static let declarationStarts: Set<String> = [
    "var", "let", "func", "init", "deinit", "subscript", "static", "class", "private",
    "public", "internal", "fileprivate", "open", "package", "final", "override", "lazy",
    "weak", "unowned", "nonisolated", "typealias", "struct", "enum", "case", "convenience",
    "required", "mutating", "dynamic", "actor", "protocol", "extension", "indirect",
    "associatedtype", "optional", "isolated",
  ]

  /// The member declarations of a body, as token ranges: a new one starts at a line's first
  /// token that is an attribute, `#`-directive or declaration keyword once the one before
  /// has its introducer (`var`, `func`, …), or after a `;`.
  static func declarations(_ tokens: [SwiftToken], from start: Int, to end: Int) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var depth = 0
    var current = start
    var index = start
    while index < end {
      let token = tokens[index]
      if depth == 0, index > current {
        let startsHere =
          token.followsNewline
          && (token.kind == .attribute || token.kind == .poundName
            || (token.kind == .identifier && declarationStarts.contains(token.text)))
        // Attributes and modifiers on lines of their own belong to the declaration below.
        if startsHere, introducer(tokens, current..<index) != nil {
          ranges.append(current..<index)
          current = index
        }
      }
      if depth == 0, token.text == ";" {
        if index > current { ranges.append(current..<index) }
        current = index + 1
      }
      depth += token.nesting
      index += 1
    }
    if current < end { ranges.append(current..<end) }
    return ranges
  }

  /// The declaration's introducer: its first token that is not an attribute (with its
  /// arguments) or a modifier.
  static func introducer(_ tokens: [SwiftToken], _ range: Range<Int>) -> SwiftToken? {
    var index = range.lowerBound
    while index < range.upperBound {
      let token = tokens[index]
      if token.kind == .attribute {
        index = afterAttribute(tokens, index, end: range.upperBound)
        continue
      }
      if token.kind == .poundName { return token }
      if [
        "var", "let", "func", "init", "deinit", "subscript", "typealias", "struct", "enum",
        "case", "actor", "protocol", "extension", "associatedtype",
      ].contains(token.text)
        || (token.text == "class" && index + 1 < range.upperBound
          && tokens[index + 1].kind == .identifier
          && !declarationStarts.contains(
            tokens[index + 1].text))
      {
        return token
      }
      // A modifier, possibly with arguments: `private(set)`.
      if index + 1 < range.upperBound, tokens[index + 1].text == "(",
        tokens[index + 1].range.lowerBound == token.range.upperBound
      {
        index = ((try? MacroCall.matching(index + 1, in: tokens)) ?? range.upperBound) + 1
        continue
      }
      index += 1
    }
    return nil
  }

  /// The index after the attribute at `index` and its parenthesised arguments, if any.
  static func afterAttribute(_ tokens: [SwiftToken], _ index: Int, end: Int) -> Int {
    let next = index + 1
    if next < end, tokens[next].text == "(",
      tokens[next].range.lowerBound == tokens[index].range.upperBound
    {
      return ((try? MacroCall.matching(next, in: tokens)) ?? end - 1) + 1
    }
    return next
  }

  /// The stored instance property declared by tokens `start..<end`, or `nil` for any other
  /// declaration (a computed or static property, a `lazy` one, a method, a type).
  static func property(
    _ tokens: [SwiftToken], in source: String, from start: Int, to end: Int
  ) throws(MacroDiagnostic) -> Property? {
    var index = start
    var isTransient = false
    var attribute: String?
    var relationship: String?
    while index < end {
      let token = tokens[index]
      if token.kind == .attribute {
        let after = afterAttribute(tokens, index, end: end)
        let arguments =
          after - index > 1 ? text(tokens, in: source, index + 2..<after - 1) : ""
        switch token.text {
        case "@Transient", "@ObservationIgnored": isTransient = true
        case "@Attribute": attribute = arguments
        case "@Relationship": relationship = arguments
        case "@_PersistedProperty", "@FieldworkSwiftData._PersistedProperty": break
        default: break
        }
        index = after
        continue
      }
      if token.kind == .identifier, ["static", "class", "lazy"].contains(token.text) {
        return nil
      }
      if token.text == "var" || token.text == "let" { break }
      if token.kind == .identifier, declarationStarts.contains(token.text) {
        if index + 1 < end, tokens[index + 1].text == "(",
          tokens[index + 1].range.lowerBound == token.range.upperBound
        {
          index = ((try? MacroCall.matching(index + 1, in: tokens)) ?? end) + 1
        } else {
          index += 1
        }
        continue
      }
      return nil
    }
    guard index < end, index + 1 < end, tokens[index + 1].kind == .identifier else {
      return nil
    }
    let introducer = tokens[index]
    let nameToken = tokens[index + 1]
    var cursor = index + 2
    var type: String?
    var initializer: String?
    if cursor < end, tokens[cursor].text == ":" {
      let typeStart = cursor + 1
      var depth = 0
      cursor = typeStart
      while cursor < end {
        let token = tokens[cursor]
        if depth == 0, token.text == "=" || token.text == "{" || token.text == "," { break }
        depth += token.nesting
        cursor += 1
      }
      if cursor > typeStart { type = text(tokens, in: source, typeStart..<cursor) }
    }
    if cursor < end, tokens[cursor].text == "," {
      throw MacroDiagnostic(
        "@Model: declare '\(nameToken.text)' on a line of its own: each persisted property "
          + "is its own declaration",
        at: tokens[cursor].range.lowerBound)
    }
    if cursor < end, tokens[cursor].text == "=" {
      var valueEnd = end
      // Observers after the initial value: `= 0 { didSet { … } }`.
      if tokens[end - 1].text == "}", let open = openingBrace(tokens, closing: end - 1),
        open > cursor + 1, open + 1 < end,
        ["willSet", "didSet"].contains(tokens[open + 1].text)
      {
        valueEnd = open
        if !isTransient {
          throw observers(nameToken, at: tokens[open + 1].range.lowerBound)
        }
      } else {
        var depth = 0
        for position in (cursor + 1)..<end {
          depth += tokens[position].nesting
          if depth == 0, tokens[position].text == "," {
            throw MacroDiagnostic(
              "@Model: declare '\(nameToken.text)' on a line of its own: each persisted "
                + "property is its own declaration",
              at: tokens[position].range.lowerBound)
          }
        }
      }
      guard cursor + 1 < valueEnd else { return nil }
      initializer = text(tokens, in: source, (cursor + 1)..<valueEnd)
      cursor = end
    }
    if cursor < end, tokens[cursor].text == "{" {
      // Accessors: computed, unless they are only observers.
      if cursor + 1 < end, ["willSet", "didSet"].contains(tokens[cursor + 1].text) {
        if !isTransient { throw observers(nameToken, at: tokens[cursor + 1].range.lowerBound) }
      } else {
        return nil
      }
    }
    return Property(
      name: nameToken.text, type: type, initializer: initializer,
      isConstant: introducer.text == "let", isTransient: isTransient,
      attribute: attribute, relationship: relationship, offset: tokens[start].range.lowerBound)
  }

  static func observers(_ name: SwiftToken, at offset: Int) -> MacroDiagnostic {
    MacroDiagnostic(
      "@Model: '\(name.text)' has willSet/didSet, which a persisted property cannot keep; "
        + "mark it @Transient, or move the work to where it is set",
      at: offset)
  }

  /// The `{` that the `}` at `closing` closes.
  static func openingBrace(_ tokens: [SwiftToken], closing: Int) -> Int? {
    var depth = 0
    var index = closing
    while index >= 0 {
      depth -= tokens[index].nesting
      if depth == 0 { return index }
      index -= 1
    }
    return nil
  }

  static func text(_ tokens: [SwiftToken], in source: String, _ range: Range<Int>) -> String {
    guard let first = range.first, let last = range.last, first <= last else { return "" }
    return MacroCall.slice(source, tokens[first].range.lowerBound..<tokens[last].range.upperBound)
  }

  static func quoted(_ name: String) -> String {
    quotedLiteral(name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name) {
      "\\u{\(String($0, radix: 16))}"
    }
  }
}

extension String {
  /// The string without leading and trailing spaces, tabs and line breaks.
  fileprivate var trimmingSpaces: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0.isNewline }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[first...last])
  }
}

/// Expands `@Entry` on a property of an `EnvironmentValues` extension (or another
/// container keyed by `EnvironmentKey`): a key type beside it, and accessors that read and
/// write the container through that key.
///
/// ```swift
/// extension EnvironmentValues {
///   @Entry var accent: String = "blue"
/// }
/// ```
/// adds `private struct __Key_accent: EnvironmentKey` with `defaultValue` `"blue"`, and
/// `get { self[__Key_accent.self] } set { self[__Key_accent.self] = newValue }`.
package enum EntryExpansion {
  /// The property `@Entry` is attached to.
  package struct Property: Equatable, Sendable {
    /// Its name.
    package var name: String
    /// Its declared type.
    package var type: String
    /// Its initial value's text: `nil` for an optional written without one.
    package var initializer: String

    package init(name: String, type: String, initializer: String) {
      self.name = name
      self.type = type
      self.initializer = initializer
    }
  }

  /// Reads the property declaration `@Entry` is attached to.
  ///
  /// - Throws: ``MacroDiagnostic`` for a `let`, a property without a type annotation, a
  ///   non-optional property without an initial value, or more than one binding.
  package static func property(_ declaration: String) throws(MacroDiagnostic) -> Property {
    let tokens: [SwiftToken]
    do {
      tokens = try SwiftLexer.tokenize(declaration)
    } catch {
      throw MacroDiagnostic("cannot read the declaration: \(error.reason)", at: error.offset)
    }
    guard let introducer = tokens.firstIndex(where: { $0.text == "var" || $0.text == "let" })
    else {
      throw MacroDiagnostic("@Entry goes on a variable: @Entry var name: Type = value", at: 0)
    }
    let at = tokens[introducer].range.lowerBound
    guard tokens[introducer].text == "var" else {
      throw MacroDiagnostic("@Entry needs 'var', not 'let': its accessors set the value", at: at)
    }
    guard introducer + 1 < tokens.count, tokens[introducer + 1].kind == .identifier else {
      throw MacroDiagnostic("@Entry needs a property name after 'var'", at: at)
    }
    let name = tokens[introducer + 1].text
    var index = introducer + 2
    guard index < tokens.count, tokens[index].text == ":" else {
      throw MacroDiagnostic(
        "@Entry needs the property's type: @Entry var \(name): Type = value",
        at: tokens[introducer + 1].range.lowerBound)
    }
    index += 1
    let typeStart = index
    var depth = 0
    while index < tokens.count {
      let token = tokens[index]
      if depth == 0, token.text == "=" || token.text == "{" || token.text == "," { break }
      if token.kind == .punctuation {
        if ["(", "["].contains(token.text) { depth += 1 }
        if [")", "]"].contains(token.text) { depth -= 1 }
      }
      index += 1
    }
    guard index > typeStart else {
      throw MacroDiagnostic("@Entry needs the property's type after ':'", at: at)
    }
    let type = MacroCall.slice(
      declaration, tokens[typeStart].range.lowerBound..<tokens[index - 1].range.upperBound)
    let isOptional = type.hasSuffix("?") || type.hasPrefix("Optional<")
    if index == tokens.count {
      guard isOptional else {
        throw MacroDiagnostic(
          "@Entry needs a default value: @Entry var \(name): \(type) = value",
          at: tokens[introducer + 1].range.lowerBound)
      }
      return Property(name: name, type: type, initializer: "nil")
    }
    guard tokens[index].text == "=" else {
      let problem =
        tokens[index].text == ","
        ? "@Entry declares one property: write each on its own line"
        : "@Entry needs a stored property with a default value, not accessors"
      throw MacroDiagnostic(problem, at: tokens[index].range.lowerBound)
    }
    guard index + 1 < tokens.count else {
      throw MacroDiagnostic("@Entry needs a value after '='", at: tokens[index].range.lowerBound)
    }
    var depthAfter = 0
    for token in tokens[(index + 1)...] where token.kind == .punctuation {
      depthAfter += token.nesting
      if depthAfter == 0, token.text == "," {
        throw MacroDiagnostic(
          "@Entry declares one property: write each on its own line",
          at: token.range.lowerBound)
      }
    }
    let initializer = MacroCall.slice(
      declaration, tokens[index + 1].range.lowerBound..<tokens[tokens.count - 1].range.upperBound)
    return Property(name: name, type: type, initializer: initializer)
  }

  /// The key type's name for `property`.
  package static func keyName(_ property: Property) -> String { "__Key_\(property.name)" }

  /// The accessors: `get` and `set` through the key.
  package static func accessors(_ declaration: String) throws(MacroDiagnostic) -> String {
    let key = keyName(try property(declaration))
    return """
      get { self[\(key).self] }
      set { self[\(key).self] = newValue }
      """
  }

  /// The key type, beside the property.
  package static func peer(_ declaration: String) throws(MacroDiagnostic) -> String {
    let property = try property(declaration)
    return """
      private struct \(keyName(property)): FieldworkSwiftUI.EnvironmentKey {
        static var defaultValue: \(property.type) { \(property.initializer) }
      }
      """
  }
}

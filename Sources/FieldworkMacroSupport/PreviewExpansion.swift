/// Expands `#Preview`: a type that makes the preview's view, and a record that lets
/// `Preview.all` find it at run time.
///
/// ```swift
/// #Preview("Empty list", traits: .sizeThatFitsLayout) {
///   @Previewable @State var query = ""
///   SearchScreen(query: $query)
/// }
/// ```
/// becomes an enum conforming to `_PreviewDeclaration` whose `makeBody()` builds the view;
/// `@Previewable` declarations become stored properties of a view made for the preview, so
/// their state lives as a view's state does.
package enum PreviewExpansion {
  /// The kind the preview records carry in the `swift5_tests` section: "fwpv", as a
  /// big-endian FourCC (the test content record ABI's convention for third-party kinds).
  package static let recordKind: UInt32 = 0x6677_7076

  /// Where the expanded use is, for the preview's identity.
  package struct Location: Sendable {
    package var fileID: String
    package var line: Int
    package var column: Int

    package init(fileID: String, line: Int, column: Int) {
      self.fileID = fileID
      self.line = line
      self.column = column
    }
  }

  /// The declarations `source` (a `#Preview` use) expands to.
  ///
  /// - Parameters:
  ///   - source: The macro use, as the compiler sends it.
  ///   - location: Where it is.
  ///   - uniqueName: Makes a name no other declaration has, from a hint.
  /// - Throws: ``MacroDiagnostic`` for a form `#Preview` does not take.
  package static func expand(
    _ source: String, at location: Location, uniqueName: (String) -> String
  ) throws(MacroDiagnostic) -> String {
    let call = try MacroCall(freestanding: source)
    // The compiler's location is where the source starts, its leading trivia included: the
    // preview's line is the line of its `#`.
    var location = location
    let leading = Array(source.utf8.prefix(call.tokens[0].range.lowerBound))
    if let lastBreak = leading.lastIndex(where: { $0 == UInt8(ascii: "\n") }) {
      location.line += leading.filter { $0 == UInt8(ascii: "\n") }.count
      location.column = leading.count - lastBreak
    } else {
      location.column += leading.count
    }
    var name: String?
    var traits: [String] = []
    var bodyTokens: ClosedRange<Int>? = call.trailingClosure
    var inTraits = false
    for (position, argument) in call.arguments.enumerated() {
      // A problem with a labelled argument is reported at its label.
      let first =
        argument.label == nil ? argument.tokens.lowerBound : argument.tokens.lowerBound - 2
      let offset = call.tokens[first].range.lowerBound
      switch argument.label {
      case nil where position == 0:
        name = call.text(argument.tokens)
      case nil where inTraits:
        traits.append(call.text(argument.tokens))
      case "traits":
        inTraits = true
        traits.append(call.text(argument.tokens))
      case "body":
        inTraits = false
        guard call.tokens[argument.tokens.lowerBound].text == "{",
          let close = try? MacroCall.matching(argument.tokens.lowerBound, in: call.tokens),
          close == argument.tokens.upperBound - 1
        else {
          throw MacroDiagnostic(
            "#Preview's body must be a closure literal: write #Preview { … }", at: offset)
        }
        bodyTokens = argument.tokens.lowerBound...close
      case let label?:
        throw MacroDiagnostic(
          "#Preview takes a name, traits: and a closure; it has no argument '\(label):'",
          at: offset)
      case nil:
        throw MacroDiagnostic(
          "#Preview takes one unlabelled argument, its name; label the traits with traits:",
          at: offset)
      }
    }
    guard let body = bodyTokens else {
      throw MacroDiagnostic(
        "#Preview needs a closure that makes the view: #Preview { ContentView() }",
        at: call.tokens[0].range.upperBound)
    }
    let content = try Body(call: call, braces: body)

    let typeName = uniqueName("Preview")
    let recordName = uniqueName("PreviewRecord")
    let nameText = name ?? "nil"
    let makeBody: String
    if content.previewables.isEmpty {
      makeBody = """
          @FieldworkSwiftUI.ViewBuilder
          static func makeBody() -> any FieldworkSwiftUI.View {
        \(content.statements)
          }
        """
    } else {
      makeBody = """
          struct PreviewView: FieldworkSwiftUI.View {
        \(content.previewables.map { "    " + $0 }.joined(separator: "\n"))
            var body: some FieldworkSwiftUI.View {
        \(content.statements)
            }
          }
          static func makeBody() -> any FieldworkSwiftUI.View { PreviewView() }
        """
    }
    return """
      @MainActor
      enum \(typeName): FieldworkSwiftUI._PreviewDeclaration {
        static var displayName: Swift.String? { \(nameText) }
        static var traits: [FieldworkSwiftUI.PreviewTrait<FieldworkSwiftUI.Preview.ViewTraits>] {
          [\(traits.joined(separator: ", "))]
        }
        static var fileID: Swift.String { \(stringLiteral(location.fileID)) }
        static var line: Swift.Int { \(location.line) }
        static var column: Swift.Int { \(location.column) }
      \(makeBody)
      }
      #if compiler(>=6.3)
      #if os(Linux) || os(Android) || os(FreeBSD) || os(OpenBSD)
      @section("swift5_tests")
      #elseif os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
      @section("__DATA_CONST,__swift5_tests")
      #endif
      @used
      #endif
      private let \(recordName): FieldworkSwiftUI._PreviewRecord = (
        \(recordKind), 0,
        { outValue, _, _, _ in FieldworkSwiftUI._PreviewRecords.store(\(typeName).self, in: outValue) },
        0, 0
      )
      """
  }

  /// A Swift string literal holding `text`.
  static func stringLiteral(_ text: String) -> String {
    quotedLiteral(text) { "\\u{\(String($0, radix: 16))}" }
  }

  /// A preview closure's statements, with its `@Previewable` declarations taken out.
  struct Body {
    /// The `@Previewable` declarations, without the attribute.
    var previewables: [String] = []
    /// The other statements, as written.
    var statements = ""

    init(call: MacroCall, braces: ClosedRange<Int>) throws(MacroDiagnostic) {
      let tokens = call.tokens
      let inner = braces.lowerBound + 1..<braces.upperBound
      // A closure with parameters (`{ x in … }`) is not a preview body.
      var depth = 0
      for index in inner {
        let token = tokens[index]
        depth += token.nesting
        if depth == 0, token.kind == .identifier, token.text == "in" {
          throw MacroDiagnostic(
            "#Preview's closure takes no parameters", at: token.range.lowerBound)
        }
        if token.kind != .identifier && token.kind != .punctuation && token.text != "," {
          break
        }
        if token.followsNewline { break }
      }
      var kept: [Range<Int>] = []  // byte ranges of the source to keep
      let openEnd = tokens[braces.lowerBound].range.upperBound
      let closeStart = tokens[braces.upperBound].range.lowerBound
      var keepFrom = openEnd
      var index = inner.lowerBound
      depth = 0
      while index < inner.upperBound {
        let token = tokens[index]
        let startsStatement =
          index == inner.lowerBound || token.followsNewline || tokens[index - 1].text == ";"
        if depth == 0, startsStatement, token.kind == .attribute, token.text == "@Previewable" {
          let end = Body.declarationEnd(tokens, from: index + 1, limit: inner.upperBound)
          let declaration = call.text(index + 1..<end)
          let words = tokens[index + 1..<end].filter { $0.kind == .identifier }.map(\.text)
          guard words.contains("var") || words.contains("let") else {
            throw MacroDiagnostic(
              "@Previewable goes on a variable: @Previewable @State var value = 0",
              at: token.range.lowerBound)
          }
          kept.append(keepFrom..<token.range.lowerBound)
          keepFrom = tokens[end - 1].range.upperBound
          previewables.append(declaration)
          index = end
          if index < inner.upperBound, tokens[index].text == ";" {
            keepFrom = tokens[index].range.upperBound
            index += 1
          }
          continue
        }
        depth += token.nesting
        index += 1
      }
      kept.append(keepFrom..<closeStart)
      statements = kept.map { MacroCall.slice(call.source, $0) }.joined()
    }

    /// The index after the declaration starting at `start`: its statement ends at a line
    /// break or `;` outside brackets, unless the line ends with an operator (`=`) or the
    /// next begins with one (`.`).
    static func declarationEnd(_ tokens: [SwiftToken], from start: Int, limit: Int) -> Int {
      var depth = 0
      var index = start
      while index < limit {
        let token = tokens[index]
        if depth == 0, index > start {
          if token.text == ";" { return index }
          if token.followsNewline, token.kind != .operator,
            tokens[index - 1].kind != .operator
          {
            return index
          }
        }
        depth += token.nesting
        index += 1
      }
      return limit
    }
  }
}

import FieldworkMacroSupport
import Testing

@Suite struct MacroExpansionTests {
  let location = PreviewExpansion.Location(fileID: "App/ContentView.swift", line: 10, column: 1)

  func expand(_ source: String) throws(MacroDiagnostic) -> String {
    try PreviewExpansion.expand(source, at: location) { "$u_\($0)_" }
  }

  @Test func aPreviewBecomesADeclarationAndARecord() throws {
    let expanded = try expand(
      "#Preview(\"Empty\", traits: .portrait, .sizeThatFitsLayout) {\n  ContentView()\n}")
    #expect(expanded.contains("enum $u_Preview_: FieldworkSwiftUI._PreviewDeclaration"))
    #expect(expanded.contains("static var displayName: Swift.String? { \"Empty\" }"))
    #expect(expanded.contains("[.portrait, .sizeThatFitsLayout]"))
    #expect(expanded.contains("static var fileID: Swift.String { \"App/ContentView.swift\" }"))
    #expect(expanded.contains("\n  ContentView()\n"))
    #expect(expanded.contains("private let $u_PreviewRecord_: FieldworkSwiftUI._PreviewRecord"))
    #expect(expanded.contains("\(PreviewExpansion.recordKind), 0,"))
    #expect(expanded.contains("@section(\"swift5_tests\")"))
  }

  @Test func theLineIsTheLineOfTheHashNotOfItsLeadingTrivia() throws {
    let expanded = try expand("\n\n  // a comment\n  #Preview { Text(\"a\") }")
    #expect(expanded.contains("static var line: Swift.Int { 13 }"))
    #expect(expanded.contains("static var column: Swift.Int { 3 }"))
  }

  @Test func previewableDeclarationsBecomeTheStateOfAPreviewView() throws {
    let expanded = try expand(
      """
      #Preview {
        @Previewable @State var items = [
          "a",
          "b",
        ]
        @Previewable @State var on = true; Toggle("On", isOn: $on)
        List(items, id: \\.self) { Text($0) }
      }
      """)
    #expect(expanded.contains("struct PreviewView: FieldworkSwiftUI.View {"))
    #expect(expanded.contains("    @State var items = [\n    \"a\",\n    \"b\",\n  ]"))
    #expect(expanded.contains("    @State var on = true\n"))
    #expect(!expanded.contains("@Previewable"))
    #expect(expanded.contains(" Toggle(\"On\", isOn: $on)\n  List(items"))
    #expect(
      expanded.contains("static func makeBody() -> any FieldworkSwiftUI.View { PreviewView() }"))
  }

  @Test func aBodyArgumentIsTheSameAsATrailingClosure() throws {
    let expanded = try expand("#Preview(\"x\", body: { Text(\"a\") })")
    #expect(expanded.contains(" Text(\"a\") "))
  }

  @Test(arguments: [
    ("#Preview", "#Preview needs a closure that makes the view: #Preview { ContentView() }", 8),
    (
      "#Preview(\"a\", device: .iPhone) { A() }",
      "#Preview takes a name, traits: and a closure; it has no argument 'device:'", 14
    ),
    (
      "#Preview(\"a\", \"b\") { A() }",
      "#Preview takes one unlabelled argument, its name; label the traits with traits:", 14
    ),
    ("#Preview { x in A() }", "#Preview's closure takes no parameters", 13),
    (
      "#Preview { A() } extra: { B() }",
      "unexpected 'extra' after the macro's closure: only one trailing closure is supported", 17
    ),
    (
      "#Preview { @Previewable @State }",
      "@Previewable goes on a variable: @Previewable @State var value = 0", 11
    ),
    (
      "#Preview { Text(\"a) }", "cannot read the macro's text: a string literal that never ends", 16
    ),
    ("#Preview(body: A())", "#Preview's body must be a closure literal: write #Preview { … }", 9),
    ("#Preview { A(", "'{' is never closed", 9),
  ])
  func unsupportedFormsGetADiagnosticAtTheirPosition(source: String, message: String, offset: Int) {
    #expect(throws: MacroDiagnostic(message, at: offset)) { try expand(source) }
  }

  @Test func entryMakesAKeyAndAccessors() throws {
    let declaration = "@Entry var accent: [String: Int] = [\"a\": 1]"
    #expect(
      try EntryExpansion.property(declaration)
        == EntryExpansion.Property(name: "accent", type: "[String: Int]", initializer: "[\"a\": 1]")
    )
    #expect(
      try EntryExpansion.accessors(declaration)
        == "get { self[__Key_accent.self] }\nset { self[__Key_accent.self] = newValue }")
    #expect(
      try EntryExpansion.peer(declaration) == """
        private struct __Key_accent: FieldworkSwiftUI.EnvironmentKey {
          static var defaultValue: [String: Int] { ["a": 1] }
        }
        """)
    #expect(try EntryExpansion.property("@Entry public var row: Int?").initializer == "nil")
    #expect(try EntryExpansion.property("@Entry var row: Optional<Int>").initializer == "nil")
  }

  @Test(arguments: [
    ("@Entry let a: Int = 1", "@Entry needs 'var', not 'let': its accessors set the value", 7),
    ("@Entry var a = 1", "@Entry needs the property's type: @Entry var a: Type = value", 11),
    ("@Entry var a: Int", "@Entry needs a default value: @Entry var a: Int = value", 11),
    (
      "@Entry var a: Int = 1, b: Int = 2",
      "@Entry declares one property: write each on its own line", 21
    ),
    ("@Entry var a: Int, b: Int", "@Entry declares one property: write each on its own line", 17),
    ("@Entry func a() {}", "@Entry goes on a variable: @Entry var name: Type = value", 0),
    (
      "@Entry var a: Int { 1 }",
      "@Entry needs a stored property with a default value, not accessors", 18
    ),
  ])
  func entryFormsItCannotExpandGetADiagnostic(source: String, message: String, offset: Int) {
    #expect(throws: MacroDiagnostic(message, at: offset)) { try EntryExpansion.accessors(source) }
  }
}

@Suite struct QuotedLiteralTests {
  @Test func aFileIDIsQuotedAsASwiftLiteral() throws {
    let location = PreviewExpansion.Location(
      fileID: "App/Odd \"name\"\u{1}.swift", line: 1, column: 1)
    let expanded = try PreviewExpansion.expand("#Preview { A() }", at: location) { "u_\($0)" }
    #expect(expanded.contains(#"{ "App/Odd \"name\"\u{1}.swift" }"#))
  }

  @Test func uniqueBecomesTheModelsConstraintsTyped() throws {
    let expanded = try UniqueExpansion.expand("#Unique<Trip>([\\.name, \\.startDate], [\\.code])")
    #expect(expanded.contains("static var _$uniquenessConstraints: [[AnyKeyPath]]"))
    #expect(
      expanded.contains(
        "let constraints: [[PartialKeyPath<Trip>]] = [[\\.name, \\.startDate], [\\.code]]"))
  }

  @Test func uniqueWithoutConstraintsOrWithALabelIsRefused() {
    let empty = #expect(throws: MacroDiagnostic.self) {
      try UniqueExpansion.expand("#Unique<Trip>()")
    }
    #expect(empty?.message.contains("one or more arrays of key paths") == true)
    let labelled = #expect(throws: MacroDiagnostic.self) {
      try UniqueExpansion.expand("#Unique<Trip>(keys: [\\.name])")
    }
    #expect(labelled?.message.contains("array of key paths") == true)
    #expect(throws: MacroDiagnostic.self) { try UniqueExpansion.expand("#Unique<Trip([\\.name])") }
  }
}

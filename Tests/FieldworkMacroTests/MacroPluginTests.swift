import FieldworkMacroSupport
import Testing

/// The plugin's answers to messages shaped as the compiler sends them (captured with
/// `SWIFT_DUMP_PLUGIN_MESSAGING=1`).
@Suite struct MacroPluginTests {
  func reply(_ json: String) throws -> JSONValue? {
    MacroPlugin.reply(to: try JSONValue.parse(json))
  }

  func location(offset: Int) -> String {
    #"{"fileID":"App/A.swift","fileName":"/p/A.swift","offset":\#(offset),"line":3,"column":1}"#
  }

  @Test func capabilityIsProtocolVersionSeven() throws {
    let answer = try reply(#"{"getCapability":{"capability":{"protocolVersion":7}}}"#)
    #expect(answer?.serialized == #"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#)
  }

  @Test func aFreestandingExpansionUsesTheDiscriminatorForUniqueNames() throws {
    let answer = try reply(
      ##"{"expandFreestandingMacro":{"macro":{"moduleName":"FieldworkMacros","typeName":"PreviewMacro","name":"Preview"},"macroRole":"declaration","discriminator":"$s3App1A_7PreviewfMf_","syntax":{"kind":"declaration","source":"#Preview { Text(\"a\") }","location":\##(location(offset: 40))}}}"##
    )
    let expanded = try #require(answer?["expandMacroResult"]?["expandedSource"]?.stringValue)
    #expect(expanded.contains("enum $s3App1A_7PreviewfMf_7PreviewfMu_: "))
    #expect(expanded.contains("private let $s3App1A_7PreviewfMf_13PreviewRecordfMu_: "))
    #expect(answer?["expandMacroResult"]?["diagnostics"] == .array([]))
  }

  @Test func anAttachedExpansionAnswersEachRole() throws {
    func attached(_ role: String) throws -> String? {
      try reply(
        ##"{"expandAttachedMacro":{"macro":{"moduleName":"FieldworkMacros","typeName":"EntryMacro","name":"Entry"},"macroRole":"\##(role)","discriminator":"d","attributeSyntax":{"kind":"attribute","source":"@Entry","location":\##(location(offset: 5))},"declSyntax":{"kind":"declaration","source":"@Entry var a: Int = 1","location":\##(location(offset: 5))},"parentDeclSyntax":null,"extendedTypeSyntax":null,"conformanceListSyntax":null}}"##
      )?["expandMacroResult"]?["expandedSource"]?.stringValue
    }
    #expect(try attached("accessor")?.hasPrefix("get { self[__Key_a.self] }") == true)
    #expect(try attached("peer")?.hasPrefix("private struct __Key_a") == true)
  }

  @Test func aFormItCannotExpandIsADiagnosticAtItsPositionInTheFile() throws {
    let answer = try reply(
      ##"{"expandFreestandingMacro":{"macro":{"moduleName":"FieldworkMacros","typeName":"PreviewMacro","name":"Preview"},"discriminator":"d","syntax":{"kind":"declaration","source":"#Preview(size: 3) { A() }","location":\##(location(offset: 100))}}}"##
    )
    let result = try #require(answer?["expandMacroResult"])
    #expect(result["expandedSource"] == .null)
    guard case .array(let diagnostics)? = result["diagnostics"] else {
      Issue.record("no diagnostics")
      return
    }
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?["severity"]?.stringValue == "error")
    #expect(diagnostics.first?["position"]?["offset"]?.intValue == 109)
    #expect(diagnostics.first?["position"]?["fileName"]?.stringValue == "/p/A.swift")
    #expect(diagnostics.first?["message"]?.stringValue?.contains("'size:'") == true)
  }

  @Test func anUnknownMacroOrMessageIsReportedNotExpanded() throws {
    let answer = try reply(
      ##"{"expandFreestandingMacro":{"macro":{"moduleName":"FieldworkMacros","typeName":"Nope","name":"Nope"},"discriminator":"d","syntax":{"kind":"expression","source":"#Nope","location":\##(location(offset: 0))}}}"##
    )
    #expect(answer?["expandMacroResult"]?["expandedSource"] == .null)
    #expect(try reply(#"{"somethingNew":{}}"#) == nil)
    #expect(
      try reply(#"{"loadPluginLibrary":{"libraryPath":"/x.so","moduleName":"X"}}"#)?[
        "loadPluginLibraryResult"]?["loaded"] == .bool(false))
  }
}

import FieldworkMacroSupport
import Testing

/// `@Managed`, Core Data's `@NSManaged` as a macro, read from source text.
@Suite struct ManagedExpansionTests {
  @Test(arguments: [
    "@Managed public var title: String", "@Managed var due: Date?",
    "@Managed\n  @objc public var title: String", "@Managed nonisolated var title: String",
  ])
  func aPropertyReadsAndWritesTheObjectsValueForItsName(declaration: String) throws {
    let accessors = try ManagedExpansion.accessors(declaration)
    let name = declaration.contains("due") ? "due" : "title"
    #expect(
      accessors == """
        get { _managedValue(forKey: "\(name)") }
        set { _setManagedValue(newValue, forKey: "\(name)") }
        """)
  }

  @Test func aBacktickedNameIsItsKeyWithoutBackticks() throws {
    let accessors = try ManagedExpansion.accessors("@Managed var `default`: Bool")
    #expect(accessors.contains(#"forKey: "default""#))
  }

  @Test(arguments: [
    ("@Managed let title: String", "must be a 'var'"),
    ("@Managed var title: String = \"\"", "cannot have an initial value"),
    ("@Managed var title = \"\"", "cannot have an initial value"),
    ("@Managed var items: NSSet?", "is a relationship"),
    ("@Managed var items: NSOrderedSet", "is a relationship"),
    ("@Managed static var title: String", "instance 'var'"),
    ("@Managed func title() {}", "instance 'var'"),
  ])
  func aFormCoreDataWouldNotAcceptIsADiagnostic(declaration: String, message: String) {
    #expect {
      try ManagedExpansion.accessors(declaration)
    } throws: { error in
      (error as? MacroDiagnostic)?.message.contains(message) == true
    }
  }

  @Test func thePluginAnswersAnAccessorRequestForManaged() throws {
    let request = JSONValue.object([
      (
        "expandAttachedMacro",
        .object([
          ("macroRole", .string("accessor")),
          ("macro", .object([("typeName", .string("ManagedMacro"))])),
          ("declSyntax", .object([("source", .string("@Managed var title: String"))])),
        ])
      )
    ])
    let reply = try #require(MacroPlugin.reply(to: request))
    let expanded = reply["expandMacroResult"]?["expandedSource"]?.stringValue
    #expect(expanded?.contains(#"_managedValue(forKey: "title")"#) == true)
  }
}

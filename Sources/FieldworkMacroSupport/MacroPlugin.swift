/// Answers the compiler's plugin messages for Fieldwork's macros.
///
/// The compiler starts the macro target as a process and talks to it over standard input
/// and output: each message is an 8-byte little-endian length, then that many bytes of
/// UTF-8 JSON (``PluginFraming``). It asks for the plugin's capability first
/// (`getCapability`), then sends `expandFreestandingMacro` and `expandAttachedMacro`
/// requests carrying the macro's source text and location; each is answered with
/// `expandMacroResult`: the expanded source, or diagnostics. Protocol version 7, which
/// compilers from Swift 5.9 to 6.3 speak.
package enum MacroPlugin {
  /// The protocol version this plugin speaks.
  package static let protocolVersion = 7

  /// The reply to `message`, or `nil` for a message that needs none.
  package static func reply(to message: JSONValue) -> JSONValue? {
    if message["getCapability"] != nil {
      return .object([
        (
          "getCapabilityResult",
          .object([("capability", .object([("protocolVersion", .int(protocolVersion))]))])
        )
      ])
    }
    if let request = message["expandFreestandingMacro"] {
      return expandFreestanding(request)
    }
    if let request = message["expandAttachedMacro"] {
      return expandAttached(request)
    }
    if message["loadPluginLibrary"] != nil {
      return .object([
        (
          "loadPluginLibraryResult",
          .object([
            ("loaded", .bool(false)),
            ("diagnostics", .array([])),
          ])
        )
      ])
    }
    return nil
  }

  static func expandFreestanding(_ request: JSONValue) -> JSONValue {
    let syntax = request["syntax"]
    let source = syntax?["source"]?.stringValue ?? ""
    let location = syntax?["location"]
    let fileName = location?["fileName"]?.stringValue ?? ""
    let baseOffset = location?["offset"]?.intValue ?? 0
    let discriminator = request["discriminator"]?.stringValue ?? ""
    let typeName = request["macro"]?["typeName"]?.stringValue ?? ""
    var uniqueNames: [String: Int] = [:]
    // The compiler's form of a unique name: the discriminator, the name mangled as an
    // identifier, "fMu", and an index after the first.
    func uniqueName(_ hint: String) -> String {
      let index = uniqueNames[hint, default: 0]
      uniqueNames[hint] = index + 1
      return "\(discriminator)\(hint.utf8.count)\(hint)fMu\(index == 0 ? "" : String(index - 1))_"
    }
    do throws(MacroDiagnostic) {
      switch typeName {
      case "PreviewMacro":
        let expanded = try PreviewExpansion.expand(
          source,
          at: PreviewExpansion.Location(
            fileID: location?["fileID"]?.stringValue ?? "",
            line: location?["line"]?.intValue ?? 0,
            column: location?["column"]?.intValue ?? 0),
          uniqueName: uniqueName)
        return result(expanded)
      case "UniqueMacro":
        return result(try UniqueExpansion.expand(source))
      default:
        throw MacroDiagnostic("Fieldwork has no freestanding macro '\(typeName)'", at: 0)
      }
    } catch {
      return failure(error, fileName: fileName, baseOffset: baseOffset)
    }
  }

  static func expandAttached(_ request: JSONValue) -> JSONValue {
    let role = request["macroRole"]?.stringValue ?? ""
    let typeName = request["macro"]?["typeName"]?.stringValue ?? ""
    let declaration = request["declSyntax"]
    let source = declaration?["source"]?.stringValue ?? ""
    let location = declaration?["location"]
    let fileName = location?["fileName"]?.stringValue ?? ""
    let baseOffset = location?["offset"]?.intValue ?? 0
    do throws(MacroDiagnostic) {
      switch (typeName, role) {
      case ("EntryMacro", "accessor"): return result(try EntryExpansion.accessors(source))
      case ("EntryMacro", "peer"): return result(try EntryExpansion.peer(source))
      // `@Previewable` only marks a declaration for `#Preview`, which moves it.
      case ("PreviewableMacro", _): return result("")
      case ("ModelMacro", "member"): return result(try ModelExpansion.members(source))
      case ("ModelMacro", "memberAttribute"):
        return result(ModelExpansion.memberAttribute(source))
      case ("ModelMacro", "extension"):
        var type = request["extendedTypeSyntax"]?["source"]?.stringValue ?? ""
        if type.isEmpty { type = try ModelExpansion.modelClass(source).name }
        return result(
          ModelExpansion.conformance(
            type: type,
            conformances: request["conformanceListSyntax"]?["source"]?.stringValue))
      case ("PersistedPropertyMacro", "accessor"):
        return result(try ModelExpansion.accessors(source))
      case ("PersistedPropertyMacro", "peer"): return result(try ModelExpansion.peer(source))
      case ("ManagedMacro", "accessor"): return result(try ManagedExpansion.accessors(source))
      // `@Attribute`, `@Relationship` and `@Transient` are read by `@Model`, which writes
      // their arguments into the model's schema.
      case ("AttributeMacro", _), ("RelationshipMacro", _), ("TransientMacro", _):
        return result("")
      default:
        throw MacroDiagnostic(
          "Fieldwork has no \(role) macro '\(typeName)'", at: 0)
      }
    } catch {
      return failure(error, fileName: fileName, baseOffset: baseOffset)
    }
  }

  static func result(_ expanded: String) -> JSONValue {
    .object([
      (
        "expandMacroResult",
        .object([("expandedSource", .string(expanded)), ("diagnostics", .array([]))])
      )
    ])
  }

  static func failure(_ diagnostic: MacroDiagnostic, fileName: String, baseOffset: Int)
    -> JSONValue
  {
    let position = JSONValue.object([
      ("fileName", .string(fileName)), ("offset", .int(baseOffset + diagnostic.offset)),
    ])
    let entry = JSONValue.object([
      ("message", .string(diagnostic.message)),
      ("severity", .string("error")),
      ("position", position),
      ("highlights", .array([])),
      ("notes", .array([])),
      ("fixIts", .array([])),
    ])
    return .object([
      ("expandMacroResult", .object([("expandedSource", .null), ("diagnostics", .array([entry]))]))
    ])
  }
}

/// The plugin protocol's framing: an 8-byte little-endian length, then the message.
package enum PluginFraming {
  /// `message` framed.
  package static func frame(_ message: String) -> [UInt8] {
    let payload = Array(message.utf8)
    var length = UInt64(payload.count)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(8 + payload.count)
    for _ in 0..<8 {
      bytes.append(UInt8(truncatingIfNeeded: length))
      length >>= 8
    }
    return bytes + payload
  }

  /// The length an 8-byte header announces.
  package static func length(ofHeader header: some Collection<UInt8>) -> UInt64 {
    var length: UInt64 = 0
    for (shift, byte) in header.prefix(8).enumerated() {
      length |= UInt64(byte) << (8 * UInt64(shift))
    }
    return length
  }
}

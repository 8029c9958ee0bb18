import FieldworkMacroSupport
import Testing

/// `@Model` read from source text: which properties it persists, what it writes for them,
/// and the forms it refuses, each with a diagnostic where the problem is.
@Suite struct ModelExpansionTests {
  let trip = """
    @Model final class Trip {
      static let sample = 1
      var name: String
      var isFavorite = false
      @Attribute(.unique) var code: String
      @Relationship(deleteRule: .cascade, inverse: \\Stay.trip)
      var stays: [Stay] = []
      let created: Int
      @Transient var isExpanded = false
      var summary: String { name + code }
      lazy var cache = [Int]()
      private(set) var visits: Int = 0
      func rename(_ name: String) { self.name = name }
      init(name: String, code: String) {
        self.name = name
        self.code = code
        self.created = 0
      }
    }
    """

  @Test func theStoredPropertiesAreReadWithTheirAttributes() throws {
    let model = try ModelExpansion.modelClass(trip)
    #expect(model.name == "Trip")
    #expect(model.hasInitializer)
    #expect(
      model.properties.map(\.name) == [
        "name", "isFavorite", "code", "stays", "created", "isExpanded", "visits",
      ])
    let byName = Dictionary(uniqueKeysWithValues: model.properties.map { ($0.name, $0) })
    #expect(byName["name"]?.type == "String")
    #expect(byName["isFavorite"]?.type == nil)
    #expect(byName["isFavorite"]?.initializer == "false")
    #expect(byName["code"]?.attribute == ".unique")
    #expect(byName["stays"]?.relationship == "deleteRule: .cascade, inverse: \\Stay.trip")
    #expect(byName["created"]?.isConstant == true)
    #expect(byName["isExpanded"]?.isTransient == true)
    #expect(byName["visits"]?.initializer == "0")
  }

  @Test func theMembersDescribeAndReadThePersistedProperties() throws {
    let members = try ModelExpansion.members(trip)
    #expect(
      members.contains("private let _$observationRegistrar = Observation.ObservationRegistrar()"))
    #expect(members.contains("FieldworkSwiftData.Schema.PropertyMetadata(\"name\", \\Trip.name),"))
    #expect(
      members.contains(
        "PropertyMetadata(\"code\", \\Trip.code, attribute: FieldworkSwiftData.Schema.Attribute(.unique))"
      ))
    #expect(members.contains("Schema.Relationship(deleteRule: .cascade, inverse: \\Stay.trip)"))
    #expect(!members.contains("isExpanded"))
    #expect(members.contains("  _name = try backing.initialValue(\"name\")"))
    #expect(members.contains("  try backing.update(&_isFavorite, \"isFavorite\")"))
    #expect(members.contains("  self.created = try backing.initialValue(\"created\")"))
  }

  @Test func eachPersistedVarGetsAccessorsAndStorage() throws {
    #expect(
      ModelExpansion.memberAttribute("var name: String") == "@FieldworkSwiftData._PersistedProperty"
    )
    #expect(ModelExpansion.memberAttribute("@Transient var a = 1").isEmpty)
    #expect(ModelExpansion.memberAttribute("let id: Int").isEmpty)
    #expect(ModelExpansion.memberAttribute("static var all = 1").isEmpty)
    #expect(ModelExpansion.memberAttribute("var total: Int { 1 }").isEmpty)
    #expect(ModelExpansion.memberAttribute("func f() {}").isEmpty)
    let accessors = try ModelExpansion.accessors("var name: String")
    #expect(accessors.contains("@storageRestrictions(initializes: _name)"))
    #expect(accessors.contains("_$persistentState.didWrite(self, \"name\")"))
    #expect(try ModelExpansion.peer("var isDone = false") == "private var _isDone = false")
    #expect(try ModelExpansion.peer("var name: String") == "private var _name: String")
  }

  @Test func theConformanceListIsTheCompilersPlaceholderList() {
    #expect(
      ModelExpansion.conformance(
        type: "Trip", conformances: "struct Placeholder: PersistentModel, Observable {}")
        == "extension Trip: PersistentModel, Observable {}")
    #expect(ModelExpansion.conformance(type: "Trip", conformances: "struct Placeholder {}") == "")
  }

  /// The UTF-8 offset of the first `needle` in `text`.
  func offset(of needle: String, in text: String) -> Int {
    let bytes = Array(text.utf8)
    let sought = Array(needle.utf8)
    for start in 0...(bytes.count - sought.count)
    where Array(bytes[start..<start + sought.count]) == sought {
      return start
    }
    return -1
  }

  @Test func formsAStoreCannotKeepAreRefusedWhereTheyAre() {
    let cases: [(String, String, String)] = [
      ("@Model struct S { init() {} }", "struct", "goes on a class"),
      ("@Model final class C { var a: Int\n}", "@Model", "requires an initializer"),
      ("@Model final class C { var a, b: Int\n init() {} }", ",", "on a line of its own"),
      (
        "@Model final class C { var a = 0 { didSet { } }\n init() {} }", "didSet",
        "willSet/didSet"
      ),
      (
        "@Model final class C { var a: Int { willSet { } }\n init() {} }", "willSet",
        "willSet/didSet"
      ),
    ]
    for (source, at, message) in cases {
      #expect {
        _ = try ModelExpansion.members(source)
      } throws: { error in
        guard let diagnostic = error as? MacroDiagnostic else { return false }
        let expected = offset(of: at, in: source)
        return diagnostic.message.contains(message)
          && (at == "@Model" || diagnostic.offset == expected)
      }
    }
  }
}

/// The entities of an Xcode data model's `contents` file, as Xcode's model editor writes
/// them: each `<entity>` with its `<attribute>`s and `<relationship>`s. Read by Core Data's
/// model reader (`NSManagedObjectModel(contentsOf:)`) and by the code generator of the
/// `CoreDataCodegen` build plugin; nothing else of the file is kept.
package struct ModelContents: Equatable, Sendable {
  /// The model's entities, in the file's order.
  package var entities: [Entity]

  /// An entity: a table of the store and, in code, a managed object class.
  package struct Entity: Equatable, Sendable {
    /// The entity's name (`name`).
    package var name: String
    /// The class its objects are made of (`representedClassName`, without the leading `.`
    /// by which Xcode means "the current module"; the entity's name when absent).
    package var className: String
    /// Which code Xcode generates for it (`codeGenerationType`).
    package var codeGeneration: CodeGeneration
    /// Its attributes, in the file's order.
    package var attributes: [Attribute]
    /// The names of its relationships (which Fieldwork's store does not keep).
    package var relationships: [String]
  }

  /// What Xcode's "Codegen" setting of an entity generates.
  package enum CodeGeneration: Equatable, Sendable {
    /// "Manual/None": the app declares the class and its properties.
    case manual
    /// "Class Definition" (`class`): the class and its properties are generated.
    case classDefinition
    /// "Category/Extension" (`category`): the app declares the class, the properties are
    /// generated in an extension.
    case categoryExtension
  }

  /// An attribute of an entity.
  package struct Attribute: Equatable, Sendable {
    /// The attribute's name (`name`).
    package var name: String
    /// Its type as the file names it (`attributeType`): `String`, `Integer 16`, `Date`, ….
    package var type: String
    /// Whether the store accepts an object without a value for it (`optional="YES"`).
    package var isOptional: Bool
    /// Whether its class property has a scalar type (`Int16`, `Bool`) rather than
    /// `NSNumber` (`usesScalarValueType`; Xcode's default, "Use Scalar Type", is on).
    package var usesScalarType: Bool
    /// Its default value as the file writes it (`defaultValueString`).
    package var defaultValue: String?
  }

  /// The model a `contents` file's text describes. What it cannot read is skipped: the
  /// file is Xcode's, and an entity or attribute without a name is left out.
  package init(parsing text: String) {
    entities = []
    var current: Entity?
    for tag in XMLStartTags.scan(text) {
      switch tag.name {
      case "entity":
        if let entity = current { entities.append(entity) }
        current = tag.attributes["name"].map { name in
          Entity(
            name: name, className: Self.className(tag.attributes["representedClassName"]) ?? name,
            codeGeneration: Self.codeGeneration(tag.attributes["codeGenerationType"]),
            attributes: [], relationships: [])
        }
      case "attribute":
        guard let name = tag.attributes["name"] else { continue }
        current?.attributes.append(
          Attribute(
            name: name, type: tag.attributes["attributeType"] ?? "",
            isOptional: tag.attributes["optional"] == "YES",
            usesScalarType: tag.attributes["usesScalarValueType"] != "NO",
            defaultValue: tag.attributes["defaultValueString"]))
      case "relationship":
        if let name = tag.attributes["name"] { current?.relationships.append(name) }
      case "/entity":
        if let entity = current { entities.append(entity) }
        current = nil
      default: continue
      }
    }
    if let entity = current { entities.append(entity) }
  }

  static func className(_ value: String?) -> String? {
    guard var value, !value.isEmpty else { return nil }
    if value.hasPrefix(".") { value.removeFirst() }
    return value.isEmpty ? nil : value
  }

  static func codeGeneration(_ value: String?) -> CodeGeneration {
    switch value {
    case "class": .classDefinition
    case "category": .categoryExtension
    default: .manual
    }
  }

  /// The version of a `.xcdatamodeld` folder to read: the one its `.xccurrentversion`
  /// property list names (the string after `_XCCurrentVersionName`), else the last of the
  /// folder's `.xcdatamodel` versions by name; `nil` when there is none. The caller reads the
  /// folder; `propertyList` is `nil` when it has no `.xccurrentversion`.
  package static func currentVersion(propertyList: String?, folderNames: [String]) -> String? {
    if let named = propertyList.flatMap(versionNamed(inPropertyList:)) { return named }
    return folderNames.filter { $0.hasSuffix(".xcdatamodel") }.sorted().last
  }

  static func versionNamed(inPropertyList plist: String) -> String? {
    guard let key = plist.firstRange(of: "_XCCurrentVersionName") else { return nil }
    let rest = plist[key.upperBound...]
    guard let open = rest.firstRange(of: "<string>"), let close = rest.firstRange(of: "</string>"),
      open.upperBound <= close.lowerBound
    else { return nil }
    let name = String(rest[open.upperBound..<close.lowerBound])
    return name.isEmpty ? nil : name
  }
}

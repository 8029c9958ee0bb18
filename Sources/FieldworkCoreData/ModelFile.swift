import Fieldwork
import FieldworkCoreDataModel
import Foundation

/// Reads the entities of an Xcode data model (`.xcdatamodeld`, `.xcdatamodel`, or its
/// `contents` file): each `<entity>` with its `<attribute>`s, their types, whether they are
/// optional, and their default values. Relationships and everything else are skipped.
///
/// The file is XML that Xcode writes, read by `ModelContents` (FieldworkCoreDataModel, which
/// the CoreDataCodegen plugin's tool shares) with a small scanner of tags and their quoted
/// attributes (no dependency on an XML library).
enum ModelFile {
  /// The largest `contents` file read (16 MiB).
  static let sizeLimit = 16 << 20

  /// The model at `url`: a `.xcdatamodeld` folder (its current version, or its only one), a
  /// `.xcdatamodel` folder, or a `contents` file.
  ///
  /// - Throws: ``CoreDataError/storeIO(path:reason:)`` for a model that cannot be read.
  static func read(_ url: URL) throws(CoreDataError) -> NSManagedObjectModel {
    let contents = try contentsURL(of: url)
    // The core's reader, which refuses a file over the limit before reading it (and, unlike
    // `Data(contentsOf:)` on Linux, keeps no buffer of an empty file).
    let bytes: [UInt8]?
    do throws(AtomicFile.Failure) {
      bytes = try AtomicFile.read(path: contents.path, limit: sizeLimit)
    } catch {
      throw .storeIO(path: contents.path, reason: error.reason)
    }
    guard let bytes else {
      throw .storeIO(path: contents.path, reason: "there is no model file")
    }
    return parse(String(decoding: bytes, as: UTF8.self))
  }

  /// The `contents` file of the model at `url`.
  static func contentsURL(of url: URL) throws(CoreDataError) -> URL {
    let files = FileManager.default
    switch url.pathExtension {
    case "xcdatamodeld":
      let plist = try? AtomicFile.read(
        path: url.appendingPathComponent(".xccurrentversion").path, limit: sizeLimit)
      let version = ModelContents.currentVersion(
        propertyList: plist.map { String(decoding: $0, as: UTF8.self) },
        folderNames: (try? files.contentsOfDirectory(atPath: url.path)) ?? [])
      guard let version else {
        throw .storeIO(path: url.path, reason: "the model has no .xcdatamodel version")
      }
      return url.appendingPathComponent(version).appendingPathComponent("contents")
    case "xcdatamodel": return url.appendingPathComponent("contents")
    default: return url
    }
  }

  /// The model a `contents` file's text describes; what it cannot read is skipped.
  static func parse(_ text: String) -> NSManagedObjectModel {
    let model = NSManagedObjectModel()
    for read in ModelContents(parsing: text).entities {
      let entity = NSEntityDescription()
      entity.name = read.name
      entity.managedObjectClassName = read.className
      for attribute in read.attributes {
        let type = attributeType(attribute.type)
        let description = NSAttributeDescription(name: attribute.name, type: type)
        description.isOptional = attribute.isOptional
        if let text = attribute.defaultValue {
          description.defaultValue = defaultValue(text, of: type)
        }
        entity.properties.append(description)
      }
      model.entities.append(entity)
    }
    return model
  }

  /// Core Data's attribute type for the name the model file gives it.
  static func attributeType(_ name: String) -> NSAttributeType {
    switch name {
    case "Integer 16": .integer16AttributeType
    case "Integer 32": .integer32AttributeType
    case "Integer 64": .integer64AttributeType
    case "Decimal": .decimalAttributeType
    case "Double": .doubleAttributeType
    case "Float": .floatAttributeType
    case "String": .stringAttributeType
    case "Boolean": .booleanAttributeType
    case "Date": .dateAttributeType
    case "Binary": .binaryDataAttributeType
    case "UUID": .UUIDAttributeType
    case "URI": .URIAttributeType
    default: .undefinedAttributeType
    }
  }

  /// A default value as the model file writes it, for `type`; `nil` when it does not read.
  static func defaultValue(_ text: String, of type: NSAttributeType) -> Any? {
    switch type {
    case .integer16AttributeType, .integer32AttributeType, .integer64AttributeType:
      return Int64(text)
    case .doubleAttributeType, .floatAttributeType, .decimalAttributeType: return Double(text)
    case .booleanAttributeType: return text == "YES" ? true : text == "NO" ? false : nil
    case .stringAttributeType: return text
    case .UUIDAttributeType: return UUID(uuidString: text)
    case .URIAttributeType: return URL(string: text)
    case .dateAttributeType:
      // Seconds since 2001, as Xcode writes a date's default.
      return Double(text).map(Date.init(timeIntervalSinceReferenceDate:))
    default: return nil
    }
  }

  /// The model named `name` among the resources beside the program: `<name>.xcdatamodeld`
  /// (or `.xcdatamodel`) in the main bundle, or in a SwiftPM resource bundle
  /// (`*.resources`, `*.bundle`) in the program's folder.
  static func find(named name: String) -> URL? {
    let files = FileManager.default
    var folders = [Bundle.main.bundleURL, Bundle.main.resourceURL].compactMap { $0 }
    if let executable = Bundle.main.executableURL?.deletingLastPathComponent() {
      folders.append(executable)
    }
    var candidates: [URL] = []
    for folder in folders {
      candidates.append(folder)
      let names = (try? files.contentsOfDirectory(atPath: folder.path)) ?? []
      for bundle in names.sorted()
      where bundle.hasSuffix(".resources") || bundle.hasSuffix(".bundle") {
        candidates.append(folder.appendingPathComponent(bundle))
      }
    }
    for candidate in candidates {
      for suffix in ["xcdatamodeld", "xcdatamodel"] {
        let url = candidate.appendingPathComponent("\(name).\(suffix)")
        if files.fileExists(atPath: url.path) { return url }
      }
    }
    return nil
  }
}

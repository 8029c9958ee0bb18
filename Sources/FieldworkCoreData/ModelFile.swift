import Fieldwork
import Foundation

/// Reads the entities of an Xcode data model (`.xcdatamodeld`, `.xcdatamodel`, or its
/// `contents` file): each `<entity>` with its `<attribute>`s, their types, whether they are
/// optional, and their default values. Relationships and everything else are skipped.
///
/// The file is XML that Xcode writes, read with a small scanner of start tags and their
/// quoted attributes (no dependency on an XML library).
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
      var version: String?
      let plist = url.appendingPathComponent(".xccurrentversion").path
      if let bytes = try? AtomicFile.read(path: plist, limit: sizeLimit) {
        version = currentVersion(in: String(decoding: bytes, as: UTF8.self))
      }
      if version == nil {
        let names = (try? files.contentsOfDirectory(atPath: url.path)) ?? []
        version = names.filter { $0.hasSuffix(".xcdatamodel") }.sorted().last
      }
      guard let version else {
        throw .storeIO(path: url.path, reason: "the model has no .xcdatamodel version")
      }
      return url.appendingPathComponent(version).appendingPathComponent("contents")
    case "xcdatamodel": return url.appendingPathComponent("contents")
    default: return url
    }
  }

  /// The version `.xccurrentversion` names: the string after `_XCCurrentVersionName`.
  static func currentVersion(in plist: String) -> String? {
    guard let key = plist.range(of: "_XCCurrentVersionName") else { return nil }
    let rest = plist[key.upperBound...]
    guard let open = rest.range(of: "<string>"), let close = rest.range(of: "</string>"),
      open.upperBound <= close.lowerBound
    else { return nil }
    let name = String(rest[open.upperBound..<close.lowerBound])
    return name.isEmpty ? nil : name
  }

  /// The model a `contents` file's text describes; what it cannot read is skipped.
  static func parse(_ text: String) -> NSManagedObjectModel {
    let model = NSManagedObjectModel()
    var current: NSEntityDescription?
    for tag in startTags(in: text) {
      switch tag.name {
      case "entity":
        let entity = NSEntityDescription()
        entity.name = tag.attributes["name"]
        entity.managedObjectClassName = tag.attributes["representedClassName"] ?? entity.name
        if entity.name != nil { model.entities.append(entity) }
        current = entity
      case "attribute":
        guard let entity = current, let name = tag.attributes["name"] else { continue }
        let type = attributeType(tag.attributes["attributeType"] ?? "")
        let attribute = NSAttributeDescription(name: name, type: type)
        attribute.isOptional = tag.attributes["optional"] == "YES"
        if let text = tag.attributes["defaultValueString"] {
          attribute.defaultValue = defaultValue(text, of: type)
        }
        entity.properties.append(attribute)
      case "/entity": current = nil
      default: continue
      }
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

  /// A start or end tag: its name (`/entity` for an end tag) and quoted attributes.
  struct Tag {
    var name: String
    var attributes: [String: String]
  }

  /// The tags of `text`, in order; comments, declarations and text between tags skipped.
  static func startTags(in text: String) -> [Tag] {
    var tags: [Tag] = []
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      guard scalars[index] == "<" else {
        index += 1
        continue
      }
      index += 1
      guard index < scalars.count, scalars[index] != "?", scalars[index] != "!" else { continue }
      var name = ""
      while index < scalars.count, !scalars[index].properties.isWhitespace, scalars[index] != ">",
        !(scalars[index] == "/" && !name.isEmpty)
      {
        name.unicodeScalars.append(scalars[index])
        index += 1
      }
      var attributes: [String: String] = [:]
      while index < scalars.count, scalars[index] != ">" {
        if scalars[index].properties.isWhitespace || scalars[index] == "/" {
          index += 1
          continue
        }
        var key = ""
        while index < scalars.count, scalars[index] != "=", scalars[index] != ">",
          !scalars[index].properties.isWhitespace
        {
          key.unicodeScalars.append(scalars[index])
          index += 1
        }
        guard index < scalars.count, scalars[index] == "=" else { continue }
        index += 1
        guard index < scalars.count, scalars[index] == "\"" || scalars[index] == "'" else {
          continue
        }
        let quote = scalars[index]
        index += 1
        var value = ""
        while index < scalars.count, scalars[index] != quote {
          value.unicodeScalars.append(scalars[index])
          index += 1
        }
        index += 1
        attributes[key] = unescaped(value)
      }
      tags.append(Tag(name: name, attributes: attributes))
    }
    return tags
  }

  /// `text` with XML's five character entities replaced.
  static func unescaped(_ text: String) -> String {
    guard text.contains("&") else { return text }
    return text.replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"")
      .replacingOccurrences(of: "&apos;", with: "'")
      .replacingOccurrences(of: "&amp;", with: "&")
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

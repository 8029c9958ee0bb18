/// A scanner of the start and end tags of an XML document and their quoted attributes, enough
/// to read the files Xcode's model editor writes without an XML library. Comments,
/// declarations and the text between tags are skipped; the five predefined entities are
/// replaced in attribute values.
enum XMLStartTags {
  /// A start or end tag: its name (`/entity` for an end tag) and its attributes.
  struct Tag {
    var name: String
    var attributes: [String: String]
  }

  /// The tags of `text`, in order.
  static func scan(_ text: String) -> [Tag] {
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

  /// `text` with XML's five predefined entities replaced; any other `&` is kept as it is.
  static func unescaped(_ text: String) -> String {
    guard text.contains("&") else { return text }
    let entities: [(String, Character)] = [
      ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&apos;", "'"), ("&amp;", "&"),
    ]
    var result = ""
    var rest = Substring(text)
    while let ampersand = rest.firstIndex(of: "&") {
      result += rest[..<ampersand]
      rest = rest[ampersand...]
      if let (entity, character) = entities.first(where: { rest.hasPrefix($0.0) }) {
        result.append(character)
        rest = rest.dropFirst(entity.count)
      } else {
        result.append("&")
        rest = rest.dropFirst()
      }
    }
    return result + rest
  }
}

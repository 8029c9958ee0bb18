/// Looking a key up in a `.strings` table, and putting values in place of its specifiers.
enum Localization {
  private static let tables = Locked<[String: [String: String]]>([:])

  /// The string for `key` in `table` (`Localizable` by default) of `bundle`, in the
  /// localisation that best fits `locale` (`en_AU`, then `en`); `nil` when there is none.
  static func lookUp(_ key: String, table: String?, bundle: Bundle?, locale: Locale) -> String? {
    guard table != nil || bundle != nil else { return nil }
    let bundle = bundle ?? .main
    let table = table ?? "Localizable"
    let identifier = locale.identifier
    let language = identifier.split(whereSeparator: { $0 == "_" || $0 == "-" }).first.map(
      String.init)
    let dashed = identifier.replacingOccurrences(of: "_", with: "-")
    // SwiftPM on Linux copies `en-AU.lproj` as `en-au.lproj`.
    var candidates = [identifier, dashed, dashed.lowercased()]
    if let language { candidates.append(language) }
    for localization in candidates {
      if let strings = strings(table: table, bundle: bundle, localization: localization) {
        return strings[key]
      }
    }
    return nil
  }

  private static func strings(table: String, bundle: Bundle, localization: String)
    -> [String: String]?
  {
    let cacheKey = "\(bundle.bundlePath)|\(table)|\(localization)"
    if let cached = tables.withLock({ $0[cacheKey] }) { return cached }
    let path =
      bundle.path(
        forResource: table, ofType: "strings", inDirectory: nil, forLocalization: localization)
      ?? bundle.path(
        forResource: table, ofType: "strings", inDirectory: "\(localization).lproj")
    guard let path, let data = FileManager.default.contents(atPath: path),
      let plist = try? PropertyListSerialization.propertyList(from: data, format: nil),
      let strings = plist as? [String: String]
    else { return nil }
    tables.withLock { $0[cacheKey] = strings }
    return strings
  }

  /// `format` with each specifier (`%@`, `%lld`, `%.2f`, `%1$@`) replaced by the next value
  /// (or the numbered one), and `%%` by `%`.
  static func substitute(_ values: [String], into format: String) -> String {
    var result = ""
    var next = 0
    var index = format.startIndex
    while index < format.endIndex {
      let character = format[index]
      guard character == "%" else {
        result.append(character)
        index = format.index(after: index)
        continue
      }
      var end = format.index(after: index)
      guard end < format.endIndex else {
        result.append("%")
        break
      }
      if format[end] == "%" {
        result.append("%")
        index = format.index(after: end)
        continue
      }
      // A specifier runs to its conversion letter: @, d, i, u, f, e, g, s, x, o, c, p.
      var position: Int?
      var digits = ""
      while end < format.endIndex, !"@diufeEgGsxXocp".contains(format[end]) {
        if format[end] == "$", let number = Int(digits) { position = number - 1 }
        if format[end].isNumber { digits.append(format[end]) } else { digits = "" }
        end = format.index(after: end)
      }
      let valueIndex = position ?? next
      if position == nil { next += 1 }
      if valueIndex < values.count { result += values[valueIndex] }
      index = end < format.endIndex ? format.index(after: end) : end
    }
    return result
  }
}

// SwiftUI's `LocalizedStringKey`: what a string literal given to `Text` is. Its
// interpolations format values (`specifier:`, `formatter:`, `format:`), put texts and images
// inside the text, and make the key a localisation table is searched with ("Total %lld").

/// The key of a localised string, as SwiftUI's `LocalizedStringKey`: `Text("Hello")` looks
/// "Hello" up in its table (when one is given), and an interpolation formats its value for
/// the locale the text is read in.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
  /// The key: the literal, with a format specifier in place of each interpolation.
  let key: String
  /// The interpolated values, as strings made in a locale.
  let arguments: [Argument]

  /// An interpolated value.
  struct Argument: Sendable {
    /// The value as a string, in a locale; throws when it cannot be read (a relative date).
    let string: @Sendable (Locale) throws -> String
    /// The images interpolated (an image, or a text's), kept to be found by `images()`.
    let images: [Image]
  }

  /// A key of `value`.
  public init(_ value: String) {
    key = value
    arguments = []
  }

  /// A key from a string literal.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// A key from an interpolated literal.
  public init(stringInterpolation: StringInterpolation) {
    key = stringInterpolation.key
    arguments = stringInterpolation.arguments
  }

  /// Whether the keys (and their values, as read in English) are equal.
  public static func == (lhs: LocalizedStringKey, rhs: LocalizedStringKey) -> Bool {
    let english = Locale(identifier: "en")
    return lhs.key == rhs.key
      && lhs.arguments.map { try? $0.string(english) }
        == rhs.arguments.map {
          try? $0.string(english)
        }
  }

  /// The string in `locale`: the key looked up in `table` of `bundle` (when given), its
  /// specifiers replaced by the values formatted for the locale.
  func resolve(in locale: Locale, table: String?, bundle: Bundle?) throws -> String {
    let format = Localization.lookUp(key, table: table, bundle: bundle, locale: locale) ?? key
    let values = try arguments.map { try $0.string(locale) }
    return Localization.substitute(values, into: format)
  }

  /// What the interpolations of a `LocalizedStringKey` literal build, as SwiftUI's
  /// `LocalizedStringKey.StringInterpolation`. Extend it with your own `appendInterpolation`,
  /// as in SwiftUI.
  public struct StringInterpolation: StringInterpolationProtocol, Sendable {
    var key = ""
    var arguments: [Argument] = []

    /// An interpolation about to be built.
    public init(literalCapacity: Int, interpolationCount: Int) {
      key.reserveCapacity(literalCapacity + 4 * interpolationCount)
    }

    /// Appends literal text (a `%` doubled, as in a format).
    public mutating func appendLiteral(_ literal: String) {
      key += literal.replacingOccurrences(of: "%", with: "%%")
    }

    mutating func append(
      _ specifier: String, images: [Image] = [],
      _ string: @escaping @Sendable (Locale) throws -> String
    ) {
      key += specifier
      arguments.append(Argument(string: string, images: images))
    }

    /// Appends a string.
    public mutating func appendInterpolation(_ string: String) {
      append("%@") { _ in string }
    }

    /// Appends an integer (`%lld` in the key).
    public mutating func appendInterpolation<T: BinaryInteger & Sendable>(_ value: T) {
      append("%lld") { _ in String(value) }
    }

    /// Appends a floating-point value (`%lf` in the key), as Swift prints it.
    public mutating func appendInterpolation<
      T: BinaryFloatingPoint & LosslessStringConvertible & Sendable
    >(_ value: T) {
      append("%lf") { _ in String(value) }
    }

    /// Appends any value, as `String(describing:)` prints it.
    @_disfavoredOverload
    public mutating func appendInterpolation<T>(_ value: T) {
      let described = String(describing: value)
      append("%@") { _ in described }
    }

    /// Appends a number formatted with a `printf` specifier: `\(price, specifier: "%.2f")`.
    public mutating func appendInterpolation<T: CVarArg & Sendable>(_ value: T, specifier: String) {
      append(specifier) { locale in String(format: specifier, locale: locale, value) }
    }

    /// Appends an object formatted by `formatter` (read when the text is, as SwiftUI does).
    public mutating func appendInterpolation(_ subject: NSObject, formatter: Formatter) {
      let carried = FormattedValue(value: subject, formatter: formatter)
      append("%@") { _ in carried.string() }
    }

    /// Appends a value formatted by `formatter` (read when the text is, as SwiftUI does).
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(
      _ subject: Subject, formatter: Formatter
    ) {
      let carried = FormattedValue(value: subject, formatter: formatter)
      append("%@") { _ in carried.string() }
    }

    /// Appends a date formatted by `formatter` (read when the text is, as SwiftUI does).
    public mutating func appendInterpolation(_ date: Date, formatter: Formatter) {
      let carried = FormattedValue(value: date, formatter: formatter)
      append("%@") { _ in carried.string() }
    }

    /// Appends a value formatted by `format`, in the locale the text is read in.
    public mutating func appendInterpolation<F: FormatStyle & Sendable>(
      _ input: F.FormatInput, format: F
    ) where F.FormatInput: Sendable, F.FormatOutput == String {
      append("%@") { locale in format.locale(locale).format(input) }
    }

    /// Appends a text's string.
    public mutating func appendInterpolation(_ text: Text) {
      append("%@", images: text.images) { locale in try text.string(in: locale) }
    }

    /// Appends an image (read as `Image('name')`, and found by `images()`).
    public mutating func appendInterpolation(_ image: Image) {
      let described = image.inlineDescription
      append("%@", images: [image]) { _ in described }
    }

    /// Appends a date in a style.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      append("%@") { locale in try style.format(date, locale: locale) }
    }
  }
}

/// A value and the formatter that makes its string, kept together as SwiftUI keeps them.
///
/// `@unchecked Sendable` is sound: Foundation's formatters are thread-safe for formatting
/// (Apple documents `NumberFormatter` and `DateFormatter` as safe to use from several
/// threads), the value is immutable, and the text only reads them.
private struct FormattedValue: @unchecked Sendable {
  let value: Any
  let formatter: Formatter

  func string() -> String {
    // `string(from:)` where the formatter has one for the value: swift-corelibs-foundation's
    // `string(for:)` ignores a number formatter's fraction digits.
    if let formatter = formatter as? NumberFormatter, let number = value as? NSNumber {
      return formatter.string(from: number) ?? ""
    }
    if let formatter = formatter as? DateFormatter, let date = value as? Date {
      return formatter.string(from: date)
    }
    return formatter.string(for: value) ?? ""
  }
}

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

extension Image {
  /// How an image inside a text reads, as ViewInspector reads it: `Image('name')`.
  nonisolated var inlineDescription: String {
    "Image('\(assetName ?? systemName ?? "image")')"
  }
}

extension Text {
  /// A text of the localised string `key`, looked up in `tableName` of `bundle` when one is
  /// given, as SwiftUI's `Text(_:tableName:bundle:comment:)`. A string literal given to
  /// `Text` is such a key; read it in another locale with `string(locale:)`.
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    let english = Locale(identifier: "en")
    self.init(
      verbatim: (try? key.resolve(in: english, table: tableName, bundle: bundle)) ?? key.key)
    if tableName != nil || bundle != nil || !key.arguments.isEmpty {
      let bundle = bundle.map(SendableBundle.init)
      localized = { locale in
        try key.resolve(in: locale, table: tableName, bundle: bundle?.bundle)
      }
    }
    attachments = key.arguments.flatMap(\.images)
  }

  /// A text of `subject` formatted by `formatter`, read when the text is, as SwiftUI's
  /// `Text(_:formatter:)`.
  public init(_ subject: NSObject, formatter: Formatter) {
    let carried = FormattedValue(value: subject, formatter: formatter)
    self.init(verbatim: carried.string())
    localized = { _ in carried.string() }
  }

  /// A text of `subject` formatted by `formatter`, read when the text is.
  public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
    let carried = FormattedValue(value: subject, formatter: formatter)
    self.init(verbatim: carried.string())
    localized = { _ in carried.string() }
  }

  /// A text of `date` formatted by `formatter`, read when the text is.
  public init(_ date: Date, formatter: Formatter) {
    let carried = FormattedValue(value: date, formatter: formatter)
    self.init(verbatim: carried.string())
    localized = { _ in carried.string() }
  }

  /// A text of `date` in `style`, as SwiftUI's `Text(_:style:)`.
  public init(_ date: Date, style: DateStyle) {
    self.init(verbatim: (try? style.format(date, locale: Locale(identifier: "en"))) ?? "")
    localized = { locale in try style.format(date, locale: locale) }
  }

  /// A text of a range of dates, as SwiftUI's `Text(_:)` for a `ClosedRange<Date>`: its
  /// string depends on the device's calendar and time zone, so inspection cannot read it.
  public init(_ dates: ClosedRange<Date>) {
    self.init(verbatim: "")
    localized = { _ in throw Text.unreadableDate }
  }

  /// A text of a date interval, as SwiftUI's `Text(_:)` for a `DateInterval`: its string
  /// depends on the device's calendar and time zone, so inspection cannot read it.
  public init(_ interval: DateInterval) {
    self.init(verbatim: "")
    localized = { _ in throw Text.unreadableDate }
  }

  /// A text showing an image, as SwiftUI's `Text(_:)` for an `Image`.
  public init(_ image: Image) {
    self.init(verbatim: image.inlineDescription)
    attachments = [image]
  }

  /// A text of an attributed string, as SwiftUI's `Text(_:)` for an `AttributedString`:
  /// inspection reads its characters, and `attributedString()` gives it back.
  public init(_ attributedContent: AttributedString) {
    self.init(verbatim: String(attributedContent.characters))
    attachments = [AttributedContent(value: attributedContent)]
  }

  /// What ViewInspector says of a date it cannot read.
  static let unreadableDate = InspectionError.notSupported(
    "Inspection of formatted Date is currently not supported")

  /// How a date shows, as SwiftUI's `Text.DateStyle`.
  public struct DateStyle: Hashable, Sendable {
    let name: String

    /// The date: "June 3, 2026".
    public static let date = DateStyle(name: "date")
    /// The time: "11:23 AM".
    public static let time = DateStyle(name: "time")
    /// The time from now, counting: "2 hours, 23 minutes".
    public static let relative = DateStyle(name: "relative")
    /// The offset from now: "+2 hours".
    public static let offset = DateStyle(name: "offset")
    /// A timer: "2:32".
    public static let timer = DateStyle(name: "timer")

    /// `date` in this style and `locale`; the styles that count from now cannot be read.
    func format(_ date: Date, locale: Locale) throws -> String {
      switch name {
      case "date":
        return date.formatted(Date.FormatStyle(date: .long, time: .omitted).locale(locale))
      case "time":
        return date.formatted(Date.FormatStyle(date: .omitted, time: .shortened).locale(locale))
      default: throw Text.unreadableDate
      }
    }
  }
}

extension Text {
  /// The images shown inside the text (its runs' too), in order.
  var images: [Image] {
    if let runs { return runs.flatMap(\.images) }
    return attachments.compactMap { $0 as? Image }
  }
}

/// An attributed string shown by a text, kept for `attributedString()`.
struct AttributedContent: TextStyle, Equatable {
  let value: AttributedString
}

/// A bundle held by a text.
///
/// `@unchecked Sendable` is sound: the text only looks up resources in it, which `Bundle`
/// does under its own lock, and never changes it.
private struct SendableBundle: @unchecked Sendable {
  let bundle: Bundle
}

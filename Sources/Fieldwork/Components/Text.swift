import Foundation

/// A string to show, as SwiftUI's `Text`: the `prompt` of a ``TextField`` or
/// ``SecureField(_:text:prompt:)``, and, with FieldworkSwiftUI, a view. Fieldwork draws
/// nothing, so it is the string and the styles applied to it.
public struct Text: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The string.
  public var content: String
  /// What few texts have besides their string, made when one is set: a list's rows hold
  /// their texts several times over (in each view that contains them), so a text is two
  /// words, not seven.
  private var details: Details?

  /// Styles applied with FieldworkSwiftUI's text modifiers (`bold()`, `font(_:)`, …), in
  /// order.
  package var styles: [any TextStyle] {
    get { details?.fields.styles ?? [] }
    set { change { $0.styles = newValue } }
  }
  /// The texts this one was joined from with `+`, each with its own styles; `nil` for a
  /// text made in one piece.
  package var runs: [Text]? {
    get { details?.fields.runs }
    set { change { $0.runs = newValue } }
  }
  /// How the string is made for a locale, when it depends on one (a localised key, a
  /// formatter, a format style); `nil` when ``content`` is the string in every locale.
  package var localized: (@Sendable (Locale) throws -> String)? {
    get { details?.fields.localized }
    set { change { $0.localized = newValue } }
  }
  /// Views shown inside the text (FieldworkSwiftUI's `Image`s, interpolated).
  package var attachments: [any TextStyle] {
    get { details?.fields.attachments ?? [] }
    set { change { $0.attachments = newValue } }
  }

  /// What a text has besides its string, in a box texts share: never changed once made, so
  /// a change makes a new one.
  private final class Details: Sendable {
    let fields: Fields
    init(_ fields: Fields) { self.fields = fields }
  }

  /// What a text has besides its string, as values.
  private struct Fields: Sendable {
    var styles: [any TextStyle] = []
    var runs: [Text]?
    var localized: (@Sendable (Locale) throws -> String)?
    var attachments: [any TextStyle] = []
  }

  /// Changes the details: a new box, since others may share the old one.
  private mutating func change(_ body: (inout Fields) -> Void) {
    var fields = details?.fields ?? Fields()
    body(&fields)
    details = Details(fields)
  }

  /// A text showing `content` as it is. (With FieldworkSwiftUI, a string literal is a
  /// `LocalizedStringKey`, as in SwiftUI, so `Text("Total: \(sum, specifier: "%.2f")")`
  /// formats; a `String` value comes here.)
  @_disfavoredOverload
  public init(_ content: String) {
    self.content = content
  }

  /// A text showing `content` as it is, as SwiftUI's `Text(verbatim:)`.
  public init(verbatim content: String) {
    self.content = content
  }

  /// A text from a string literal.
  public init(stringLiteral value: String) {
    self.content = value
  }

  /// Whether two texts show the same string with the same styles.
  public static func == (lhs: Text, rhs: Text) -> Bool {
    lhs.content == rhs.content && lhs.styles.count == rhs.styles.count
      && zip(lhs.styles, rhs.styles).allSatisfy { $0.isEqual(to: $1) }
      && lhs.runs == rhs.runs && lhs.attachments.count == rhs.attachments.count
      && zip(lhs.attachments, rhs.attachments).allSatisfy { $0.isEqual(to: $1) }
  }

  /// The string, as read in `locale`: a localised key is looked up in its table, and
  /// formatted values are formatted for the locale.
  package func string(in locale: Locale) throws -> String {
    if let runs { return try runs.map { try $0.string(in: locale) }.joined() }
    return try localized?(locale) ?? content
  }

  /// Hashes the string and the number of styles.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(content)
    hasher.combine(styles.count)
  }
}

/// A style applied to a ``Text``; FieldworkSwiftUI defines the styles.
package protocol TextStyle: Sendable {
  /// Whether `other` is the same style.
  func isEqual(to other: any TextStyle) -> Bool
}

extension TextStyle where Self: Equatable {
  package func isEqual(to other: any TextStyle) -> Bool {
    (other as? Self) == self
  }
}

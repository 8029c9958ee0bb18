/// A string to show, as SwiftUI's `Text`: the `prompt` of a ``TextField`` or
/// ``SecureField(_:text:prompt:)``, and, with FieldworkSwiftUI, a view. Fieldwork draws
/// nothing, so it is the string and the styles applied to it.
public struct Text: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The string.
  public var content: String
  /// Styles applied with FieldworkSwiftUI's text modifiers (`bold()`, `font(_:)`, …), in
  /// order.
  package var styles: [any TextStyle] = []

  /// A text showing `content`.
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

/// A string to show, as SwiftUI's `Text` where a component takes one: the `prompt` of a
/// ``TextField`` or ``SecureField(_:text:prompt:)``. Fieldwork draws nothing, so it is only
/// the string.
public struct Text: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The string.
  public var content: String

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
}

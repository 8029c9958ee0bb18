/// A text the lexer cannot read: an unterminated string or comment.
package struct SwiftLexError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The UTF-8 offset where the unterminated construct starts.
  package let offset: Int
  /// What is unterminated.
  package let reason: String

  package init(offset: Int, reason: String) {
    self.offset = offset
    self.reason = reason
  }

  package var description: String { "\(reason) (at byte \(offset))" }
}

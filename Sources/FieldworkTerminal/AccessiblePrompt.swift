#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The line a person edits in an accessible session: "Search: mar", the caret after "mar".
public struct AccessiblePrompt: Hashable, Sendable {
  /// What the line starts with: "Search: ".
  public var prompt: String
  /// The text being edited. A secure field's must be bullets.
  public var text: String
  /// The caret, in characters into `text`.
  public var caret: Int

  /// A prompt line.
  public init(prompt: String, text: String, caret: Int) {
    self.prompt = prompt
    self.text = text
    self.caret = caret
  }
}

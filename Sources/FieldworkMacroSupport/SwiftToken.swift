/// A token of Swift source, as much of Swift's grammar as a macro expansion needs to find
/// arguments, closures and declarations: identifiers, `#` and `@` names, literals,
/// brackets and punctuation. Comments and whitespace are skipped; whether a newline came
/// before a token is kept, because Swift ends a statement there.
package struct SwiftToken: Equatable, Sendable {
  /// What kind of token this is.
  package enum Kind: Equatable, Sendable {
    /// A name or keyword (`var`, `Text`, `` `default` ``, `$0`).
    case identifier
    /// `#` and a name (`#Preview`, `#if`).
    case poundName
    /// `@` and a name (`@State`, `@Previewable`).
    case attribute
    /// A string literal, quotes included (`"a"`, `#"b"#`, a `"""` block).
    case string
    /// A number literal.
    case number
    /// One of `(`, `)`, `[`, `]`, `{`, `}`, `,`, `:`, `;`.
    case punctuation
    /// Anything else: operators, `.`, `->`, `=`, `?`.
    case `operator`
  }

  /// The token's kind.
  package let kind: Kind
  /// Its UTF-8 offsets in the source.
  package let range: Range<Int>
  /// Whether a line break comes between it and the token before it.
  package let followsNewline: Bool
  /// Its text.
  package let text: String

  /// How the token changes the bracket depth: 1 for `(`, `[` and `{`, -1 for their closers, 0
  /// otherwise.
  package var nesting: Int {
    guard kind == .punctuation else { return 0 }
    switch text {
    case "(", "[", "{": return 1
    case ")", "]", "}": return -1
    default: return 0
    }
  }
}

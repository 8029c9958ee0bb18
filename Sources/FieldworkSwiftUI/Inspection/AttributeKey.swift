/// The name and value type of something a view or modifier records for inspection and
/// accessibility to read: what `EnvironmentKey` is to the environment.
///
/// Each key is declared once, beside the modifier or view that writes it, on a line that
/// names its value type, as an `EnvironmentValues` property does:
///
/// ```swift
/// extension AttributeKey {
///   static var cornerRadius: AttributeKey<CGFloat> { .init("cornerRadius") }
/// }
/// ```
///
/// A writer (`attribute(.cornerRadius, radius)`) can only record a `Value`, and a reader
/// (`node.attribute(.cornerRadius)`) gets a `Value` back; a misspelt key does not compile.
/// The name is what the printed tree and ``ViewAttribute/name`` show, and what the public
/// `attribute(_:as:)` a test writes matches.
struct AttributeKey<Value>: Hashable, Sendable {
  /// The name the attribute is shown and found by.
  let name: String

  /// The key called `name`.
  init(_ name: String) { self.name = name }
}

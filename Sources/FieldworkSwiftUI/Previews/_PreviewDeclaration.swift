/// What `#Preview` expands to: a type that makes a preview's view. Not API: the macro's
/// expansion conforms to it.
@MainActor
public protocol _PreviewDeclaration {
  /// The preview's name.
  static var displayName: String? { get }
  /// Its traits.
  static var traits: [PreviewTrait<Preview.ViewTraits>] { get }
  /// Where it is declared (`#fileID`).
  static var fileID: String { get }
  /// The line of its `#Preview`.
  static var line: Int { get }
  /// The column of its `#Preview`.
  static var column: Int { get }
  /// Builds its view.
  static func makeBody() -> any View
}

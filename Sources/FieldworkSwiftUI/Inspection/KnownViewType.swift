/// A kind of view that inspection can find, as ViewInspector's view types.
@MainActor
public protocol KnownViewType {
  /// Whether a node of the tree is a view of this kind.
  static func matches(_ node: ViewNodeReference) -> Bool
  /// The kind's name, for messages.
  static var typeName: String { get }
  /// Whether a view of this kind stands for whatever it holds, as ViewInspector's
  /// `ClassifiedView` does: its accessors without an index reach the view itself
  /// (`inspect().vStack()`, `sheet().text()`).
  static var isClassified: Bool { get }
}

extension KnownViewType {
  /// No: the kind's accessors without an index reach its content.
  public static var isClassified: Bool { false }
}

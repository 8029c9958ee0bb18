/// A view type matched by its kind.
@MainActor
protocol KindMatching: KnownViewType {
  static var kind: ViewKind { get }
}

extension KindMatching {
  /// Whether `node` is a view of this kind.
  public static func matches(_ node: ViewNodeReference) -> Bool {
    node.node.kind == kind
  }
  /// The kind's name, for messages.
  public static var typeName: String { kind.rawValue }
}

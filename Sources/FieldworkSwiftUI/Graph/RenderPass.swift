/// What one render passes down the tree.
struct RenderPass {
  /// The transaction of the change being rendered.
  var transaction: Transaction
  /// Whether the environment changed above this node in this render.
  var environmentChanged: Bool
}

/// Readable names of view types: `ContentView`, `VStack`, `Text`.
enum ViewTypeName {
  /// The type's name without its module and generic arguments.
  static func of(_ type: Any.Type) -> String {
    var name = String(describing: type)
    if let angle = name.firstIndex(of: "<") { name = String(name[..<angle]) }
    return name
  }
}

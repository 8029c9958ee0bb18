extension InspectableView {
  /// The environment value at `keyPath` as this view sees it: what its
  /// `@Environment(keyPath)` reads. The way a test reaches, say, the model context a screen
  /// writes to: `try screen.find(ItemList.self).environment(\.modelContext)`.
  public func environment<Value>(_ keyPath: KeyPath<EnvironmentValues, Value> & Sendable) throws
    -> Value
  {
    try onMainActor { try liveNode().environment[keyPath: keyPath] }
  }
}

extension View {
  /// Runs `action` with each value `publisher` delivers, as SwiftUI's
  /// `.onReceive(_:perform:)`: subscribed as the view joins the tree, cancelled as it leaves.
  /// Each value runs the action of the view's latest render, on the main actor; a value
  /// delivered on another thread runs it on the main queue's next turn.
  public func onReceive<P: Publisher>(
    _ publisher: P, perform action: @escaping (P.Output) -> Void
  ) -> some View where P.Failure == Never {
    modifier(_OnReceiveModifier(publisher: publisher, action: action))
  }
}

// MARK: Attribute keys

extension AttributeKey {
  static var onReceive: AttributeKey<String> { .init("onReceive") }
}

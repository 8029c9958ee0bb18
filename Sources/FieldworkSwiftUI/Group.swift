/// Views grouped without a container, as SwiftUI's `Group`: modifiers on it reach each of
/// them.
public struct Group<Content: View> {
  let content: Content

  /// Groups the views `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension Group: View {}

/// A view of any type, as SwiftUI's `AnyView`. A different type inside replaces the view (and
/// ends its state).
public struct AnyView {
  let content: any View

  /// Wraps `view`.
  public init<Content: View>(_ view: Content) {
    content = (view as? AnyView)?.content ?? view
  }

  /// Wraps `view`, or `nil` when it is not a view.
  public init?(_fromValue value: Any) {
    guard let view = value as? any View else { return nil }
    content = view
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension AnyView: View {}

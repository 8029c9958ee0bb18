/// Nothing, as SwiftUI's `EmptyView`.
public struct EmptyView {
  /// Nothing.
  public init() {}

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension EmptyView: View {}

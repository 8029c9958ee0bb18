/// A line between views, as SwiftUI's `Divider`.
public struct Divider {
  /// A divider.
  public init() {}

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension Divider: LeafView {
  static var fixedRole: NodeRole? { .view(.divider) }
}

extension Divider: View {}

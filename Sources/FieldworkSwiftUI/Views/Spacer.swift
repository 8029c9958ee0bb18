/// Flexible space, as SwiftUI's `Spacer`.
public struct Spacer {
  /// The least length it takes, or `nil` for the default.
  public let minLength: CGFloat?

  /// A spacer.
  public init(minLength: CGFloat? = nil) {
    self.minLength = minLength
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension Spacer: LeafView {
  static var fixedRole: NodeRole? { .view(.spacer) }
  var ownAttributes: [ViewAttribute] {
    minLength.map { [ViewAttribute(.minLength, $0)] } ?? []
  }
}

extension Spacer: View {}

// MARK: Attribute keys

extension AttributeKey {
  static var minLength: AttributeKey<CGFloat> { .init("minLength") }
}

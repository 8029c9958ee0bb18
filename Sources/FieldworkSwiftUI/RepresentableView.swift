/// A `Representable` placed in a view tree: made, updated and dismantled by its node, as a
/// `UIViewRepresentable` is in SwiftUI. A `@ViewBuilder` wraps representables that are not
/// views themselves in one; declare `extension MyField: View {}` to use view modifiers on
/// yours directly.
public struct RepresentableView<Content: Representable> {
  /// The representable.
  public var representable: Content

  /// Places `representable` in the tree.
  public init(_ representable: Content) {
    self.representable = representable
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension RepresentableView: View {}

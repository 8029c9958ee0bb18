/// Several views, built by a ``ViewBuilder``; each keeps its place as its identity.
public struct TupleView<each Content: View> {
  /// The views, held once for every copy of the tuple view.
  let elements: TupleViewElements<(repeat each Content)>

  /// The views. Read-only, where SwiftUI's can be set: every copy of the tuple view shares
  /// them, so that copying a row's builder output costs a retain.
  public var value: (repeat each Content) { elements.value }

  /// Views in order.
  public init(_ value: repeat each Content) {
    elements = TupleViewElements((repeat each value))
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

/// The views of a ``TupleView``, which its copies share.
///
/// A tuple of a parameter pack is copied through the runtime's look-up of the tuple's type,
/// made under a lock every time; a list copies each row's builder output several times as
/// it makes the row. Held in a class, the tuple is copied never, and destroyed once.
final class TupleViewElements<Elements> {
  let value: Elements

  init(_ value: Elements) {
    self.value = value
  }
}

// Conformed in extensions, so the types are not isolated to the main actor: a view can be
// built anywhere (an XCTest method builds one before inspecting it); only `body` is.
extension TupleView: View {}

/// Content made from a collection that can delete and move its elements, as SwiftUI's
/// `DynamicViewContent`: a `ForEach`, and a `ForEach` with modifiers.
public protocol DynamicViewContent: View {
  /// The type of the collection.
  associatedtype Data: Collection
  /// The collection.
  var data: Data { get }
}

extension DynamicViewContent {
  /// Lets the person delete rows, as SwiftUI's `.onDelete(perform:)`: `action` receives the
  /// offsets of the rows deleted. In a test: `try forEach.callOnDelete(IndexSet([0]))`.
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> ModifiedContent<
    Self, _RowActionModifier
  > {
    modifier(_RowActionModifier(delete: action, move: nil))
  }

  /// Lets the person move rows, as SwiftUI's `.onMove(perform:)`: `action` receives the
  /// offsets moved and the offset they move to. In a test:
  /// `try forEach.callOnMove(IndexSet([0]), 3)`.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ModifiedContent<
    Self, _RowActionModifier
  > {
    modifier(_RowActionModifier(delete: nil, move: action))
  }
}

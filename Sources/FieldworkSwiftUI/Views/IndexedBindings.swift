/// The elements of a binding to a collection, as bindings: what `ForEach($items)` iterates.
public struct IndexedBindings<Base: MutableCollection & RandomAccessCollection>:
  RandomAccessCollection
{
  let base: Binding<Base>
  /// The indices of the collection when it was read.
  let indices: [Base.Index]

  init(_ base: Binding<Base>) {
    self.base = base
    indices = Array(base.wrappedValue.indices)
  }

  /// The first position.
  public var startIndex: Int { 0 }
  /// The position after the last.
  public var endIndex: Int { indices.count }

  /// A binding to the element at `position`. It keeps reading the element its index held
  /// when the collection was read.
  public subscript(position: Int) -> Binding<Base.Element> {
    let index = indices[position]
    let base = self.base
    return Binding(
      get: { base.wrappedValue[index] },
      set: { base.wrappedValue[index] = $0 })
  }
}

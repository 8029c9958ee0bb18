/// Views made from a collection, one per element, each identified by its element's id, as
/// SwiftUI's `ForEach`.
///
/// A row keeps its state while its id stays in the collection, whatever its position; an id
/// that leaves ends its row's state. Rows whose view value did not change between renders
/// are kept without evaluating their body, so filtering a long list costs about the filter.
/// Ids met twice are reported (`UpdateDiagnostic.Kind.duplicateIdentifier`) and kept
/// apart by their order.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View> {
  /// The elements.
  public var data: Data
  /// Makes an element's row.
  public var content: (Data.Element) -> Content
  let id: (Data.Element) -> ID

  /// Rows for `data`, identified by the property at `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
    self.id = { $0[keyPath: id] }
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// Rows for `data`, identified by their `id`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
    self.id = { $0.id }
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// Rows for a range of numbers, identified by the number.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
    self.id = { $0 }
  }
}

extension ForEach {
  /// Rows for the elements of a binding to a collection, each given a binding to its
  /// element, as `ForEach($items) { $item in TextField("", text: $item.title) }`.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == IndexedBindings<C>, C.Element: Identifiable, ID == C.Element.ID {
    self.data = IndexedBindings(data)
    self.content = content
    self.id = { $0.wrappedValue.id }
  }

  /// Rows for the elements of a binding to a collection, identified by the property at
  /// `id`, each given a binding to its element.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == IndexedBindings<C> {
    self.data = IndexedBindings(data)
    self.content = content
    self.id = { $0.wrappedValue[keyPath: id] }
  }
}

extension ForEach: DynamicViewContent {}

extension ModifiedContent: DynamicViewContent
where Content: DynamicViewContent, Modifier: ViewModifier {
  /// The collection of the modified content.
  public var data: Content.Data { content.data }
}

extension ForEach: PrimitiveView {
  func render(in context: inout RenderContext) {
    // Ids are kept as their own type: boxing each in `AnyHashable` costs more than the rest
    // of a row's bookkeeping, and past the first screenful most elements make no row.
    var reported = false
    // In a List, a Form or a lazy stack, rows are made as SwiftUI makes them: the first
    // screenful now, the others once inspection reaches them; rows made before are kept up
    // to date.
    let node = context.node
    let isLazy = !node.makesEveryRow && node.rowsAreLazy
    let screenful = node.graph.rowsPerScreen
    // A lazy list makes the screenful, and keeps the rows made before (all of them, once a
    // search made every row): room for both, so the table of ids is not grown row by row.
    let expectedRows =
      isLazy ? min(data.count, screenful * 2 + context.oldCount) : data.count
    var pending = 0
    // Where the last render's row of each id is among the node's children, kept from that
    // render: a row that stays is claimed there, one that is new is made without a search,
    // and past the screenful an element whose id had no row makes none. The ids hash far
    // more cheaply than the children's keys.
    let kept = node.modifierState.memo as? RowPositions<ID>
    let oldRows = kept?.count == context.oldCount ? kept?.positions : nil
    // Whether an id missing from `oldRows` surely had no row (else rows are found by key).
    let knowsOldRows = oldRows != nil || context.oldCount == 0
    // This render's ids met so far: where the row of each is among the children, or
    // `RowPositions.notMade`. One look-up an element tells a new id from one met before.
    var rows: [ID: Int] = [:]
    rows.reserveCapacity(expectedRows)
    // How many times each id met more than once was met, once one is.
    var duplicates: [ID: Int] = [:]
    var made = 0
    defer { node.modifierState.memo = RowPositions(positions: rows, count: made) }
    let array = data as? [Data.Element]
    var index = data.startIndex
    for offset in 0..<data.count {
      defer { data.formIndex(after: &index) }
      if isLazy, offset >= screenful, context.claimedEveryOldChild {
        // No row made before can come later: the rest wait, and their ids are not needed.
        pending += data.count - offset
        break
      }
      // The element is read once, and from an array by the array's own subscript: through
      // the collection's, a generic read takes an allocation of its own.
      let element = array?[offset] ?? data[index]
      let id = self.id(element)
      // Not `flatMap`: its closure, isolated, would check its executor for every element.
      var old = oldRows?[id]
      if old == RowPositions<ID>.notMade { old = nil }
      // An id no row had makes none now, nor does any element sharing it: it need not be
      // counted.
      if isLazy, offset >= screenful, old == nil, knowsOldRows {
        pending += 1
        continue
      }
      // Supposed new, and its row made next; put back when the id was met before.
      if let earlier = rows.updateValue(made, forKey: id) {
        rows[id] = earlier
        let count = duplicates[id] ?? 1
        duplicates[id] = count + 1
        if !reported {
          reported = true
          node.report(
            UpdateDiagnostic(
              kind: .duplicateIdentifier(String(describing: id)),
              hostDescription: node.pathDescription, rounds: 0))
        }
        // Kept apart from the first by their order, and found by their keys.
        let key = ChildKey.duplicate(AnyHashable(id), count)
        if isLazy, offset >= screenful, !context.hadChild(at: key) {
          pending += 1
          continue
        }
        context.child(key, content(element))
      } else if knowsOldRows {
        context.child(identity: id, content(element), oldPosition: old)
      } else {
        // Old rows whose places were not kept: found by their keys.
        let key = ChildKey.identity(id)
        if isLazy, offset >= screenful, !context.hadChild(at: key) {
          rows[id] = RowPositions<ID>.notMade
          pending += 1
          continue
        }
        context.child(key, content(element))
      }
      made += 1
    }
    node.graph.notePendingRows(pending > 0, of: node)
  }

  static var fixedRole: NodeRole? { .view(.forEach) }

  var ownAttributes: [ViewAttribute] { [ViewAttribute(.count, data.count)] }

  /// How many rows the data makes.
  var rowCount: Int { data.count }

  /// The id of the row made from the element at `offset`.
  func rowID(at offset: Int) -> AnyHashable? {
    guard offset >= 0, offset < data.count else { return nil }
    return AnyHashable(id(data[data.index(data.startIndex, offsetBy: offset)]))
  }
}

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets`, as SwiftUI's extension does: what an `.onDelete`
  /// action usually calls. Offsets outside the collection are ignored.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() where offset >= 0 && offset < count {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension MutableCollection where Self: RangeReplaceableCollection {
  /// Moves the elements at `source` to before the element at `destination`, as SwiftUI's
  /// extension does: what an `.onMove` action usually calls. Offsets outside the collection
  /// are ignored; a destination past the end moves them to the end.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let valid = source.filter { $0 >= 0 && $0 < count }
    guard !valid.isEmpty else { return }
    let moving = valid.map { self[index(startIndex, offsetBy: $0)] }
    let target = Swift.min(Swift.max(destination, 0), count)
    let before = valid.filter { $0 < target }.count
    for offset in valid.reversed() { remove(at: index(startIndex, offsetBy: offset)) }
    let insertion = index(startIndex, offsetBy: target - before)
    insert(contentsOf: moving, at: insertion)
  }
}

// Conformed in extensions, so the types are not isolated to the main actor: a view can be
// built anywhere (an XCTest method builds one before inspecting it); only `body` is.
extension ForEach: View {}

// MARK: Attribute keys

extension AttributeKey {
  static var count: AttributeKey<Int> { .init("count") }
  static var onDelete: AttributeKey<RowDeleteAction> { .init("onDelete") }
  static var onMove: AttributeKey<RowMoveAction> { .init("onMove") }
}

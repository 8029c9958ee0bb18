/// Rows in a column, as SwiftUI's `List`: static content, or one row per element of a
/// collection. Headless, every row is made (nothing scrolls), and kept by its id.
public struct List<SelectionValue: Hashable, Content: View> {
  let content: Content
  /// The selection binding, for a list that selects.
  let selection: ListSelection<SelectionValue>?

  /// A list of the rows `content` builds.
  public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
    self.content = content()
    selection = nil
  }

  /// A list of the rows `content` builds, selecting one.
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = selection.map(ListSelection.single)
  }

  /// A list of the rows `content` builds, selecting several.
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = selection.map(ListSelection.multiple)
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

/// What a selecting list binds.
enum ListSelection<Value: Hashable> {
  case single(Binding<Value?>)
  case multiple(Binding<Set<Value>>)
}

extension List {
  /// A list of one row per element of `data`, identified by its `id`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    SelectionValue == Never, Content == ForEach<Data, Data.Element.ID, RowContent>,
    Data.Element: Identifiable
  {
    self.init { ForEach(data, content: rowContent) }
  }

  /// A list of one row per element of `data`, identified by the property at `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where SelectionValue == Never, Content == ForEach<Data, ID, RowContent> {
    self.init { ForEach(data, id: id, content: rowContent) }
  }

  /// A list of one row per number of `data`.
  public init<RowContent: View>(
    _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where SelectionValue == Never, Content == ForEach<Range<Int>, Int, RowContent> {
    self.init { ForEach(data, content: rowContent) }
  }

  /// A list of one row per element of a binding to a collection, each given a binding to
  /// its element.
  public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  )
  where
    SelectionValue == Never, C.Element: Identifiable,
    Content == ForEach<IndexedBindings<C>, C.Element.ID, RowContent>
  {
    self.init { ForEach(data, content: rowContent) }
  }

  /// A selecting list of one row per element of `data`, identified by its `id`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }
}

extension List: PrimitiveView {
  func render(in context: inout RenderContext) {
    context.content(content)
  }

  static var fixedRole: NodeRole? { .view(.list) }
  static var rowMaking: RowMaking { .lazy }

  /// Selects the row whose id (or tag) is `value`, as tapping it does.
  func select(_ value: AnyHashable) -> Bool {
    guard let typed = value.base as? SelectionValue else { return false }
    switch selection {
    case .single(let binding): binding.wrappedValue = typed
    case .multiple(let binding): binding.wrappedValue.insert(typed)
    case nil: return false
    }
    return true
  }
}

// Conformed in extensions, so the types are not isolated to the main actor: a view can be
// built anywhere (an XCTest method builds one before inspecting it); only `body` is.
extension List: View {}

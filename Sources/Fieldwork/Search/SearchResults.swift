/// The live results of a search: a query, an index, and the current hits for a list to show.
///
/// Bind a search bar's text to ``query`` (or ``queryBinding``); every change re-runs the
/// search synchronously. ``hits`` is backed by a ``State``, so a ``RepresentableHost`` that
/// renders the list updates whenever the hits change.
///
/// ```swift
/// let results = SearchResults(SearchIndex(contacts, by: \.name))
/// let bar = RepresentableHost { SearchBar(text: results.queryBinding) }
/// bar.view.tap()
/// bar.view.type("jo")
/// results.hits          // the contacts matching "jo", in order
/// ```
@MainActor
public final class SearchResults<Element> {
  private let queryState = State(wrappedValue: "")
  private let hitsState: State<[Element]>
  private let modeState: State<SearchMode>

  /// The index searched. Replacing it (or mutating it through this property) re-runs the
  /// search.
  public var index: SearchIndex<Element> {
    didSet { refresh() }
  }

  /// Creates results over `index`, starting with `query`.
  public init(_ index: SearchIndex<Element>, query: String = "", mode: SearchMode = .contains) {
    self.index = index
    queryState.wrappedValue = query
    modeState = State(wrappedValue: mode)
    hitsState = State(wrappedValue: index.search(query, mode: mode))
  }

  /// The query. Setting it re-runs the search when it changes.
  public var query: String {
    get { queryState.wrappedValue }
    set {
      guard newValue != queryState.wrappedValue else { return }
      queryState.wrappedValue = newValue
      refresh()
    }
  }

  /// How the query matches; changing it re-runs the search.
  public var mode: SearchMode {
    get { modeState.wrappedValue }
    set {
      guard newValue != modeState.wrappedValue else { return }
      modeState.wrappedValue = newValue
      refresh()
    }
  }

  /// A binding to ``query``, for a search bar's or a text field's `text`.
  public var queryBinding: Binding<String> {
    Binding(get: { self.query }, set: { self.query = $0 })
  }

  /// The elements matching the query, ordered as ``SearchIndex/search(_:mode:)`` orders them.
  public var hits: [Element] { hitsState.wrappedValue }

  /// Runs the search again (after the elements behind the index changed, say).
  public func refresh() {
    hitsState.wrappedValue = index.search(query, mode: mode)
  }
}

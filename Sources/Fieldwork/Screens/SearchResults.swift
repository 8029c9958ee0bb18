/// The live results of a search screen: a query, a mode, an optional scope, an index, and
/// the current hits for a list to show, with their highlight ranges.
///
/// Bind a search bar's text to ``queryBinding`` and its scope bar to ``scopeBinding(_:)``;
/// every change re-runs the search synchronously. ``hits`` is backed by a ``State``, so a
/// ``RepresentableHost`` that renders the list updates whenever the hits change.
///
/// ```swift
/// let results = SearchResults(SearchIndex(contacts, by: \.name))
/// let bar = RepresentableHost { SearchBar(text: results.queryBinding) }
/// bar.view.tap()
/// bar.view.type("jo")
/// results.hits          // the contacts matching "jo", in order
/// ```
///
/// With a scope, the hits are the matches of the query that the filter keeps for the
/// selected scope:
///
/// ```swift
/// let results = SearchResults(index, scope: Folder.all) { contact, folder in
///   folder == .all || contact.folder == folder
/// }
/// SearchBar(text: results.queryBinding)
///   .scopes(Folder.allCases, selection: results.scopeBinding(Folder.self)) { $0.title }
/// ```
///
/// This is a screen model on the main actor, built on ``State``; ``SearchIndex`` itself is
/// plain data usable from any thread.
@MainActor
public final class SearchResults<Element> {
  private let queryState = State(wrappedValue: "")
  /// Not `Equatable`, so a write never compares hit lists (which would complete a search
  /// that stopped early, and cost a pass over every hit): the hits change when a search runs.
  private struct CurrentHits {
    var hits: SearchHits<Element>
  }
  private let hitsState: State<CurrentHits>
  private let modeState: State<SearchMode>
  private let scopeState: State<AnyHashable?>
  private let scopeFilter: ((Element, AnyHashable) -> Bool)?

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
    scopeState = State(wrappedValue: nil)
    scopeFilter = nil
    hitsState = State(wrappedValue: CurrentHits(hits: SearchHits()))
    refresh()
  }

  /// Creates results over `index` whose hits are the matches of the query that `filter`
  /// keeps for the selected ``scope``.
  ///
  /// - Parameters:
  ///   - index: The index searched.
  ///   - query: The first query.
  ///   - mode: How the query matches.
  ///   - scope: The first selected scope.
  ///   - filter: Whether an element belongs to a scope.
  public init<Scope: Hashable>(
    _ index: SearchIndex<Element>, query: String = "", mode: SearchMode = .contains,
    scope: Scope, filter: @escaping (Element, Scope) -> Bool
  ) {
    self.index = index
    queryState.wrappedValue = query
    modeState = State(wrappedValue: mode)
    scopeState = State(wrappedValue: AnyHashable(scope))
    scopeFilter = { element, scope in
      // The scope is only ever set through the typed API or to a value of this type.
      guard let scope = scope.base as? Scope else { return true }
      return filter(element, scope)
    }
    hitsState = State(wrappedValue: CurrentHits(hits: SearchHits()))
    refresh()
  }

  /// The query. Setting it re-runs the search when it changes.
  public var query: String {
    get { queryState.wrappedValue }
    set { update(queryState, to: newValue) }
  }

  /// How the query matches; changing it re-runs the search.
  public var mode: SearchMode {
    get { modeState.wrappedValue }
    set { update(modeState, to: newValue) }
  }

  /// The selected scope, or `nil` for results made without one. Setting it re-runs the
  /// search; a value of another type than the one the results were made with keeps every
  /// match.
  public var scope: AnyHashable? {
    get { scopeState.wrappedValue }
    set { update(scopeState, to: newValue) }
  }

  /// A binding to ``query``, for a search bar's or a text field's `text`.
  public var queryBinding: Binding<String> {
    Binding(get: { self.query }, set: { self.query = $0 })
  }

  /// A binding to the selected scope, for ``SearchBar/scopes(_:selection:visibility:title:)``.
  ///
  /// - Parameter scopeType: The scope type the results were made with
  ///   (``init(_:query:mode:scope:filter:)``).
  /// - Precondition: The results have a scope of type `Scope`; asking for another type is a
  ///   programming error, reported with a message that names both types.
  public func scopeBinding<Scope: Hashable>(
    _ scopeType: Scope.Type = Scope.self
  ) -> Binding<Scope> {
    guard let initial = scopeState.wrappedValue?.base as? Scope else {
      let actual = scopeState.wrappedValue.map { String(describing: type(of: $0.base)) }
      preconditionFailure(
        "SearchResults.scopeBinding(\(Scope.self).self): the results' scope is "
          + (actual ?? "not set")
          + "; make them with init(_:query:mode:scope:filter:) and a \(Scope.self)")
    }
    var last = initial
    return Binding(
      get: {
        if let current = self.scope?.base as? Scope { last = current }
        return last
      },
      set: { self.scope = AnyHashable($0) })
  }

  /// The elements matching the query (within the scope), ordered as
  /// ``SearchIndex/search(_:mode:)`` orders them: a lazy collection that copies no element
  /// until it is read (`Array(results.hits)` makes an array).
  public var hits: SearchHits<Element> { hitsState.wrappedValue.hits }

  /// How many elements match.
  public var count: Int { hitsState.wrappedValue.hits.count }

  /// The hits in `rows` (clamped to the hits) with the ranges of each key to highlight: what
  /// a list needs for the rows it shows, computed for those rows only.
  ///
  /// - Complexity: O(the rows' key lengths); the other hits cost nothing.
  public func matches(in rows: Range<Int>) -> [SearchMatch<Element>] {
    let query = self.query
    let mode = self.mode
    return hitsState.wrappedValue.hits.positions(at: rows).map { position in
      SearchMatch(
        element: index.elements[position], position: position, score: 0,
        ranges: index.highlightRanges(forElementAt: position, matching: query, mode: mode))
    }
  }

  /// Stores `value` and searches again, when it differs.
  private func update<Value: Equatable>(_ state: State<Value>, to value: Value) {
    guard value != state.wrappedValue else { return }
    state.wrappedValue = value
    refresh()
  }

  /// Runs the search again (after the elements behind the index changed, say).
  ///
  /// Without a scope filter, a search that would scan every element (the first letter of a
  /// query, say) stops once it has the first ``firstPageCount`` hits, and finds the rest when
  /// ``count``, or a hit past those, is first read: a list shows its first rows after a
  /// fraction of the scan.
  public func refresh() {
    let index = self.index
    let query = self.query
    let mode = self.mode
    if scopeFilter == nil,
      let (first, isComplete) = index.firstPositions(
        matching: query, mode: mode, count: Self.firstPageCount),
      !isComplete
    {
      let snapshot = IndexSnapshot(index: index)
      hitsState.wrappedValue = CurrentHits(
        hits: SearchHits(elements: index.elements, first: first) {
          snapshot.index.positions(matching: query, mode: mode)
        })
      return
    }
    var found = index.positions(matching: query, mode: mode)
    if let scopeFilter, let scope = scopeState.wrappedValue {
      let elements = index.elements
      found = found.filter { scopeFilter(elements[$0], scope) }
    }
    hitsState.wrappedValue = CurrentHits(
      hits: SearchHits(elements: index.elements, positions: found))
  }

  /// How many hits a search that stops early finds before it stops: more than a screen of
  /// rows.
  public nonisolated static var firstPageCount: Int { 200 }
}

/// An index captured by a search's completion.
///
/// `@unchecked` because `SearchIndex` is `Sendable` only when its elements are, and the
/// completion needs none of them: it reads the index's folded text (immutable, shared
/// storage) and its lock-guarded cache, both safe from any thread, and never an element.
private struct IndexSnapshot<Element>: @unchecked Sendable {
  let index: SearchIndex<Element>
}

/// The live results of a search screen: a query, a mode, an optional scope, an index, and
/// the current hits for a list to show, with their highlight ranges.
///
/// Bind a search bar's text to ``queryBinding``; every change re-runs the search
/// synchronously. ``hits`` is backed by a ``State``, so a
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
/// selected scope. The scope is yours, typed, in a ``State`` (or an `@Observable` property):
/// the results follow every change of it.
///
/// ```swift
/// @State var folder = Folder.all
/// let results = SearchResults(index, scope: $folder) { contact, folder in
///   folder == .all || contact.folder == folder
/// }
/// SearchBar(text: results.queryBinding)
///   .searchScopes($folder, scopes: Folder.allCases) { $0.title }
/// folder = .work          // the results show the work folder's matches
/// ```
///
/// A ``SearchBar`` selects its first scope again when the search is dismissed, so put the
/// scope that keeps everything first: a scope bar that is no longer shown then filters
/// nothing.
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
  /// The scope over a field's value, for results made with
  /// ``init(_:query:mode:scope:value:selecting:)``.
  private let valueScope: ValueScope<Element>?
  /// The scope, read and written through the binding given to
  /// ``init(_:query:mode:scope:filter:)-(_,_,_,Binding<Scope>,_)``; `nil` for results that own
  /// their scope (or have none).
  private let scopeBindingAccess: (get: () -> AnyHashable, set: (AnyHashable?) -> Void)?
  /// Renders whenever the scope binding changes, and refreshes the results then.
  private var scopeWatcher: RepresentableHost<ScopeWatcher>?

  /// The index searched. Replacing it (or mutating it through this property) re-runs the
  /// search.
  public var index: SearchIndex<Element> {
    didSet {
      valueScope?.invalidate()
      refresh()
    }
  }

  /// Creates results over `index`, starting with `query`.
  public init(_ index: SearchIndex<Element>, query: String = "", mode: SearchMode = .contains) {
    self.index = index
    queryState.wrappedValue = query
    modeState = State(wrappedValue: mode)
    scopeState = State(wrappedValue: nil)
    scopeFilter = nil
    valueScope = nil
    scopeBindingAccess = nil
    hitsState = State(wrappedValue: CurrentHits(hits: SearchHits()))
    refresh()
  }

  /// Creates results over `index` whose hits are the matches of the query that `filter`
  /// keeps for the scope `scope` holds now: the results follow every change of the binding.
  ///
  /// Bind it to a ``State`` (or an `@Observable` property, or any binding that reads one):
  /// writes to those are seen wherever they are made. Changes to a binding that reads
  /// nothing tracked are seen at the next ``refresh()``.
  ///
  /// `filter` is called for every match of every query, even when the scope keeps
  /// everything: a query matching a million elements calls it a million times on each key
  /// (tens of milliseconds). For a scope over the value of a field, use
  /// ``init(_:query:mode:scope:value:selecting:)``, which costs nothing while the scope keeps
  /// everything and a pass over bits when it does not.
  ///
  /// - Parameters:
  ///   - index: The index searched.
  ///   - query: The first query.
  ///   - mode: How the query matches.
  ///   - scope: The selected scope, typed.
  ///   - filter: Whether an element belongs to a scope.
  public convenience init<Scope: Hashable>(
    _ index: SearchIndex<Element>, query: String = "", mode: SearchMode = .contains,
    scope: Binding<Scope>, filter: @escaping (Element, Scope) -> Bool
  ) {
    self.init(
      index, query: query, mode: mode, scope: scope,
      filter: { element, scope in
        guard let scope = scope.base as? Scope else { return true }
        return filter(element, scope)
      }, valueScope: nil)
  }

  /// Creates results over `index` whose scope selects elements by the value of one of their
  /// fields: the hits are the matches of the query whose `value` is among the values
  /// `selecting` gives for the scope `scope` holds now (`nil`: every element).
  ///
  /// ```swift
  /// @State var state = TodoState.all
  /// let results = SearchResults(index, scope: $state, value: \.state) { state in
  ///   state == .all ? nil : [state]
  /// }
  /// ```
  ///
  /// Each element's value is numbered in one pass over the elements, made here (and again
  /// after ``index`` changes): over a million contacts and 320 organisations, 0.1–0.2 s. A
  /// scope that selects every element costs nothing on a key. Selecting values costs a pass
  /// over the numbers (a table look-up per element, about a millisecond for a million); a
  /// key then costs one AND per 64 elements, or a bit test per match, and never calls your
  /// code per match.
  ///
  /// - Parameters:
  ///   - index: The index searched.
  ///   - query: The first query.
  ///   - mode: How the query matches.
  ///   - scope: The selected scope, typed.
  ///   - value: The field's value of an element (a key path will do: `\.organization`).
  ///   - selecting: The values a scope keeps, or `nil` when it keeps every element.
  public convenience init<Scope: Hashable, Value: Hashable>(
    _ index: SearchIndex<Element>, query: String = "", mode: SearchMode = .contains,
    scope: Binding<Scope>, value: @escaping (Element) -> Value,
    selecting: @escaping (Scope) -> Set<Value>?
  ) {
    self.init(
      index, query: query, mode: mode, scope: scope, filter: nil,
      valueScope: ValueScope(value: value, selecting: selecting))
  }

  private init<Scope: Hashable>(
    _ index: SearchIndex<Element>, query: String, mode: SearchMode, scope: Binding<Scope>,
    filter: ((Element, AnyHashable) -> Bool)?, valueScope: ValueScope<Element>?
  ) {
    self.index = index
    queryState.wrappedValue = query
    modeState = State(wrappedValue: mode)
    scopeState = State(wrappedValue: nil)
    scopeFilter = filter
    self.valueScope = valueScope
    valueScope?.prepare(for: index)
    scopeBindingAccess = (
      get: { AnyHashable(scope.wrappedValue) },
      set: { newValue in
        if let value = newValue?.base as? Scope { scope.wrappedValue = value }
      }
    )
    hitsState = State(wrappedValue: CurrentHits(hits: SearchHits()))
    refresh()
    scopeWatcher = RepresentableHost { [weak self] in
      ScopeWatcher(scope: AnyHashable(scope.wrappedValue)) { self?.refresh() }
    }
  }

  /// Creates results over `index` whose hits are the matches of the query that `filter`
  /// keeps for the selected ``scope``, which the results hold.
  ///
  /// Deprecated: the scope is untyped here (``scope`` is `AnyHashable?`, and the typed
  /// binding ``scopeBinding(_:)`` traps on the wrong type). Keep the scope in a `State` of
  /// your own and pass its binding to
  /// ``init(_:query:mode:scope:filter:)-(_,_,_,Binding<Scope>,_)``.
  ///
  /// - Parameters:
  ///   - index: The index searched.
  ///   - query: The first query.
  ///   - mode: How the query matches.
  ///   - scope: The first selected scope.
  ///   - filter: Whether an element belongs to a scope.
  @available(*, deprecated, message: "pass a binding to a typed scope of your own: scope: $scope")
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
    valueScope = nil
    scopeBindingAccess = nil
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
  /// match (or, for results that follow a scope binding, is ignored).
  @available(
    *, deprecated,
    message: "keep the scope in a typed State of your own and pass its binding at init"
  )
  public var scope: AnyHashable? {
    get { currentScope }
    set {
      if let access = scopeBindingAccess {
        access.set(newValue)
        refresh()
      } else {
        update(scopeState, to: newValue)
      }
    }
  }

  /// The scope the filter applies now.
  private var currentScope: AnyHashable? {
    scopeBindingAccess?.get() ?? scopeState.wrappedValue
  }

  /// A binding to ``query``, for a search bar's or a text field's `text`.
  public var queryBinding: Binding<String> {
    Binding(get: { self.query }, set: { self.query = $0 })
  }

  /// A binding to the selected scope.
  ///
  /// - Parameter scopeType: The scope type the results were made with.
  /// - Precondition: The results have a scope of type `Scope`; asking for another type is a
  ///   programming error, reported with a message that names both types.
  @available(
    *, deprecated,
    message: "keep the scope in a typed State of your own and pass its binding at init"
  )
  public func scopeBinding<Scope: Hashable>(
    _ scopeType: Scope.Type = Scope.self
  ) -> Binding<Scope> {
    guard let initial = currentScope?.base as? Scope else {
      let actual = currentScope.map { String(describing: type(of: $0.base)) }
      preconditionFailure(
        "SearchResults.scopeBinding(\(Scope.self).self): the results' scope is "
          + (actual ?? "not set")
          + "; make them with init(_:query:mode:scope:filter:) and a \(Scope.self)")
    }
    var last = initial
    return Binding(
      get: {
        if let current = self.currentScope?.base as? Scope { last = current }
        return last
      },
      set: { newValue in
        if let access = self.scopeBindingAccess {
          access.set(AnyHashable(newValue))
          self.refresh()
        } else {
          self.update(self.scopeState, to: AnyHashable(newValue))
        }
      })
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
    // The query folded once, not once a row.
    let tokens = SearchIndex<Element>.tokens(of: query)
    let mode = self.mode
    return hitsState.wrappedValue.hits.positions(at: rows).map { position in
      SearchMatch(
        element: index.elements[position], position: position, score: 0,
        ranges: index.highlightRanges(forElementAt: position, tokens: tokens, mode: mode),
        keys: index.keys)
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
  /// Without a scope filter (or with a scope over a value that keeps every element), a search
  /// that would scan every element (the first letter of a query, say) stops once it has the
  /// first ``firstPageCount`` hits, and finds the rest when
  /// ``count``, or a hit past those, is first read: a list shows its first rows after a
  /// fraction of the scan.
  public func refresh() {
    let index = self.index
    let query = self.query
    let mode = self.mode
    let mask = currentScope.flatMap { valueScope?.mask(for: $0, in: index) }
    if scopeFilter == nil, mask == nil,
      let (first, isComplete) = index.firstPositions(
        matching: query, mode: mode, count: Self.firstPageCount),
      !isComplete
    {
      let snapshot = IndexSnapshot(index: index)
      hitsState.wrappedValue = CurrentHits(
        hits: SearchHits(elements: index.elements, first: first, inIndexOrder: mode != .fuzzy) {
          snapshot.index.hitList(matching: query, mode: mode)
        })
      return
    }
    var found = index.hitList(matching: query, mode: mode)
    if let mask {
      found = found.keeping(mask)
    } else if let scopeFilter, let scope = currentScope {
      let elements = index.elements
      found = .some(found.list.filter { scopeFilter(elements[Int($0)], scope) })
    }
    hitsState.wrappedValue = CurrentHits(
      hits: SearchHits(elements: index.elements, positions: found, inIndexOrder: mode != .fuzzy))
  }

  /// Prepares the index for the next letter typed after the current query
  /// (``SearchIndex/prepareNextLetter(after:mode:interrupted:)``): call it while the program
  /// waits for input, after the frame showing these results is out.
  ///
  /// - Returns: Whether the next letter is prepared.
  @discardableResult
  public func prepareNextLetter(interrupted: @escaping @Sendable () -> Bool = { false }) -> Bool {
    index.prepareNextLetter(after: query, mode: mode, interrupted: interrupted)
  }

  /// How many hits a search that stops early finds before it stops: more than a screen of
  /// rows.
  public nonisolated static var firstPageCount: Int { 200 }
}

/// A representable that renders whenever the scope binding it reads changes, and runs
/// `changed` then: how results made with a scope binding follow it.
@MainActor
private struct ScopeWatcher: Representable {
  /// The scope, as the content read it (the read is what the host tracks).
  var scope: AnyHashable
  var changed: () -> Void

  final class Seen {
    var scope: AnyHashable?
  }

  func makeView(context: Context) -> Seen { Seen() }

  func updateView(_ seen: Seen, context: Context) {
    defer { seen.scope = scope }
    if let previous = seen.scope, previous != scope { changed() }
  }
}

/// An index captured by a search's completion.
///
/// `@unchecked` because `SearchIndex` is `Sendable` only when its elements are, and the
/// completion needs none of them: it reads the index's folded text (immutable, shared
/// storage) and its lock-guarded cache, both safe from any thread, and never an element.
private struct IndexSnapshot<Element>: @unchecked Sendable {
  let index: SearchIndex<Element>
}

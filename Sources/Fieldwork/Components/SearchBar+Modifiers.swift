extension SearchBar {
  /// Runs `action` when the search key is pressed, as SwiftUI's `onSubmit(of: .search)`.
  public func onSearch(_ action: @escaping () -> Void) -> Self {
    modified { $0.didSearch = chain(didSearch, action) }
  }

  /// Runs `action` when the search key is pressed, as SwiftUI's `.onSubmit(of: .search)`:
  /// the same as ``onSearch(_:)``. A search bar's return key is its search key, so `.text`
  /// runs it too.
  public func onSubmit(of triggers: SubmitTriggers = .search, _ action: @escaping () -> Void)
    -> Self
  {
    triggers.isDisjoint(with: [.search, .text]) ? self : onSearch(action)
  }

  /// Runs `action` when the search ends, as SwiftUI's `isSearching` turning `false`: after
  /// cancel, after the `isSearching` binding is written `false`, or when editing ends with
  /// nothing typed. The first scope is selected again by then.
  public func onDismissSearch(_ action: @escaping () -> Void) -> Self {
    modified { $0.didDismissSearch = chain(didDismissSearch, action) }
  }

  /// Runs `action` after the cancel button has cleared the bar and ended editing.
  public func onCancel(_ action: @escaping () -> Void) -> Self {
    modified { $0.didCancel = chain(didCancel, action) }
  }

  /// Receives the text after each change, once it has stayed the same for the
  /// ``debounce(for:clock:)`` interval (at once without one).
  public func onQuery(_ action: @escaping (String) -> Void) -> Self {
    modified { $0.didQuery = chain(didQuery, action) }
  }

  /// Delays ``onQuery(_:)`` until the text has been stable for `interval`, measured by `clock`.
  ///
  /// Pass a manual clock in tests to control time without sleeping.
  public func debounce(
    for interval: Duration, clock: any Clock<Duration> = ContinuousClock()
  ) -> Self {
    modified { $0.debounce = Debounce(interval: interval, clock: clock) }
  }

  /// Tells VoiceOver how many results the query has, once typing pauses for `delay`: a
  /// polite announcement ("54 results"), queued behind what VoiceOver is saying, as Apple's
  /// guidance asks of results that change as a person types. Each change starts the wait
  /// again; a query already announced is not announced again.
  ///
  /// ```swift
  /// SearchBar("Search contacts", text: results.queryBinding)
  ///   .announcesResultCount(clock: clock) { results.count }
  /// ```
  ///
  /// - Parameters:
  ///   - delay: How long typing must pause. A second by default.
  ///   - clock: What measures it; a manual clock in tests.
  ///   - count: The number of results, read when the announcement is made.
  ///   - phrase: What is said for a count: "No results", "1 result", "54 results" by default.
  public func announcesResultCount(
    after delay: Duration = .seconds(1), clock: any Clock<Duration> = ContinuousClock(),
    _ count: @escaping () -> Int,
    phrase: @escaping (Int) -> String = SearchBar.resultCountPhrase
  ) -> Self {
    modified { copy in
      copy.resultAnnouncement = ResultAnnouncement(
        delay: delay, clock: clock, count: count, phrase: phrase)
    }
  }

  /// "No results", "1 result", "54 results".
  nonisolated public static func resultCountPhrase(_ count: Int) -> String {
    switch count {
    case 0: "No results"
    case 1: "1 result"
    default: "\(count) results"
    }
  }

  /// Sets when the cancel button shows; the control's `showsCancelButton` follows it.
  public func cancelButtonVisibility(_ visibility: CancelButtonVisibility) -> Self {
    modified { $0.configuration.cancelButtonVisibility = visibility }
  }

  /// Shows a scope bar for `scopes`, bound to the selected scope, as SwiftUI's
  /// `.searchScopes(_:activation:_:)`.
  ///
  /// ```swift
  /// SearchBar(text: $query).searchScopes($folder, scopes: Folder.allCases) { $0.title }
  /// ```
  ///
  /// - Parameters:
  ///   - selection: The selected scope.
  ///   - scopes: The scopes, in the order their buttons show.
  ///   - activation: When the scope bar shows: while the search is active (the default), or
  ///     always.
  ///   - title: A scope's button title.
  public func searchScopes<Scope: Hashable>(
    _ selection: Binding<Scope>, scopes: [Scope], activation: SearchScopeActivation = .automatic,
    title: @escaping (Scope) -> String
  ) -> Self {
    let index = selection.transform(
      get: { scopes.firstIndex(of: $0) ?? 0 },
      set: { scopes.indices.contains($0) ? scopes[$0] : selection.wrappedValue })
    return searchScopes(index, titles: scopes.map(title), activation: activation)
  }

  /// Shows a scope bar with `titles`, bound to the selected index.
  ///
  /// - Parameters:
  ///   - selection: The selected index.
  ///   - titles: The scope buttons' titles.
  ///   - activation: When the scope bar shows: while the search is active (the default), or
  ///     always.
  public func searchScopes(
    _ selection: Binding<Int>, titles: [String], activation: SearchScopeActivation = .automatic
  ) -> Self {
    modified {
      $0.scopes = Scopes(titles: titles, selection: selection, visibility: activation.visibility)
    }
  }

  /// Shows a scope bar with `titles`, bound to the selected index.
  @available(*, deprecated, renamed: "searchScopes(_:titles:activation:)")
  public func scopes(
    _ titles: [String], selection: Binding<Int>,
    visibility: ScopeBarVisibility = .whileSearching
  ) -> Self {
    modified { $0.scopes = Scopes(titles: titles, selection: selection, visibility: visibility) }
  }

  /// Shows a scope bar for `scopes`, bound to the selected scope.
  @available(*, deprecated, renamed: "searchScopes(_:scopes:activation:title:)")
  public func scopes<Scope: Hashable>(
    _ scopes: [Scope], selection: Binding<Scope>,
    visibility: ScopeBarVisibility = .whileSearching, title: @escaping (Scope) -> String
  ) -> Self {
    searchScopes(
      selection, scopes: scopes,
      activation: visibility == .always ? .always : .automatic, title: title)
  }

  /// Binds the tokens shown before the text.
  public func tokens(_ tokens: Binding<[SearchToken]>) -> Self {
    modified { $0.tokens = tokens }
  }

  /// Binds whether a search is active: `true` from the moment the bar is focused until the
  /// search is dismissed (cancel, or ending editing with nothing typed). Writing `false`
  /// dismisses the search; writing `true` focuses the bar.
  public func isSearching(_ isSearching: Binding<Bool>) -> Self {
    modified { $0.isSearching = isSearching }
  }

  /// Offers `suggestions` under the field; choosing one completes the text or adds a token.
  public func suggestions(_ suggestions: [SearchSuggestion]) -> Self {
    modified { $0.configuration.suggestions = suggestions }
  }

  /// Sets the text shown while the field is empty.
  public func placeholder(_ text: String) -> Self {
    modified { $0.configuration.placeholder = text }
  }

  /// Sets a line of text shown above the bar.
  public func prompt(_ text: String?) -> Self {
    modified { $0.configuration.prompt = text }
  }

  /// Sets the bar's look.
  public func searchBarStyle(_ style: HeadlessSearchBar.Style) -> Self {
    modified { $0.configuration.style = style }
  }
}

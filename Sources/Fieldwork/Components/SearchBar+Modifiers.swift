extension SearchBar {
  /// Runs `action` after editing begins.
  public func onBeginEditing(_ action: @escaping () -> Void) -> Self {
    var copy = self
    copy.didBeginEditing = chain(didBeginEditing, action)
    return copy
  }

  /// Runs `action` after each committed change to the text, once the binding holds it.
  public func onEdit(_ action: @escaping () -> Void) -> Self {
    var copy = self
    copy.didChange = chain(didChange, action)
    return copy
  }

  /// Runs `action` after editing ends.
  public func onEndEditing(_ action: @escaping () -> Void) -> Self {
    var copy = self
    copy.didEndEditing = chain(didEndEditing, action)
    return copy
  }

  /// Runs `action` when the search key is pressed, as SwiftUI's `onSubmit(of: .search)`.
  public func onSearch(_ action: @escaping () -> Void) -> Self {
    var copy = self
    copy.didSearch = chain(didSearch, action)
    return copy
  }

  /// Runs `action` after the cancel button has cleared the bar and ended editing.
  public func onCancel(_ action: @escaping () -> Void) -> Self {
    var copy = self
    copy.didCancel = chain(didCancel, action)
    return copy
  }

  /// Receives the text after each change, once it has stayed the same for the
  /// ``debounce(for:clock:)`` interval (at once without one).
  public func onQuery(_ action: @escaping (String) -> Void) -> Self {
    var copy = self
    copy.didQuery = chain(didQuery, action)
    return copy
  }

  /// Delays ``onQuery(_:)`` until the text has been stable for `interval`, measured by `clock`.
  ///
  /// Pass a manual clock in tests to control time without sleeping.
  public func debounce(
    for interval: Duration, clock: any Clock<Duration> = ContinuousClock()
  ) -> Self {
    var copy = self
    copy.debounce = Debounce(interval: interval, clock: clock)
    return copy
  }

  /// Sets when the cancel button shows; the control's `showsCancelButton` follows it.
  public func cancelButtonVisibility(_ visibility: CancelButtonVisibility) -> Self {
    var copy = self
    copy.configuration.cancelButtonVisibility = visibility
    return copy
  }

  /// Shows a scope bar with `titles`, bound to the selected index.
  ///
  /// - Parameters:
  ///   - titles: The scope buttons' titles.
  ///   - selection: The selected index.
  ///   - visibility: When the scope bar shows: while the search is active (the default, as
  ///     `.searchScopes`), or always.
  public func scopes(
    _ titles: [String], selection: Binding<Int>,
    visibility: ScopeBarVisibility = .whileSearching
  ) -> Self {
    var copy = self
    copy.scopes = Scopes(titles: titles, selection: selection, visibility: visibility)
    return copy
  }

  /// Shows a scope bar for `scopes`, bound to the selected scope.
  ///
  /// ```swift
  /// SearchBar(text: $query).scopes(Folder.allCases, selection: $folder) { $0.title }
  /// ```
  public func scopes<Scope: Hashable>(
    _ scopes: [Scope], selection: Binding<Scope>,
    visibility: ScopeBarVisibility = .whileSearching, title: @escaping (Scope) -> String
  ) -> Self {
    let index = selection.transform(
      get: { scopes.firstIndex(of: $0) ?? 0 },
      set: { scopes.indices.contains($0) ? scopes[$0] : selection.wrappedValue })
    return self.scopes(scopes.map(title), selection: index, visibility: visibility)
  }

  /// Binds the bar's focus to an optional value, as SwiftUI's `.focused(_:equals:)` (see
  /// ``TextField/focused(_:equals:)``).
  public func focused<Value: Hashable>(_ binding: Binding<Value?>, equals value: Value) -> Self {
    var copy = self
    copy.focus = FocusBinding(binding, equals: value)
    return copy
  }

  /// Binds the bar's focus to a `Bool`, as SwiftUI's `.focused(_:)`.
  public func focused(_ binding: Binding<Bool>) -> Self {
    var copy = self
    copy.focus = FocusBinding(binding)
    return copy
  }

  /// Binds the tokens shown before the text.
  public func tokens(_ tokens: Binding<[SearchToken]>) -> Self {
    var copy = self
    copy.tokens = tokens
    return copy
  }

  /// Binds whether a search is active: `true` from the moment the bar is focused until the
  /// search is dismissed (cancel, or ending editing with nothing typed). Writing `false`
  /// dismisses the search; writing `true` focuses the bar.
  public func isSearching(_ isSearching: Binding<Bool>) -> Self {
    var copy = self
    copy.isSearching = isSearching
    return copy
  }

  /// Offers `suggestions` under the field; choosing one completes the text or adds a token.
  public func suggestions(_ suggestions: [SearchSuggestion]) -> Self {
    var copy = self
    copy.configuration.suggestions = suggestions
    return copy
  }

  /// Sets the text shown while the field is empty.
  public func placeholder(_ text: String) -> Self {
    var copy = self
    copy.configuration.placeholder = text
    return copy
  }

  /// Sets a line of text shown above the bar.
  public func prompt(_ text: String?) -> Self {
    var copy = self
    copy.configuration.prompt = text
    return copy
  }

  /// Sets the bar's look.
  public func searchBarStyle(_ style: HeadlessSearchBar.Style) -> Self {
    var copy = self
    copy.configuration.style = style
    return copy
  }

  /// Sets how typed text is capitalised.
  public func autocapitalization(_ type: TextAutocapitalizationType) -> Self {
    var copy = self
    copy.configuration.autocapitalization = type
    return copy
  }

  /// Disables the bar: it ignores every user action and gives up focus.
  public func disabled(_ isDisabled: Bool = true) -> Self {
    var copy = self
    copy.configuration.isDisabled = isDisabled
    return copy
  }
}

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

  /// Runs `action` when the search key is pressed, as SwiftUI's `.onSubmit(of: .search)`:
  /// the same as ``onSearch(_:)``. A search bar's return key is its search key, so `.text`
  /// runs it too.
  public func onSubmit(of triggers: SubmitTriggers = .search, _ action: @escaping () -> Void)
    -> Self
  {
    triggers.isDisjoint(with: [.search, .text]) ? self : onSearch(action)
  }

  /// Runs `action` with the old and the new value whenever `value` changes, as SwiftUI's
  /// `.onChange(of:initial:_:)`: after the update that saw the change, once per change, never
  /// for an equal value, and for the first value only with `initial: true`.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> Self {
    var copy = self
    copy.changeObservers.append(ChangeObserver(value: value, initial: initial, action: action))
    return copy
  }

  /// Runs `action` whenever `value` changes, as SwiftUI's `.onChange(of:initial:_:)`.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> Self {
    onChange(of: value, initial: initial) { _, _ in action() }
  }

  /// Runs `action` with the new value whenever `value` changes, as SwiftUI's older
  /// `.onChange(of:perform:)`.
  public func onChange<V: Equatable>(
    of value: V, perform action: @escaping (_ newValue: V) -> Void
  ) -> Self {
    onChange(of: value, initial: false) { _, new in action(new) }
  }

  /// Binds the bar's focus to a `@FocusState` value, as SwiftUI's `.focused(_:equals:)`.
  public func focused<Value: Hashable>(
    _ binding: FocusState<Value?>.Binding, equals value: Value
  ) -> Self {
    focused(binding.base, equals: value)
  }

  /// Binds the bar's focus to a `@FocusState` `Bool`, as SwiftUI's `.focused(_:)`.
  public func focused(_ binding: FocusState<Bool>.Binding) -> Self {
    focused(binding.base)
  }

  /// Runs `action` when the search ends, as SwiftUI's `isSearching` turning `false`: after
  /// cancel, after the `isSearching` binding is written `false`, or when editing ends with
  /// nothing typed. The first scope is selected again by then.
  public func onDismissSearch(_ action: @escaping () -> Void) -> Self {
    var copy = self
    copy.didDismissSearch = chain(didDismissSearch, action)
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
    var copy = self
    copy.scopes = Scopes(titles: titles, selection: selection, visibility: activation.visibility)
    return copy
  }

  /// Shows a scope bar with `titles`, bound to the selected index.
  @available(*, deprecated, renamed: "searchScopes(_:titles:activation:)")
  public func scopes(
    _ titles: [String], selection: Binding<Int>,
    visibility: ScopeBarVisibility = .whileSearching
  ) -> Self {
    var copy = self
    copy.scopes = Scopes(titles: titles, selection: selection, visibility: visibility)
    return copy
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

  /// Binds the bar's focus to an optional value, as SwiftUI's `.focused(_:equals:)` (see
  /// `TextField.focused(_:equals:)`).
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

  /// Sets how typed text is capitalised, as SwiftUI's `.textInputAutocapitalization(_:)`;
  /// `nil` is the default (sentences).
  public func textInputAutocapitalization(_ capitalization: TextInputAutocapitalization?) -> Self {
    var copy = self
    copy.configuration.autocapitalization = (capitalization ?? .sentences).autocapitalizationType
    return copy
  }

  /// Sets how typed text is capitalised.
  @available(*, deprecated, renamed: "textInputAutocapitalization(_:)")
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

import Foundation

/// A search bar bound to a `String`: the tutorials' `UISearchBar` wrapper, ready-made, with
/// SwiftUI's `.searchable` conventions.
///
/// ```swift
/// @State var query = ""
/// let results = SearchResults(SearchIndex(contacts, by: \.name))
///
/// let host = RepresentableHost {
///   SearchBar(text: $query)
///     .onEdit { results.query = query }
///     .onCancel { print("dismissed") }
/// }
/// ```
///
/// - The binding holds the committed text after every edit (never text still being composed
///   by an input method), and ``updateView(_:context:)`` assigns only what differs.
/// - The cancel button shows while the search is active
///   (``CancelButtonVisibility/whileSearching``: focused, or text or tokens remain, as
///   `.searchable` and `UISearchController` keep it); tapping it clears the text and the
///   tokens, ends editing and runs the cancel hook — SwiftUI's `dismissSearch`.
/// - The search key runs the search hook and dismisses the keyboard, keeping the text: the
///   search stays active and cancellable.
/// - A scope bar (``scopes(_:selection:visibility:)``) shows while the search is active, unless
///   asked to show always.
public struct SearchBar: EditingComponent {
  /// When the cancel button shows.
  public enum CancelButtonVisibility: Sendable, Hashable, CaseIterable {
    /// Never.
    case never
    /// While the search is active (the default): while the bar is focused, and after the
    /// keyboard is dismissed while text or tokens remain, so a submitted search can still
    /// be cancelled.
    case whileSearching
    /// Only while the bar is focused.
    case whileEditing
    /// Always.
    case always
  }

  /// When the scope bar shows, as `.searchScopes(_:activation:)`.
  public enum ScopeBarVisibility: Sendable, Hashable, CaseIterable {
    /// While the search is active (the default).
    case whileSearching
    /// Always.
    case always
  }

  /// The traits and parts the bar is configured with.
  public struct Configuration {
    /// The text shown while the field is empty.
    public var placeholder: String
    /// When the cancel button shows.
    public var cancelButtonVisibility: CancelButtonVisibility = .whileSearching
    /// The bar's look.
    public var style: HeadlessSearchBar.Style = .default
    /// Suggestions a front end shows under the field.
    public var suggestions: [SearchSuggestion] = []
    /// A single line of text shown above the bar.
    public var prompt: String?
  }

  struct Scopes {
    var titles: [String]
    var selection: Binding<Int>
    var visibility: ScopeBarVisibility
  }

  struct Debounce {
    var interval: Duration
    var clock: any Clock<Duration>
  }

  /// How the bar tells VoiceOver the number of results.
  struct ResultAnnouncement {
    var delay: Duration
    var clock: any Clock<Duration>
    var count: () -> Int
    var phrase: (Int) -> String
  }

  let text: Binding<String>
  /// The bar's traits and parts; the modifiers set these.
  public var configuration: Configuration
  var scopes: Scopes?
  var tokens: Binding<[SearchToken]>?
  var isSearching: Binding<Bool>?
  var debounce: Debounce?
  var resultAnnouncement: ResultAnnouncement?
  /// What the modifiers every text component shares have set (traits, focus, `disabled`,
  /// `onChange`).
  public var editing = EditingModifiers()

  /// Runs after editing begins.
  public var didBeginEditing: () -> Void = {}
  /// Runs after each committed change to the text, once the binding holds it.
  public var didChange: () -> Void = {}
  /// Runs after editing ends.
  public var didEndEditing: () -> Void = {}
  /// Runs when the search key is pressed.
  public var didSearch: () -> Void = {}
  /// Runs after the cancel button has cleared the bar and ended editing.
  public var didCancel: () -> Void = {}
  /// Runs when the search ends: cancel, `isSearching` written `false`, or editing ended with
  /// nothing typed.
  public var didDismissSearch: () -> Void = {}
  /// Receives the text after each change, once it has been stable for the debounce interval
  /// (at once without ``debounce(for:clock:)``).
  public var didQuery: (String) -> Void = { _ in }

  /// Creates a bar bound to `text`.
  ///
  /// - Parameters:
  ///   - placeholder: The text shown while the field is empty.
  ///   - text: The search text; written on every committed edit.
  public init(_ placeholder: String = "Search...", text: Binding<String>) {
    self.text = text
    self.configuration = Configuration(placeholder: placeholder)
  }

  /// Relays the bar's delegate calls into the bindings and hooks.
  @MainActor
  public final class Coordinator: HeadlessSearchBarDelegate {
    /// The latest value of the component, refreshed on every update.
    public internal(set) var parent: SearchBar
    /// Whether the bar is in a search, as the `isSearching` binding was last told.
    private(set) var isSearching = false
    private var pendingQuery: Task<Void, Never>?
    private var pendingAnnouncement: Task<Void, Never>?
    /// The query whose results were announced last.
    private var announcedQuery: String?
    /// Keeps the bar's field and the text binding equal.
    let boundText = BoundText()
    /// What the `.onChange(of:)` observers last saw.
    let changes = ChangeObservations()
    /// The settings of the latest update: the bar's own and its environment's.
    var resolved: ResolvedEditing
    /// The environment of the latest update, for the submit actions of enclosing views.
    var environment = EnvironmentValues()

    init(parent: SearchBar) {
      self.parent = parent
      resolved = parent.editing.resolved(in: EnvironmentValues())
    }

    /// Shows the cancel button and the scope bar, marks the search active, writes the focus
    /// binding, runs the hook.
    public func searchBarTextDidBeginEditing(_ searchBar: HeadlessSearchBar) {
      setSearching(true, searchBar)
      resolved.focus?.claim()
      updateButtons(searchBar)
      parent.didBeginEditing()
    }

    /// Writes the committed text to the binding, runs the hooks.
    public func searchBar(_ searchBar: HeadlessSearchBar, textDidChange searchText: String) {
      syncText(from: searchBar)
      updateButtons(searchBar)
    }

    /// Runs the search hook and dismisses the keyboard.
    public func searchBarSearchButtonClicked(_ searchBar: HeadlessSearchBar) {
      parent.didSearch()
      environment.runSubmitActions(for: .search)
      searchBar.resignFirstResponder()
    }

    /// Clears the text and tokens, ends editing, and runs the cancel hook.
    public func searchBarCancelButtonClicked(_ searchBar: HeadlessSearchBar) {
      dismiss(searchBar)
      parent.didCancel()
    }

    /// Ends the search when nothing was typed, updates the buttons, writes the focus
    /// binding, runs the hook.
    public func searchBarTextDidEndEditing(_ searchBar: HeadlessSearchBar) {
      if searchBar.searchTextField.committedText.isEmpty && searchBar.tokens.isEmpty {
        setSearching(false, searchBar)
      }
      resolved.focus?.release()
      updateButtons(searchBar)
      parent.didEndEditing()
    }

    /// Shows or hides the cancel button and the scope bar for the bar's state now.
    func updateButtons(_ searchBar: HeadlessSearchBar) {
      let active = searchBar.isFirstResponder || isSearching
      let remains =
        !searchBar.searchTextField.committedText.isEmpty || !searchBar.tokens.isEmpty
      let showsCancel: Bool
      switch parent.configuration.cancelButtonVisibility {
      case .never: showsCancel = false
      case .always: showsCancel = true
      case .whileEditing: showsCancel = searchBar.isFirstResponder
      case .whileSearching: showsCancel = searchBar.isFirstResponder || remains
      }
      if searchBar.showsCancelButton != showsCancel { searchBar.showsCancelButton = showsCancel }
      let showsScopes: Bool
      if let scopes = parent.scopes, !scopes.titles.isEmpty {
        showsScopes = scopes.visibility == .always || active
      } else {
        showsScopes = false
      }
      if searchBar.showsScopeBar != showsScopes { searchBar.showsScopeBar = showsScopes }
    }

    /// Writes the scope binding.
    public func searchBar(
      _ searchBar: HeadlessSearchBar, selectedScopeButtonIndexDidChange selectedScope: Int
    ) {
      if let selection = parent.scopes?.selection, selection.wrappedValue != selectedScope {
        selection.wrappedValue = selectedScope
      }
    }

    /// Writes the tokens binding.
    public func searchBar(
      _ searchBar: HeadlessSearchBar, didRemove token: SearchToken, at index: Int
    ) {
      syncTokens(from: searchBar)
      queryChanged(searchBar)
    }

    /// Completes the text or adds a token, as SwiftUI's `searchCompletion`.
    public func searchBar(_ searchBar: HeadlessSearchBar, didSelect suggestion: SearchSuggestion) {
      // Each binding is written right after the change it reflects: a binding write updates
      // the bar, which would otherwise restore a change not yet written back.
      switch suggestion.completion {
      case .text(let completed):
        searchBar.text = completed
        syncText(from: searchBar)
      case .token(let token):
        searchBar.text = ""
        syncText(from: searchBar)
        searchBar.tokens.append(token)
        syncTokens(from: searchBar)
      }
    }

    func dismiss(_ searchBar: HeadlessSearchBar) {
      searchBar.text = ""
      syncText(from: searchBar)
      if !searchBar.tokens.isEmpty {
        searchBar.tokens = []
        syncTokens(from: searchBar)
      }
      searchBar.endEditing(true)
      setSearching(false, searchBar)
      updateButtons(searchBar)
    }

    /// Records whether a search is active and writes the `isSearching` binding. When a search
    /// ends (cancel, `isSearching` written `false`, or editing ended with nothing typed), the
    /// first scope is selected again, so a scope bar that is no longer shown never filters
    /// what the screen shows, and the dismiss hook runs.
    func setSearching(_ searching: Bool, _ searchBar: HeadlessSearchBar) {
      let wasSearching = isSearching
      isSearching = searching
      if let binding = parent.isSearching, binding.wrappedValue != searching {
        binding.wrappedValue = searching
      }
      guard wasSearching, !searching else { return }
      if let scopes = parent.scopes, !scopes.titles.isEmpty {
        if searchBar.selectedScopeButtonIndex != 0 { searchBar.selectedScopeButtonIndex = 0 }
        if scopes.selection.wrappedValue != 0 { scopes.selection.wrappedValue = 0 }
      }
      parent.didDismissSearch()
    }

    private func syncText(from searchBar: HeadlessSearchBar) {
      guard boundText.write(from: searchBar.searchTextField, to: parent.text) else { return }
      parent.didChange()
      queryChanged(searchBar)
    }

    private func syncTokens(from searchBar: HeadlessSearchBar) {
      if let tokens = parent.tokens, tokens.wrappedValue != searchBar.tokens {
        tokens.wrappedValue = searchBar.tokens
      }
    }

    private func queryChanged(_ searchBar: HeadlessSearchBar) {
      pendingQuery?.cancel()
      pendingQuery = nil
      let query = searchBar.searchTextField.committedText
      scheduleAnnouncement(of: query)
      guard let debounce = parent.debounce else {
        parent.didQuery(query)
        return
      }
      // The deadline is taken now, when the text changed, not when the task first runs.
      let sleep = Self.sleeper(on: debounce.clock, for: debounce.interval)
      pendingQuery = Task { @MainActor [weak self] in
        do {
          try await sleep()
        } catch {
          return
        }
        guard let self, !Task.isCancelled else { return }
        self.pendingQuery = nil
        self.parent.didQuery(query)
      }
    }

    /// Announces the number of results once typing has paused, politely, as Apple's
    /// guidance asks of results that change as a person types: each change starts the
    /// wait again, and a query already announced is not announced twice.
    private func scheduleAnnouncement(of query: String) {
      pendingAnnouncement?.cancel()
      pendingAnnouncement = nil
      guard let announcement = parent.resultAnnouncement else { return }
      let sleep = Self.sleeper(on: announcement.clock, for: announcement.delay)
      pendingAnnouncement = Task { @MainActor [weak self] in
        do {
          try await sleep()
        } catch {
          return
        }
        guard let self, !Task.isCancelled, self.announcedQuery != query,
          let announcement = self.parent.resultAnnouncement
        else { return }
        self.pendingAnnouncement = nil
        self.announcedQuery = query
        AccessibilityNotification.politeAnnouncement(announcement.phrase(announcement.count()))
          .post()
      }
    }

    private static func sleeper<C: Clock>(
      on clock: C, for interval: Duration
    ) -> @Sendable () async throws -> Void where C.Duration == Duration {
      let deadline = clock.now.advanced(by: interval)
      return { try await clock.sleep(until: deadline, tolerance: nil) }
    }

    deinit {
      pendingQuery?.cancel()
      pendingAnnouncement?.cancel()
    }
  }

  /// Makes the coordinator.
  public func makeCoordinator() -> Coordinator {
    Coordinator(parent: self)
  }

  /// Makes the bar and connects it to the coordinator.
  public func makeView(context: Context) -> HeadlessSearchBar {
    let bar = HeadlessSearchBar()
    bar.delegate = context.coordinator
    return bar
  }

  /// Applies what differs between this value and the bar.
  public func updateView(_ bar: HeadlessSearchBar, context: Context) {
    let coordinator = context.coordinator
    coordinator.parent = self
    coordinator.environment = context.environment
    let resolved = editing.resolved(in: context.environment)
    coordinator.resolved = resolved
    bar.placeholder = configuration.placeholder.isEmpty ? nil : configuration.placeholder
    bar.prompt = configuration.prompt
    bar.searchBarStyle = configuration.style
    resolved.apply(to: bar.searchTextField)
    // VoiceOver reads the bar: its own label is the component's.
    if bar.accessibilityLabel != resolved.accessibility.label {
      bar.accessibilityLabel = resolved.accessibility.label
    }
    if bar.accessibilityIdentifier != resolved.accessibility.identifier {
      bar.accessibilityIdentifier = resolved.accessibility.identifier
    }
    bar.isEnabled = resolved.isEnabled
    bar.searchSuggestions = configuration.suggestions
    if let scopes {
      if bar.scopeButtonTitles != scopes.titles { bar.scopeButtonTitles = scopes.titles }
      bar.selectedScopeButtonIndex = scopes.selection.wrappedValue
    }
    if let tokens, bar.tokens != tokens.wrappedValue { bar.tokens = tokens.wrappedValue }
    coordinator.boundText.assign(from: text, to: bar.searchTextField)
    coordinator.updateButtons(bar)
    resolved.focus?.apply(to: bar.searchTextField)
    if let isSearching {
      if !isSearching.wrappedValue && coordinator.isSearching {
        // Writing false dismisses the search, as SwiftUI's `dismissSearch`.
        coordinator.dismiss(bar)
      } else if isSearching.wrappedValue && !coordinator.isSearching {
        if !bar.becomeFirstResponder() { isSearching.wrappedValue = false }
      }
    }
    coordinator.changes.run(editing.changeObservers)
  }

  /// Detaches the bar from the coordinator.
  public static func dismantleView(_ bar: HeadlessSearchBar, coordinator: Coordinator) {
    bar.delegate = nil
  }
}

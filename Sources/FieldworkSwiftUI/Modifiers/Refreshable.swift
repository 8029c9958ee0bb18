private struct RefreshActionKey: EnvironmentKey {
  static var defaultValue: RefreshAction? { nil }
}

extension EnvironmentValues {
  /// The refresh `.refreshable` set above the view, if any, as SwiftUI's `\.refresh`.
  public var refresh: RefreshAction? {
    get { self[RefreshActionKey.self] }
    set { self[RefreshActionKey.self] = newValue }
  }
}

extension View {
  /// Runs `action` when a person pulls the view (a list) to refresh it, as SwiftUI's
  /// `refreshable(action:)`. In a test, `try await view.refresh()` pulls it.
  public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
    let refresh = RefreshAction(action: action)
    return environmentChange(ViewAttribute(.refreshable, refresh)) { $0.refresh = refresh }
  }
}

extension AttributeKey {
  static var refreshable: AttributeKey<RefreshAction> { .init("refreshable") }
}

/// The action a pull to refresh runs, as SwiftUI's `RefreshAction`: what `.refreshable`
/// puts in the environment.
public struct RefreshAction: Sendable {
  let action: @Sendable () async -> Void

  /// Runs the refresh and waits for it.
  public func callAsFunction() async { await action() }
}

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

extension InspectableView {
  /// Pulls the view to refresh it: runs the refresh `.refreshable` set on it (or above it)
  /// and waits for it to finish, as the spinner does. Throws when there is none.
  public func refresh() async throws {
    let action = try await MainActor.run { () throws -> RefreshAction in
      let node = try liveNode()
      if let own = node.attribute(.refreshable) { return own }
      if let above = node.environment.refresh { return above }
      throw InspectionError.modifierNotFound(
        parent: typeNameForErrors, modifier: "refreshable", index: 0)
    }
    await action()
  }
}

// MARK: Attribute keys

extension AttributeKey where Value == RefreshAction {
  static var refreshable: Self { Self("refreshable") }
}

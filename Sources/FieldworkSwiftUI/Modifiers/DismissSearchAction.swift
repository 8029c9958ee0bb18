/// Ends the search a view is in, as SwiftUI's `DismissSearchAction`: call it as a function.
public struct DismissSearchAction {
  let isSearching: Binding<Bool>?

  /// Ends the search: the field loses focus and its text is cleared, as the cancel button
  /// does.
  @MainActor public func callAsFunction() {
    if let isSearching, isSearching.wrappedValue { isSearching.wrappedValue = false }
  }
}

struct IsSearchingKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

struct DismissSearchKey: EnvironmentKey {
  static var defaultValue: DismissSearchAction { DismissSearchAction(isSearching: nil) }
}

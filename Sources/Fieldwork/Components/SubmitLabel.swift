/// The title of the return key, as SwiftUI's `SubmitLabel`: set with
/// ``TextField/submitLabel(_:)``.
public enum SubmitLabel: Sendable, Hashable, CaseIterable {
  /// "Done".
  case done
  /// "Go".
  case go
  /// "Send".
  case send
  /// "Join".
  case join
  /// "Route".
  case route
  /// "Search".
  case search
  /// "return".
  case `return`
  /// "Next".
  case next
  /// "Continue".
  case `continue`

  /// The return key type a headless field shows for this label.
  public var returnKeyType: ReturnKeyType {
    switch self {
    case .done: .done
    case .go: .go
    case .send: .send
    case .join: .join
    case .route: .route
    case .search: .search
    case .return: .default
    case .next: .next
    case .continue: .continue
    }
  }
}

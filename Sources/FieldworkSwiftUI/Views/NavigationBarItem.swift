/// How a navigation bar shows its title, as SwiftUI's
/// `NavigationBarItem.TitleDisplayMode`.
public enum NavigationBarItem {
  /// How the title shows.
  public enum TitleDisplayMode: String, Hashable, Sendable {
    /// As the system decides.
    case automatic
    /// In the bar, small.
    case inline
    /// Large, below the bar.
    case large
  }
}

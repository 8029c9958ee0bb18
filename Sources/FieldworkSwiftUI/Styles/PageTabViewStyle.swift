/// A tab view's look: pages a person swipes between, with dots that show which is shown.
public struct PageTabViewStyle: TabViewStyle, Equatable {
  /// When the page indicator shows.
  public struct IndexDisplayMode: Hashable, Sendable, CustomStringConvertible {
    /// The mode's name.
    public let description: String
    /// When there is more than one page.
    public static let automatic = IndexDisplayMode(description: "automatic")
    /// Always, even for one page.
    public static let always = IndexDisplayMode(description: "always")
    /// Never.
    public static let never = IndexDisplayMode(description: "never")
  }

  /// When the page indicator shows.
  public let indexDisplayMode: IndexDisplayMode

  /// Pages whose indicator shows as `indexDisplayMode` says.
  public init(indexDisplayMode: IndexDisplayMode = .automatic) {
    self.indexDisplayMode = indexDisplayMode
  }

  /// The style's name: `page`, or `page(never)`.
  public var styleName: String {
    indexDisplayMode == .automatic ? "page" : "page(\(indexDisplayMode))"
  }
}

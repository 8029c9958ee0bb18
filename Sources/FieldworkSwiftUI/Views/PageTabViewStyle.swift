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

/// A tab view's look on iPadOS 18: a tab bar that can become a sidebar.
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
  /// The style.
  public init() {}
  /// The style's name.
  public var styleName: String { "sidebarAdaptable" }
}

/// How a paged tab view's indicator looks, as SwiftUI's `IndexViewStyle`: kept by name.
public protocol IndexViewStyle: Sendable {
  /// The style's name.
  var styleName: String { get }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
  /// A page indicator of dots.
  public static var page: PageIndexViewStyle { PageIndexViewStyle() }

  /// A page indicator whose background shows as `backgroundDisplayMode` says.
  public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode)
    -> PageIndexViewStyle
  {
    PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
  }
}

// MARK: Attribute keys

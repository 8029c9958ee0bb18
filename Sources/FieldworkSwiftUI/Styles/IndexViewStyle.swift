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

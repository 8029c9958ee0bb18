/// How a progress view looks, as SwiftUI's `ProgressViewStyle`: kept by name.
public protocol ProgressViewStyle: Sendable {
  /// The style's name.
  var styleName: String { get }
}

extension View {
  /// Sets how progress views below look.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    attribute("progressViewStyle", StyleAttribute(style: style, description: style.styleName))
  }
}

/// How a progress view looks, as SwiftUI's `ProgressViewStyle`: kept by name.
public protocol ProgressViewStyle: Sendable {
  /// The style's name.
  var styleName: String { get }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  /// The platform's look.
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  /// A spinner.
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  /// A bar.
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension View {
  /// Sets how progress views below look.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    attribute(.progressViewStyle, StyleAttribute(style: style, description: style.styleName))
  }
}

// MARK: Attribute keys

extension AttributeKey {
  static var progressViewStyle: AttributeKey<StyleAttribute> { .init("progressViewStyle") }
}

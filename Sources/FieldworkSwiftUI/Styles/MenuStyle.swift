/// How a menu looks, as SwiftUI's `MenuStyle`: kept by name.
public protocol MenuStyle: Sendable {
  /// The style's name.
  var styleName: String { get }
}

extension MenuStyle where Self == DefaultMenuStyle {
  /// A menu's look: the platform's.
  public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
  /// A menu's look: a button.
  public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

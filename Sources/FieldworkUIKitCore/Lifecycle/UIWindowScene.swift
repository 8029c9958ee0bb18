/// A scene of windows, as UIKit's `UIWindowScene`.
@MainActor
open class UIWindowScene: UIScene {
  /// The scene's windows, in the order they were made.
  public internal(set) var windows: [UIWindow] = []
  /// The window made key last, or `nil`.
  public var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }
  /// The screen the scene is on.
  public var screen: UIScreen { UIScreen.main }
}

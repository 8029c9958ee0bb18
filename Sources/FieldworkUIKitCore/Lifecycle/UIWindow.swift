/// What a `UIWindow` keeps beyond the first-responder rule of its `HeadlessWindow`.
@MainActor
final class UIWindowState {
  var rootViewController: UIViewController?
  weak var windowScene: UIWindowScene?
  var isKeyWindow = false
  var isVisible = false
  var frame = UIScreen.main.bounds
}

extension UIWindow {
  private var state: UIWindowState {
    if let state = platformState as? UIWindowState { return state }
    let state = UIWindowState()
    platformState = state
    return state
  }

  /// A window in `windowScene`, as UIKit's `UIWindow(windowScene:)`: the scene lists it.
  public convenience init(windowScene: UIWindowScene) {
    self.init()
    state.windowScene = windowScene
    state.frame = windowScene.screen.bounds
    windowScene.windows.append(self)
  }

  /// A window of `frame`, as UIKit's `UIWindow(frame:)` (an app without scenes:
  /// `UIWindow(frame: UIScreen.main.bounds)`).
  public convenience init(frame: CGRect) {
    self.init()
    state.frame = frame
  }

  /// The window's frame. Kept, not laid out.
  public var frame: CGRect {
    get { state.frame }
    set { state.frame = newValue }
  }

  /// The scene the window is in.
  public var windowScene: UIWindowScene? {
    get { state.windowScene }
    set {
      state.windowScene?.windows.removeAll { $0 === self }
      state.windowScene = newValue
      newValue?.windows.append(self)
    }
  }

  /// The controller whose view fills the window. Replacing it while the window is visible
  /// makes the old one disappear and the new one appear, as UIKit does.
  public var rootViewController: UIViewController? {
    get { state.rootViewController }
    set {
      guard newValue !== state.rootViewController else { return }
      if state.isVisible { state.rootViewController?.disappear(false) }
      state.rootViewController = newValue
      if state.isVisible { newValue?.appear(false) }
    }
  }

  /// Whether the window takes key presses: the last one made key in its scene.
  public var isKeyWindow: Bool { state.isKeyWindow }

  /// Makes the window key and shows it, as UIKit's `makeKeyAndVisible()`: its root
  /// controller loads its view and appears.
  public func makeKeyAndVisible() {
    makeKey()
    guard !state.isVisible else { return }
    state.isVisible = true
    state.rootViewController?.appear(false)
  }

  /// Makes the window key: the other windows of its scene stop being key.
  public func makeKey() {
    for window in state.windowScene?.windows ?? [] where window !== self {
      window.state.isKeyWindow = false
    }
    state.isKeyWindow = true
  }

  /// Whether the window is shown.
  public var isVisible: Bool { state.isVisible }

  /// The controller a person sees: the root, or what it presented or pushed on top.
  public var visibleViewController: UIViewController? {
    state.rootViewController?.visibleController
  }
}

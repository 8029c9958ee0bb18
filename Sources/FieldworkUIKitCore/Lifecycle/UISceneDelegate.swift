/// A scene's delegate, as UIKit's `UISceneDelegate`: every method is optional.
@MainActor
public protocol UISceneDelegate: AnyObject {
  /// The scene is being connected: make its window here.
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)
  /// The scene was disconnected.
  func sceneDidDisconnect(_ scene: UIScene)
  /// The scene became active.
  func sceneDidBecomeActive(_ scene: UIScene)
  /// The scene is about to stop taking events.
  func sceneWillResignActive(_ scene: UIScene)
  /// The scene is about to come to the foreground.
  func sceneWillEnterForeground(_ scene: UIScene)
  /// The scene went to the background.
  func sceneDidEnterBackground(_ scene: UIScene)
  /// The scene is asked to open URLs.
  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
  /// Does nothing.
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {}
  /// Does nothing.
  public func sceneDidDisconnect(_ scene: UIScene) {}
  /// Does nothing.
  public func sceneDidBecomeActive(_ scene: UIScene) {}
  /// Does nothing.
  public func sceneWillResignActive(_ scene: UIScene) {}
  /// Does nothing.
  public func sceneWillEnterForeground(_ scene: UIScene) {}
  /// Does nothing.
  public func sceneDidEnterBackground(_ scene: UIScene) {}
  /// Does nothing.
  public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
}

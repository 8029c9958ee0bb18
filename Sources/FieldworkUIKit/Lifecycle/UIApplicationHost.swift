/// Launches a UIKit-lifecycle app headlessly, calling its delegates in UIKit's order, and
/// moves it to the background and back.
///
/// ```swift
/// @Test @MainActor func theListShowsAfterLaunch() throws {
///   let app = try UIApplicationHost(delegate: AppDelegate(), sceneDelegate: { SceneDelegate() })
///   try app.inspect().find(text: "Inbox")
///   app.moveToBackground()    // sceneWillResignActive, sceneDidEnterBackground
/// }
/// ```
///
/// At launch: `application(_:willFinishLaunchingWithOptions:)`,
/// `application(_:didFinishLaunchingWithOptions:)`; then, for an app with scenes (one that
/// passes `sceneDelegate`), `application(_:configurationForConnecting:options:)`,
/// `scene(_:willConnectTo:options:)`, `sceneWillEnterForeground(_:)`,
/// `sceneDidBecomeActive(_:)`; for an app without scenes, `applicationDidBecomeActive(_:)`.
///
/// UIKit makes the scene delegate from the class name in Info.plist with the Objective-C
/// runtime; here the test passes a closure that makes it, and the class the configuration
/// names, if any, must be its class.
@MainActor
public final class UIApplicationHost {
  /// The app's delegate.
  public let delegate: any UIApplicationDelegate
  /// The connected scene, for an app with scenes.
  public let scene: UIWindowScene?
  /// The app.
  public var application: UIApplication { UIApplication.shared }

  /// The window the app showed at launch: the scene's, or the app delegate's for an app
  /// without scenes.
  public let window: UIWindow

  /// Launches the app.
  ///
  /// - Parameters:
  ///   - delegate: The app's delegate, as `@main` or `UIApplicationMain` would make it.
  ///   - sceneDelegate: Makes the scene's delegate, for an app with scenes; `nil` for an app
  ///     whose window its app delegate makes.
  /// - Throws: ``UIApplicationHostError`` when no window is made and shown, or the
  ///   configuration names a delegate class other than the one `sceneDelegate` makes.
  public init(
    delegate: any UIApplicationDelegate,
    sceneDelegate: (@MainActor () -> any UISceneDelegate)? = nil
  ) throws(UIApplicationHostError) {
    let application = UIApplication.shared
    application.reset()
    self.delegate = delegate
    application.delegate = delegate
    _ = delegate.application(application, willFinishLaunchingWithOptions: nil)
    _ = delegate.application(application, didFinishLaunchingWithOptions: nil)

    guard let sceneDelegate else {
      scene = nil
      guard let window = delegate.window else {
        throw .noWindow(
          "\(type(of: delegate)) set no window in application(_:didFinishLaunchingWithOptions:): "
            + "set `window = UIWindow(frame: UIScreen.main.bounds)`, its rootViewController, and "
            + "call makeKeyAndVisible(); or pass sceneDelegate: for an app with scenes")
      }
      guard window.rootViewController != nil else {
        throw .noWindow("\(type(of: delegate))'s window has no rootViewController")
      }
      if !window.isVisible { window.makeKeyAndVisible() }
      self.window = window
      application.applicationState = .active
      delegate.applicationDidBecomeActive(application)
      return
    }

    let options = UIScene.ConnectionOptions()
    let session = UISceneSession(
      role: .windowApplication,
      configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication),
      persistentIdentifier: "scene-1")
    let configuration = delegate.application(
      application, configurationForConnecting: session, options: options)
    session.configuration = configuration
    let made = sceneDelegate()
    if let named = configuration.delegateClass, named != type(of: made) {
      throw .wrongSceneDelegate(
        "the scene configuration names \(named) as its delegate class, but sceneDelegate: made "
          + "a \(type(of: made))")
    }
    let scene = UIWindowScene(session: session, order: 1)
    scene.delegate = made
    session.scene = scene
    self.scene = scene
    application.connectedScenes = [scene]
    made.scene(scene, willConnectTo: session, options: options)
    guard let window = (made as? any UIWindowSceneDelegate)?.window ?? scene.windows.last else {
      throw .noWindow(
        "\(type(of: made)) made no window in scene(_:willConnectTo:options:): make "
          + "`UIWindow(windowScene:)`, set its rootViewController, keep it in `window` and call "
          + "makeKeyAndVisible()")
    }
    guard window.rootViewController != nil else {
      throw .noWindow("the window \(type(of: made)) made has no rootViewController")
    }
    if !window.isVisible {
      // A window that was never made visible stays hidden on a device; say so rather than
      // show it.
      throw .noWindow(
        "\(type(of: made)) made a window but never called makeKeyAndVisible(): a device "
          + "would show nothing")
    }
    self.window = window
    enterForeground()
  }

  /// Moves the app to the background, as pressing the Home button does:
  /// `sceneWillResignActive(_:)` then `sceneDidEnterBackground(_:)` (or the app delegate's
  /// `applicationWillResignActive(_:)` and `applicationDidEnterBackground(_:)`).
  public func moveToBackground() {
    let application = self.application
    guard application.applicationState != .background else { return }
    if let scene, let sceneDelegate = scene.delegate {
      scene.activationState = .foregroundInactive
      application.applicationState = .inactive
      sceneDelegate.sceneWillResignActive(scene)
      scene.activationState = .background
      application.applicationState = .background
      sceneDelegate.sceneDidEnterBackground(scene)
    } else {
      application.applicationState = .inactive
      delegate.applicationWillResignActive(application)
      application.applicationState = .background
      delegate.applicationDidEnterBackground(application)
    }
  }

  /// Brings the app back: `sceneWillEnterForeground(_:)` then `sceneDidBecomeActive(_:)`
  /// (or the app delegate's `applicationWillEnterForeground(_:)` and
  /// `applicationDidBecomeActive(_:)`).
  public func moveToForeground() {
    let application = self.application
    guard application.applicationState == .background else { return }
    if scene != nil {
      enterForeground()
    } else {
      application.applicationState = .inactive
      delegate.applicationWillEnterForeground(application)
      application.applicationState = .active
      delegate.applicationDidBecomeActive(application)
    }
  }

  private func enterForeground() {
    guard let scene, let sceneDelegate = scene.delegate else { return }
    scene.activationState = .foregroundInactive
    application.applicationState = .inactive
    sceneDelegate.sceneWillEnterForeground(scene)
    scene.activationState = .foregroundActive
    application.applicationState = .active
    sceneDelegate.sceneDidBecomeActive(scene)
  }

  /// Inspects the SwiftUI screen the window shows: the `UIHostingController` a person
  /// sees (the root, or what it pushed or presented).
  ///
  /// - Throws: `InspectionError` when that controller hosts no SwiftUI view.
  public func inspect() throws -> InspectableView<ViewType.ClassifiedView> {
    guard let hosting = window.visibleViewController as? any HostingControllerInspecting else {
      let shown = window.visibleViewController.map { "\(type(of: $0))" } ?? "no controller"
      throw InspectionError.notSupported(
        "the window shows \(shown), not a UIHostingController: inspect its views directly")
    }
    return try hosting.inspect()
  }
}

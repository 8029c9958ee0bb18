/// The app's delegate, as UIKit's `UIApplicationDelegate`: every method is optional.
///
/// UIKit's order at launch: `application(_:willFinishLaunchingWithOptions:)`,
/// `application(_:didFinishLaunchingWithOptions:)`, then for the first scene
/// `application(_:configurationForConnecting:options:)`. An app without scenes is told
/// `applicationDidBecomeActive(_:)` and the other state changes itself.
@MainActor
public protocol UIApplicationDelegate: AnyObject {
  /// The app's window, for an app without scenes.
  var window: UIWindow? { get set }
  /// The app is launching.
  func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  /// The app has launched.
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  /// The configuration of a scene being connected.
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration
  /// The person closed scenes in the app switcher.
  func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
  /// The app (without scenes) became active.
  func applicationDidBecomeActive(_ application: UIApplication)
  /// The app (without scenes) is about to stop taking events.
  func applicationWillResignActive(_ application: UIApplication)
  /// The app (without scenes) went to the background.
  func applicationDidEnterBackground(_ application: UIApplication)
  /// The app (without scenes) is about to come to the foreground.
  func applicationWillEnterForeground(_ application: UIApplication)
  /// The app is about to end.
  func applicationWillTerminate(_ application: UIApplication)
  /// The app is asked to open `url`.
  func application(
    _ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]
  ) -> Bool
}

extension UIApplicationDelegate {
  /// None: an app with scenes keeps its windows in its scene delegate.
  public var window: UIWindow? {
    get { nil }
    set {}
  }
  /// Answers `true`.
  public func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  /// Answers `true`.
  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  /// The default configuration, with no delegate class.
  public func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
  }
  /// Does nothing.
  public func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>
  ) {}
  /// Does nothing.
  public func applicationDidBecomeActive(_ application: UIApplication) {}
  /// Does nothing.
  public func applicationWillResignActive(_ application: UIApplication) {}
  /// Does nothing.
  public func applicationDidEnterBackground(_ application: UIApplication) {}
  /// Does nothing.
  public func applicationWillEnterForeground(_ application: UIApplication) {}
  /// Does nothing.
  public func applicationWillTerminate(_ application: UIApplication) {}
  /// Answers `false`.
  public func application(
    _ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]
  ) -> Bool { false }

  /// The entry point `@main` calls on an app delegate. Headless there is no process-wide
  /// app to start: it prints how to launch the app in a test, with `UIApplicationHost`.
  public static func main() {
    print(
      "\(Self.self) is a UIKit app delegate: launch it headlessly with "
        + "UIApplicationHost(delegate: \(Self.self)(), sceneDelegate: { SceneDelegate() })")
  }
}

// A UIKit-lifecycle app as Xcode's iOS 13–16 template makes one: an app delegate that hands
// out a scene configuration, a scene delegate that makes the window and puts a SwiftUI
// screen in a UIHostingController, and the scene's state changes. (Not `@main` here.)
#if canImport(UIKit)
  import UIKit
  import SwiftUI
#else
  import FieldworkUIKit
#endif

/// What the delegates were told, in order.
@MainActor final class LifecycleLog {
  static let shared = LifecycleLog()
  var events: [String] = []
}

final class InboxAppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    LifecycleLog.shared.events.append("didFinishLaunching")
    return true
  }

  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    LifecycleLog.shared.events.append("configurationForConnecting")
    let configuration = UISceneConfiguration(
      name: "Default Configuration", sessionRole: connectingSceneSession.role)
    configuration.delegateClass = InboxSceneDelegate.self
    return configuration
  }
}

final class InboxSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    LifecycleLog.shared.events.append("willConnectTo")
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = UINavigationController(
      rootViewController: UIHostingController(rootView: InboxView()))
    self.window = window
    window.makeKeyAndVisible()
  }

  func sceneDidBecomeActive(_ scene: UIScene) {
    LifecycleLog.shared.events.append("sceneDidBecomeActive")
  }
  func sceneWillResignActive(_ scene: UIScene) {
    LifecycleLog.shared.events.append("sceneWillResignActive")
  }
  func sceneWillEnterForeground(_ scene: UIScene) {
    LifecycleLog.shared.events.append("sceneWillEnterForeground")
  }
  func sceneDidEnterBackground(_ scene: UIScene) {
    LifecycleLog.shared.events.append("sceneDidEnterBackground")
  }
}

struct InboxView: View {
  @State private var messages = ["Welcome", "Your order shipped"]

  var body: some View {
    List {
      ForEach(messages, id: \.self) { Text($0) }
    }
    Button("Mark all read") { messages.removeAll() }
    Text(messages.isEmpty ? "Inbox zero" : "\(messages.count) unread")
  }
}

/// A pre-iOS 13 app: the app delegate makes the window.
final class LegacyAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = UIHostingController(rootView: Text("Legacy"))
    window?.makeKeyAndVisible()
    return true
  }

  func applicationDidBecomeActive(_ application: UIApplication) {
    LifecycleLog.shared.events.append("applicationDidBecomeActive")
  }
  func applicationDidEnterBackground(_ application: UIApplication) {
    LifecycleLog.shared.events.append("applicationDidEnterBackground")
  }
}

/// A scene delegate that forgets to make a window.
final class ForgetfulSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
}

/// A scene delegate that makes a window but never shows it.
final class HiddenWindowSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    window = UIWindow(windowScene: windowScene)
    window?.rootViewController = UIHostingController(rootView: Text("Hidden"))
  }
}

/// An app delegate whose configuration names no delegate class (Info.plist would).
final class PlainAppDelegate: UIResponder, UIApplicationDelegate {}

/// A SwiftUI app that keeps a UIKit app delegate for push registration and the like.
struct AdaptedApp: App {
  @UIApplicationDelegateAdaptor var appDelegate = InboxAppDelegate()

  var body: some Scene {
    WindowGroup { Text("Adapted") }
  }
}

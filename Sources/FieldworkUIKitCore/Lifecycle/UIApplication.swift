/// The running app, as UIKit's `UIApplication`: ``shared`` is the one an app's code
/// reaches, its ``delegate`` is the app's, and ``applicationState`` follows the app into
/// the background and back. `UIApplicationHost` launches an app and moves it.
@MainActor
open class UIApplication: UIResponder {
  /// Whether the app is in the foreground, as UIKit's `UIApplication.State`.
  public enum State: Int, Sendable, Hashable {
    /// In the foreground, taking events.
    case active
    /// In the foreground, not taking events.
    case inactive
    /// In the background.
    case background
  }

  /// A key of the options an app is launched with, as UIKit's.
  public struct LaunchOptionsKey: Hashable, Sendable, RawRepresentable {
    /// The key's name.
    public let rawValue: String
    /// The key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The URL the app was launched to open.
    public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
  }

  /// A key of the options a URL is opened with, as UIKit's.
  public struct OpenURLOptionsKey: Hashable, Sendable, RawRepresentable {
    /// The key's name.
    public let rawValue: String
    /// The key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
  }

  /// The app. Before a host launches one, an app with no delegate.
  public static let shared = UIApplication()

  /// The app's delegate, set when a host launches the app. UIKit keeps it weakly; the host
  /// keeps it alive.
  public package(set) weak var delegate: (any UIApplicationDelegate)?
  /// Whether the app is in the foreground and taking events.
  public package(set) var applicationState: State = .inactive
  /// The scenes the app shows.
  public package(set) var connectedScenes: Set<UIScene> = []
  /// Whether the screen is kept on. Kept, not acted on.
  public var isIdleTimerDisabled = false
  /// The number on the app's icon. Kept.
  public var applicationIconBadgeNumber = 0
  /// The URLs the app asked the system to open, in order: what a test checks after a link
  /// was followed.
  public private(set) var openedURLs: [URL] = []

  /// The windows of the app's scenes.
  public var windows: [UIWindow] {
    connectedScenes.compactMap { $0 as? UIWindowScene }.sorted { $0.order < $1.order }
      .flatMap(\.windows)
  }

  /// Whether the system can open `url`: headless, any URL with a scheme.
  public func canOpenURL(_ url: URL) -> Bool { url.scheme != nil }

  /// Records that the app asked to open `url`, and answers `true`.
  public func open(
    _ url: URL, options: [OpenURLOptionsKey: Any] = [:],
    completionHandler completion: ((Bool) -> Void)? = nil
  ) {
    openedURLs.append(url)
    completion?(true)
  }

  /// Ends editing in every window, as sending `resignFirstResponder` to the first responder
  /// does (`UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), …)`).
  public func endEditing() {
    for window in windows { window.endEditing(true) }
  }

  /// Returns the app to its state before any launch.
  package func reset() {
    delegate = nil
    applicationState = .inactive
    connectedScenes = []
    openedURLs = []
    isIdleTimerDisabled = false
    applicationIconBadgeNumber = 0
  }
}

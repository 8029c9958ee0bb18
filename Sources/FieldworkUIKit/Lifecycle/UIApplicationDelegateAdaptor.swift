/// Gives a SwiftUI app a UIKit app delegate, as SwiftUI's `@UIApplicationDelegateAdaptor`:
/// `AppHost` tells it the app launched (`application(_:willFinishLaunchingWithOptions:)`,
/// `application(_:didFinishLaunchingWithOptions:)`) before the first window is shown, and
/// `UIApplication.shared` has it as its delegate.
///
/// ```swift
/// struct ShopApp: App {
///   @UIApplicationDelegateAdaptor var appDelegate = AppDelegate()
///   var body: some Scene { WindowGroup { ContentView() } }
/// }
/// ```
///
/// Write the delegate's initial value: `@UIApplicationDelegateAdaptor(AppDelegate.self)`
/// needs the Objective-C runtime to make an object from a class that has no `required`
/// initializer, which Swift on Linux does not have. That spelling is a compile error that
/// says so.
@MainActor @propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: UIApplicationDelegate>: DynamicProperty {
  /// The app's delegate.
  public let wrappedValue: DelegateType

  /// Adapts `wrappedValue`, the delegate the app owns.
  public init(wrappedValue: DelegateType) {
    self.wrappedValue = wrappedValue
  }

  /// Unavailable: make the delegate in the declaration instead.
  @available(
    *, unavailable,
    message:
      "headless Swift cannot make a delegate from its class: write `@UIApplicationDelegateAdaptor var appDelegate = AppDelegate()`"
  )
  public init(_ delegateType: DelegateType.Type) {
    fatalError()
  }
}

extension UIApplicationDelegateAdaptor: _AppLaunchParticipant {
  /// Makes the delegate the app's and tells it the app launched.
  public func appDidLaunch() {
    let application = UIApplication.shared
    application.reset()
    application.delegate = wrappedValue
    _ = wrappedValue.application(application, willFinishLaunchingWithOptions: nil)
    _ = wrappedValue.application(application, didFinishLaunchingWithOptions: nil)
  }

  /// Keeps `UIApplication.shared.applicationState` with the scene's phase.
  public func appDidChange(to phase: ScenePhase) {
    UIApplication.shared.applicationState =
      switch phase {
      case .active: .active
      case .inactive: .inactive
      case .background: .background
      }
  }
}

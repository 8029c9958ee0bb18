/// A property of an app that takes part in its launch: FieldworkUIKit's
/// `@UIApplicationDelegateAdaptor`. Not API.
@MainActor
public protocol _AppLaunchParticipant {
  /// The app was made and is about to show its first window.
  func appDidLaunch()
  /// The app's scene phase changed to `phase`.
  func appDidChange(to phase: ScenePhase)
}

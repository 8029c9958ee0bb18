/// A menu, as inspection and VoiceOver drive it.
@MainActor
protocol MenuControl {
  var primaryAction: (@MainActor () -> Void)? { get }
}

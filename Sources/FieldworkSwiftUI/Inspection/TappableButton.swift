/// A button, as inspection drives it.
@MainActor
protocol TappableButton {
  func performAction()
  var buttonRole: ButtonRole? { get }
}

import FieldworkUIKit
import Testing

/// `UIButton`, haptic feedback, appearance proxies and `#colorLiteral`, as SwiftUI apps'
/// UIKit corners use them.
@MainActor @Suite struct UIButtonAndFeedbackTests {
  @Test func aButtonSendsTouchEventsAndReadsAsItsTitle() {
    var events: [String] = []
    let button = UIButton(primaryAction: UIAction(title: "Save") { _ in events.append("save") })
    button.addAction(UIAction { _ in events.append("down") }, for: .touchDown)
    #expect(button.title(for: .normal) == "Save")
    #expect(button.title(for: .highlighted) == "Save")  // falls back to normal, as UIKit
    button.tap()
    #expect(events == ["down", "save"])
    button.isEnabled = false
    button.tap()
    #expect(events == ["down", "save"])  // a disabled button takes no touch
    let element = button.accessibilityElements(path: "button")
    #expect(element.map(\.spokenDescription) == ["Save. Dimmed. Button."])
  }

  @Test func aConfiguredButtonShowsItsConfigurationsTitle() {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Continue"
    let button = UIButton(configuration: configuration)
    #expect(button.currentTitle == "Continue")
    #expect(button.configuration?.style == "filled")
  }

  @Test func feedbackIsRecordedInOrder() {
    UIFeedbackGenerator.resetEvents()
    UISelectionFeedbackGenerator().selectionChanged()
    UIImpactFeedbackGenerator(style: .heavy).impactOccurred()
    UINotificationFeedbackGenerator().notificationOccurred(.success)
    #expect(
      UIFeedbackGenerator.events == [
        "selectionChanged", "impact(heavy)", "notification(success)",
      ])
  }

  @Test func appearanceProxiesAreOnePerClassAndKeepTheirSettings() {
    UITableView.appearance().backgroundColor = .clear
    UITableView.appearance().separatorStyle = .none
    #expect(UITableView.appearance() === UITableView.appearance())
    #expect(UITableView.appearance().backgroundColor == .clear)
    #expect(UITableView.appearance().separatorStyle == .none)
    UIPageControl.appearance().currentPageIndicatorTintColor = .red
    #expect(UIPageControl.appearance().currentPageIndicatorTintColor == .red)
  }

  @Test func aColorLiteralIsAUIColor() {
    let color = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
    #expect(type(of: color) == UIColor.self)
    #expect(color == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
  }
}

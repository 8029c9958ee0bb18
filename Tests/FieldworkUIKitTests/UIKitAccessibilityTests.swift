import FieldworkTesting
import FieldworkUIKit
import Foundation
import Testing

/// UIKit's accessibility properties, with UIKit's defaults, as VoiceOver meets a wrapper.
@MainActor @Suite struct UIKitAccessibilityTests {
  @Test func aWrappersViewsReadWithUIKitsDefaults() throws {
    @State var password = ""
    let host = RepresentableHost { PasswordField(password: $password) }
    // The container is no element; the field inside it is, labelled by its placeholder.
    #expect(host.spokenScreen == "Password. Secure Text Field. Double tap to edit.")
    #expect(host.accessibilityElements.first?.path == "UIView.subviews[0]")
    host.view.subviews[0].accessibilityLabel = "New password"
    host.view.subviews[0].accessibilityHint = "At least 8 characters."
    #expect(
      host.spokenScreen
        == "New password. Secure Text Field. Double tap to edit.")
    let field = try #require(host.view.subviews[0] as? UITextField)
    field.tap()
    field.type("Secret123")
    #expect(host.accessibilityElements.first?.value == "•••••••••")
    #expect(!host.spokenScreen.contains("Secret123"))
    try host.performAccessibilityAudit()
  }

  @Test func labelsContainersAndHiddenViews() {
    let container = UIView()
    let title = UILabel()
    title.text = "Delivery"
    title.accessibilityTraits = [.header]
    let note = UILabel()
    note.text = "Leave at the door"
    let hidden = UILabel()
    hidden.text = "debug 42"
    hidden.isHidden = true
    let field = UITextField()
    field.placeholder = "Flat number"
    field.isEnabled = false
    let search = UISearchBar()
    search.placeholder = "Search streets"
    search.accessibilityIdentifier = "streets"
    for view in [title, note, hidden, field, search] { container.addSubview(view) }
    let elements = container.accessibilityElements(path: "form")
    #expect(
      elements.map(\.spoken) == [
        "Delivery. Heading.", "Leave at the door",
        "Flat number. Dimmed. Text Field.",
        "Search streets. Search Field. Double tap to edit.",
      ])
    #expect(
      elements.map(\.path) == [
        "form.subviews[0]", "form.subviews[1]", "form.subviews[3]", "form.subviews[4]",
      ])
    #expect(elements[3].identifier == "streets")
    container.accessibilityElementsHidden = true
    #expect(container.accessibilityElements(path: "form").isEmpty)
    container.accessibilityElementsHidden = false
    container.isAccessibilityElement = true
    container.accessibilityLabel = "Delivery address"
    #expect(container.accessibilityElements(path: "form").map(\.spoken) == ["Delivery address"])
  }

  @Test func aFieldWithNoPlaceholderOrLabelFailsTheAudit() {
    let host = RepresentableHost { VerificationCodeField(code: .constant("")) }
    let error = #expect(throws: AccessibilityAuditError.self) {
      try host.performAccessibilityAudit()
    }
    #expect(error?.issues.map(\.compactDescription) == ["Text field has no description"])
    host.view.accessibilityLabel = "Verification code"
    #expect(throws: Never.self) { try host.performAccessibilityAudit() }
  }

  @Test func postedNotificationsAreRecordedPolitelyOrNot() {
    let host = RepresentableHost { VerificationCodeField(code: .constant("")) }
    UIAccessibility.post(notification: .announcement, argument: "Code sent")
    let queued = NSAttributedString(
      string: "3 results", attributes: [.accessibilitySpeechQueueAnnouncement: true])
    UIAccessibility.post(notification: .announcement, argument: queued)
    UIAccessibility.post(notification: .layoutChanged, argument: nil)
    #expect(
      host.accessibilityNotifications.notifications.suffix(3).map(\.description) == [
        "announcement \"Code sent\"", "announcement \"3 results\" (polite)", "layoutChanged",
      ])
  }
}

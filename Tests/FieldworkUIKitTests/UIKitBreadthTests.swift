import FieldworkTesting
import FieldworkUIKit
import Testing

/// The UIKit API real wrapper files use beyond the tutorials', kept and readable.
@MainActor @Suite struct UIKitBreadthTests {
  @Test func thePasswordWrapperBuildsItsViewsAndTheirRules() throws {
    @State var password = ""
    let host = RepresentableHost { PasswordField(password: $password) }
    let container = host.view
    let field = try #require(container.subviews.first as? UITextField)
    #expect(field.isSecureTextEntry && field.textContentType == .newPassword)
    #expect(field.passwordRules?.passwordRulesDescriptor.contains("minlength: 8") == true)
    #expect(field.font?.design == .rounded)
    #expect(field.font?.pointSize == UIFont.preferredFont(forTextStyle: .body).pointSize)
    let style = field.attributedPlaceholder?.attribute(.paragraphStyle, at: 0, effectiveRange: nil)
    #expect((style as? NSParagraphStyle)?.alignment == .center)
    #expect(field.activeConstraints.count == 4)
    #expect(
      field.activeConstraints.map(\.firstAnchor.name) == [
        "leading", "trailing", "centerY", "height",
      ])
    #expect(field.activeConstraints[1].constant == -16)
    #expect(
      field.activeConstraints[3].secondAnchor == nil && field.activeConstraints[3].constant == 44)
  }

  @Test func theToolbarsDoneButtonCanBeTapped() throws {
    @State var password = ""
    let host = RepresentableHost { PasswordField(password: $password) }
    let field = try #require(host.view.subviews.first as? UITextField)
    field.tap()
    field.type("Secr3tpw")
    #expect(password == "Secr3tpw" && field.isFirstResponder)
    let toolbar = try #require(field.inputAccessoryView as? UIToolbar)
    #expect(toolbar.items?.count == 2)
    #expect(toolbar.buttons.map(\.systemItem) == [.done])
    toolbar.items?.first?.tap()  // the flexible space: nothing
    #expect(field.isFirstResponder)
    toolbar.buttons.first?.tap()
    #expect(!field.isFirstResponder)
  }

  @Test func deactivatedConstraintsLeaveTheView() {
    let view = UIView()
    let constraint = view.widthAnchor.constraint(equalToConstant: 10)
    constraint.isActive = true
    #expect(view.activeConstraints.count == 1)
    NSLayoutConstraint.deactivate([constraint])
    #expect(view.activeConstraints.isEmpty)
  }

  @Test func theKeyboardNotificationNamesAreUIKits() {
    #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
    #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
  }

  @Test func aTextViewKeepsItsSecureFlagAndRules() {
    let view = UITextView()
    view.isSecureTextEntry = true
    view.passwordRules = UITextInputPasswordRules(descriptor: "minlength: 4;")
    #expect(view.isSecureTextEntry && view.passwordRules?.description == "minlength: 4;")
  }
}

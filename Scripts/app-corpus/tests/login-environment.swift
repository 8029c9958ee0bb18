// The main flow of Mighel881/LoginDemo (2020), walked headlessly: a wrong password counted
// by the footer, the right one presenting the greeting sheet, logging out dismissing it and
// clearing the form, and registering a taken name raising the error alert. Run by
// Scripts/app-corpus-check.sh against the app's own sources; none of them is copied here.
import FieldworkUIKit
import Testing

@testable import login_environment

@MainActor @Suite struct LoginEnvironmentWalk {
  func form(_ app: AppHost<LoginDemoApp>) throws -> InspectableView<ViewType.View<LoginView>> {
    try app.window.inspect().find(LoginView.self)
  }

  func logIn(_ name: String, _ password: String, in app: AppHost<LoginDemoApp>) throws {
    try form(app).find(ViewType.TextField.self).setInput(name)
    try form(app).find(ViewType.SecureField.self).setInput(password)
    try form(app).find(button: "Login").tap()
  }

  @Test func aWrongPasswordIsCountedAndTheRightOneGreets() throws {
    let app = try AppHost(LoginDemoApp.self)
    try logIn("Susan", "wrong", in: app)
    #expect(try form(app).actualView().model.accessGranted == false)
    #expect(try form(app).find(text: "1 failed attempts").string() == "1 failed attempts")
    #expect(throws: InspectionError.self) { try form(app).find(ViewType.Form.self).sheet() }

    try logIn("Susan", "kare", in: app)
    let greeting = try form(app).find(ViewType.Form.self).sheet()
    #expect(try greeting.find(text: "Hey Susan").string() == "Hey Susan")
    #expect(throws: InspectionError.self) { try form(app).find(text: "1 failed attempts") }

    try greeting.find(button: "Logout").tap()
    #expect(throws: InspectionError.self) { try form(app).find(ViewType.Form.self).sheet() }
    #expect(try form(app).find(ViewType.TextField.self).input() == "")
  }

  @Test func registeringATakenNameRaisesTheErrorAlert() throws {
    let app = try AppHost(LoginDemoApp.self)
    try form(app).find(ViewType.TextField.self).setInput("Tim")
    try form(app).find(ViewType.SecureField.self).setInput("other")
    try form(app).find(button: "Register").tap()
    let alert = try form(app).find(ViewType.Form.self).alert()
    #expect(try alert.title().string() == "Error")
  }
}

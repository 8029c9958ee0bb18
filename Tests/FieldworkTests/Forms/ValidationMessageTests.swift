import Fieldwork
import FieldworkTesting
import Testing

/// `validationMessage(_:)` and `invalidValueMessage(_:)`: what a field says is wrong, on the
/// headless field for a front end to draw.
@MainActor @Suite struct ValidationMessageTests {
  @Test func theAppsMessageFollowsItsState() {
    @State var email = ""
    let host = RepresentableHost {
      TextField("Email", text: $email)
        .validationMessage(email.isEmpty || email.contains("@") ? nil : "needs an @")
    }
    host.view.tap()
    #expect(host.view.validationMessage == nil)
    host.view.type("ada")
    #expect(host.view.validationMessage == "needs an @")
    host.view.type("@x")
    #expect(host.view.validationMessage == nil)
  }

  @Test func aValueThatDoesNotParseSaysSoUntilTheNextEdit() {
    @State var age = 42
    let host = RepresentableHost {
      TextField(
        "Age", value: $age, format: { String($0) },
        parse: { Int($0).flatMap { (0...150).contains($0) ? $0 : nil } }
      )
      .invalidValueMessage("0 to 150")
    }
    host.view.tap()
    host.view.deleteBackward()
    host.view.deleteBackward()
    host.view.type("999")
    #expect(host.view.validationMessage == nil)  // nothing committed yet
    host.view.tapReturnKey()
    #expect(age == 42)
    #expect(host.view.validationMessage == "0 to 150")
    host.view.tap()
    host.view.type("1")  // an edit: the message goes
    #expect(host.view.validationMessage == nil)
    host.view.resignFirstResponder()  // commits "421": out of range again
    #expect(age == 42)
    #expect(host.view.validationMessage == "0 to 150")
  }

  @Test func theDefaultMessageAndTheAppsWinningOverIt() {
    @State var age = 1
    @State var strict = false
    let host = RepresentableHost {
      TextField("Age", value: $age, format: { String($0) }, parse: { Int($0) })
        .validationMessage(strict ? "locked" : nil)
    }
    host.view.tap()
    host.view.type("x")
    host.view.tapReturnKey()
    #expect(host.view.validationMessage == "not a valid value")
    strict = true
    #expect(host.view.validationMessage == "locked")
  }
}

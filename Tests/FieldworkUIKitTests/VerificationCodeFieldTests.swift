import FieldworkTesting
import FieldworkUIKit
import Testing

@MainActor @Suite struct VerificationCodeFieldTests {
  @Test func aFieldThatRefusesPasteTakesNoPasteButTakesTyping() {
    @State var code = ""
    let host = RepresentableHost { VerificationCodeField(code: $code) }
    host.view.tap()
    host.view.paste("123456")
    #expect(code == "")
    #expect(host.view.text == "")
    host.view.type("12")
    #expect(code == "12")
  }

  @Test func theTintIsTheSwiftUIColoursComponents() {
    @State var code = ""
    let host = RepresentableHost {
      VerificationCodeField(code: $code, tint: Color(red: 0.2, green: 0.4, blue: 0.6))
    }
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    #expect(host.view.tintColor.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
    #expect(abs(red - 0.2) < 0.001 && abs(green - 0.4) < 0.001 && abs(blue - 0.6) < 0.001)
    #expect(UIColor(Color.blue) == UIColor(red: 0, green: 0.478, blue: 1, alpha: 1))
  }
}

import FieldworkUIKit
import FieldworkViewInspector
import XCTest

/// A screen as an XCTest method builds and inspects it: plain, non-isolated methods, as XCTest
/// runs them (on the main thread), with no `@MainActor` anywhere.
private struct Greeting: View {
  @State var name = ""
  @State var waves = 0

  var body: some View {
    VStack {
      TextField("Name", text: $name)
      Text(name.isEmpty ? "Who are you?" : "Hello, \(name)!")
      Button("Wave") { waves += 1 }.disabled(name.isEmpty)
    }
  }
}

final class XCTestCallerTests: XCTestCase {
  func testAPlainTestMethodInspectsAndDrivesAScreen() throws {
    let greeting = try Greeting().inspect()
    XCTAssertTrue(try greeting.find(button: "Wave").isDisabled())
    try greeting.vStack().textField(0).setInput("Ada")
    XCTAssertEqual(try greeting.vStack().text(1).string(), "Hello, Ada!")
    try greeting.find(button: "Wave").tap()
    // The view's own properties are isolated to the main actor (its View conformance makes
    // them so, as in SwiftUI): in Swift 6 mode, read them where the main actor is assumed.
    let view = try greeting.view(Greeting.self).actualView()
    XCTAssertEqual(MainActor.assumeIsolated { view.waves }, 1)
    XCTAssertEqual(
      try greeting.find(text: "Hello, Ada!").pathToRoot, "view(Greeting.self).vStack().text(1)")
  }

  func testAFailedSearchSaysWhatViewInspectorSays() throws {
    let greeting = try Greeting().inspect()
    XCTAssertThrowsError(try greeting.find(text: "Goodbye")) { error in
      XCTAssertEqual(error.localizedDescription, "Search did not find a match")
    }
  }

  func testABindingOfItsOwnDrivesAField() throws {
    let text = Binding(wrappedValue: "")
    let name = try Text("Name").inspect().text().string()
    XCTAssertEqual(name, "Name")
    let state = State(wrappedValue: "")
    // Fieldwork's text components are representables, isolated to the main actor as
    // UIViewRepresentable is: Swift 6 mode makes them where the main actor is assumed.
    let field = try MainActor.assumeIsolated {
      try TextField("Name", text: state.projectedValue).inspect().textField()
    }
    try field.setInput("Grace")
    XCTAssertEqual(state.wrappedValue, "Grace")
    // Swift 5 mode (ViewInspector's tests) builds it directly: `TextField("Name", text: text)`.
    text.wrappedValue = "x"
    XCTAssertEqual(text.wrappedValue, "x")
  }
}

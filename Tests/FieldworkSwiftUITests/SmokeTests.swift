import FieldworkSwiftUI
import Testing

private struct Greeting: View {
  @State private var name = ""

  var body: some View {
    VStack {
      TextField("Name", text: $name)
      Text(name.isEmpty ? "Who are you?" : "Hello, \(name)!")
    }
  }
}

@MainActor @Suite struct SmokeTests {
  @Test func aGreetingFollowsItsField() throws {
    let host = ViewHost { Greeting() }
    print(host.tree)
    #expect(try host.inspect().find(text: "Who are you?").string() == "Who are you?")
    try host.inspect().find(ViewType.TextField.self).setInput("Ada")
    print(host.tree)
    #expect(try host.inspect().find(ViewType.Text.self).string() == "Hello, Ada!")
  }
}

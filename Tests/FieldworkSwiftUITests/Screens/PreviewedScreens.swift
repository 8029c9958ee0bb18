// Screens written as Xcode writes them since 2023: each file ends with `#Preview`s, and an
// environment value is declared with `@Entry`. PreviewTests host them.
#if canImport(UIKit)
  import SwiftUI
#else
  import FieldworkUIKit
#endif

extension EnvironmentValues {
  @Entry var greetingName: String = "Ada"
  @Entry var highlightedRow: Int?
}

struct GreetingView: View {
  @Environment(\.greetingName) private var name

  var body: some View {
    Text("Hello, \(name)!")
  }
}

struct CounterView: View {
  @Binding var count: Int

  var body: some View {
    VStack {
      Text("Count: \(count)")
      Button("Add one") { count += 1 }
    }
  }
}

#Preview {
  GreetingView()
}

#Preview("Greeting Grace", traits: .landscapeLeft) {
  GreetingView()
    .environment(\.greetingName, "Grace")
}

#Preview("Counter") {
  @Previewable @State var count = 2
  CounterView(count: $count)
}

#Preview("Two rows", traits: .fixedLayout(width: 320, height: 200), .sizeThatFitsLayout) {
  Text("First")
  Text("Second")
}

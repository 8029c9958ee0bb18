// SwiftUI infers a representable's `Coordinator` from what `makeCoordinator()` returns, and
// makes it `Void` when there is no `makeCoordinator()`.
import Testing

#if canImport(UIKit)
  import UIKit
  import SwiftUI
#else
  import FieldworkUIKit
#endif

final class LabelCoordinator: NSObject, UITextFieldDelegate {
  var edits = 0
}

struct TopLevelCoordinatorField: UIViewRepresentable {
  func makeCoordinator() -> LabelCoordinator { LabelCoordinator() }
  func makeUIView(context: Context) -> UITextField {
    let field = UITextField()
    field.delegate = context.coordinator
    return field
  }
  func updateUIView(_ uiView: UITextField, context: Context) {}
}

struct RenamedCoordinatorField: UIViewRepresentable {
  final class FieldDelegate: NSObject, UITextFieldDelegate {}
  func makeCoordinator() -> FieldDelegate { FieldDelegate() }
  func makeUIView(context: Context) -> UITextField { UITextField() }
  func updateUIView(_ uiView: UITextField, context: Context) {}
}

struct NoCoordinatorLabel: UIViewRepresentable {
  var text: String
  func makeUIView(context: Context) -> UILabel { UILabel() }
  func updateUIView(_ uiView: UILabel, context: Context) { uiView.text = text }
}

@MainActor @Suite struct CoordinatorInferenceTests {
  @Test func aTopLevelCoordinatorIsInferredFromMakeCoordinator() {
    let host = RepresentableHost { TopLevelCoordinatorField() }
    #expect(host.view.delegate === host.coordinator)
    #expect(TopLevelCoordinatorField.Coordinator.self == LabelCoordinator.self)
  }

  @Test func aCoordinatorOfAnotherNameIsInferred() {
    #expect(RenamedCoordinatorField.Coordinator.self == RenamedCoordinatorField.FieldDelegate.self)
    let host = RepresentableHost { RenamedCoordinatorField() }
    #expect(type(of: host.coordinator) == RenamedCoordinatorField.FieldDelegate.self)
  }

  @Test func noMakeCoordinatorMeansAVoidCoordinator() {
    #expect(NoCoordinatorLabel.Coordinator.self == Void.self)
    let host = RepresentableHost { NoCoordinatorLabel(text: "Hi") }
    #expect(host.view.text == "Hi")
  }
}

import FieldworkUIKit
import Testing

private final class Insp<V> {
  let notice = PassthroughSubject<UInt, Never>()
  var callbacks: [UInt: (V) -> Void] = [:]
  func visit(_ view: V, _ line: UInt) { callbacks.removeValue(forKey: line)?(view) }
}

private struct Pressable: View {
  let configuration: PrimitiveButtonStyleConfiguration
  @State private(set) var isPressed = false
  let inspection = Insp<Self>()
  var body: some View {
    AnyView(
      configuration.label.blur(radius: isPressed ? 5 : 0).onTapGesture {
        isPressed = true
        configuration.trigger()
      }
    ).onReceive(inspection.notice) { self.inspection.visit(self, $0) }
  }
}

/// ViewInspector's guide inspects a view from its own `.onReceive`: a copy of the hosted view, hosted
/// again, shares its state, and a tap made there shows before the next read.
@MainActor @Suite struct InspectionEmissaryPatternTests {
  @Test func aViewInspectedFromItsOwnOnReceiveSeesItsTap() throws {
    let sut = Pressable(configuration: PrimitiveButtonStyleConfiguration(onTrigger: {}))
    var radii: [CGFloat] = []
    sut.inspection.callbacks[1] = { view in
      let v = try! view.inspect().view(Pressable.self)
      let label = try! v.anyView().styleConfigurationLabel()
      radii.append(try! label.blur().radius)
      try! label.callOnTapGesture()
      radii.append(try! v.anyView().styleConfigurationLabel().blur().radius)
    }
    let host = ViewHost { sut }
    sut.inspection.notice.send(1)
    #expect(radii == [0, 5])
    _ = host
  }
}

/// `.navigationTitle(_:)` with a binding: the title, read at each render, and the binding a
/// rename writes.
public struct _EditableTitleModifier: PrimitiveModifier {
  let title: Binding<String>

  static var readsState: Bool { true }

  var attributes: [ViewAttribute] {
    [
      ViewAttribute(.navigationTitle, title.wrappedValue),
      ViewAttribute(.navigationTitleBinding, title),
    ]
  }

  func renderPartsBefore(in context: inout RenderContext) {
    let title = self.title
    _ = context.read { title.wrappedValue }
  }
}

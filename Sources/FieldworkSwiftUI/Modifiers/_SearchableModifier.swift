/// `.searchable(text:)`: a Fieldwork `SearchBar` beside the content, bound to the text, and
/// the content told whether the search is active.
public struct _SearchableModifier: PrimitiveModifier {
  let text: Binding<String>
  let prompt: String?
  let placement: SearchFieldPlacement
  let isPresented: Binding<Bool>?

  static var changesEnvironment: Bool { true }
  static var readsState: Bool { true }

  var attributes: [ViewAttribute] {
    [ViewAttribute(.searchable, placement.description)]
  }

  /// Whether the search is active, kept by the modified view's node.
  @MainActor private func searching(in node: ViewNode) -> Binding<Bool> {
    if let isPresented { return isPresented }
    let state = node.modifierState
    let box = (state.memo as? StateBox<Bool>) ?? StateBox(false)
    state.memo = box
    return Binding(get: { box.read() }, set: { box.write($0, transaction: Transaction()) })
  }

  func modify(_ environment: inout EnvironmentValues) {}

  func renderPartsBefore(in context: inout RenderContext) {
    let searching = searching(in: context.node)
    let isActive = context.read { searching.wrappedValue }
    let bar = SearchBar(prompt ?? "Search", text: text).isSearching(searching)
    context.child(.part(.search), bar, environment: context.node.environment)
    context.environment.isSearching = isActive
    context.environment.dismissSearch = DismissSearchAction(isSearching: searching)
    context.environmentChanged = true
  }
}

/// A background filled with a style in a shape, as `.background(_:in:)` records it: printed as
/// the style and the shape, and read by the contrast audit as the colour the text sits on
/// when the style is a colour.
struct ShapedBackground: CustomStringConvertible {
  /// The colour the style fills with, when it is one.
  let color: Color?
  let description: String
}

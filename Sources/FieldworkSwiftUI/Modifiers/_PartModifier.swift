/// A modifier that adds a view of its own beside the content, in the tree under `name`.
public struct _PartModifier<Part: View>: PrimitiveModifier {
  let name: PartName
  let part: Part
  let attribute: ViewAttribute?

  var attributes: [ViewAttribute] { attribute.map { [$0] } ?? [] }

  func renderParts(in context: inout RenderContext) {
    // The part sees the environment the modified view was given, not what the modifier's
    // content was given.
    context.child(.part(name), part, environment: context.node.environment)
  }
}

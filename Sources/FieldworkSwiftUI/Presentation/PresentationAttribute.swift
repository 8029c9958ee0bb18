/// A presentation as the modifier records it: its kind, and how to dismiss it.
struct PresentationAttribute: CustomStringConvertible {
  let kind: PresentationKind
  let isPresented: Bool
  var description: String { isPresented ? "presented" : "not presented" }
}

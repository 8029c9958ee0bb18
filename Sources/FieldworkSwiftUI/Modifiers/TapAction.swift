/// An `.onTapGesture` action, as an attribute.
struct TapAction: CustomStringConvertible {
  let action: () -> Void
  var description: String { "action" }
}

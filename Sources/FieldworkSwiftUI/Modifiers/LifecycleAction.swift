/// An `.onAppear` or `.onDisappear` action, as an attribute.
struct LifecycleAction: CustomStringConvertible {
  let action: () -> Void
  var description: String { "action" }
}

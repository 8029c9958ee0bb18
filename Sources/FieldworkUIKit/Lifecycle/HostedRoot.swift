/// The root of a hosting controller's tree: its root view, read from state the controller
/// writes when ``UIHostingController/rootView`` is set.
public struct HostedRoot<Content: View>: View {
  let root: State<Content>

  /// The root view.
  public var body: Content { root.wrappedValue }
}

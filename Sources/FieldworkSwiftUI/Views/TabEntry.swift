/// One tab of a tab view's content: where it goes, what selects it, and how to place it.
struct TabEntry {
  let key: ChildKey
  let tag: AnyHashable?
  let place: @MainActor (inout RenderContext, ChildKey, EnvironmentValues) -> Void
}

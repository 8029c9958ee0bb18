/// What a ``ScrollViewReader`` gives its content: a way to scroll to a view by its id.
public struct ScrollViewProxy {
  let record: ScrollRecord

  /// Scrolls to the view whose id is `id` (a `ForEach` row's, or an `.id(_:)`), placing it
  /// at `anchor`; recorded, as nothing scrolls here.
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    record.target = (AnyHashable(id), anchor)
  }
}

/// Where a reader's proxy last scrolled to: a class, so that the proxy a body captured
/// writes where inspection reads.
final class ScrollRecord {
  var target: (id: AnyHashable, anchor: UnitPoint?)?
}

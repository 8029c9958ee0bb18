/// One tab of a tab view's content: where it goes, what selects it, and how to place it.
struct TabEntry {
  let key: ChildKey
  let tag: AnyHashable?
  let place: @MainActor (inout RenderContext, ChildKey, EnvironmentValues) -> Void
}

/// The tabs of a tab view's content, in order, builder output and `ForEach` rows taken apart
/// as SwiftUI does.
@MainActor
struct TabList {
  private(set) var entries: [TabEntry] = []

  init<Content: View>(_ content: Content) {
    append(content, key: nil, implicitTag: nil)
  }

  mutating func append<V: View>(_ view: V, key: ChildKey?, implicitTag: AnyHashable?) {
    if let listing = V.self as? any TabListing.Type {
      func open<L: TabListing>(_: L.Type) {
        // `V` is `L`, opened: the cast cannot fail.
        L.appendTabs(of: view as! L, to: &self)
      }
      open(listing)
      return
    }
    let tag = (view as? any TabTraitReading)?.explicitTag ?? implicitTag
    entries.append(
      TabEntry(key: key ?? .position(entries.count), tag: tag) { context, key, environment in
        context.child(key, view, environment: environment)
      })
  }
}

/// A view that holds several tabs, or none: builder output, a `ForEach`, a condition.
@MainActor
protocol TabListing {
  static func appendTabs(of value: Self, to list: inout TabList)
}

/// A view whose modifiers may tag it: the tag is read from the view's value, before it
/// renders, so that the tab view knows which tab to show.
@MainActor
protocol TabTraitReading {
  var explicitTag: AnyHashable? { get }
}

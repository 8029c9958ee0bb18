extension InspectableView where Kind == ViewType.ScrollViewReader {
  /// The id the reader's proxy last scrolled to, and the anchor; `nil` before it scrolled.
  public func scrolledTo() throws -> (id: AnyHashable, anchor: UnitPoint?)? {
    try onMainActor {
      Unchecked((try liveNode().madeExtras?.modifierState?.memo as? ScrollRecord)?.target)
    }.value
  }
}

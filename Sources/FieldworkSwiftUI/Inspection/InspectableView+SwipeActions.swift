extension InspectableView {
  /// The swipe actions `.swipeActions(edge:)` put on `edge` of this view.
  public func swipeActions(edge: HorizontalEdge = .trailing) throws -> InspectableView<
    ViewType.ClassifiedView
  > {
    try onMainActor { try part(.swipeActions(edge)) }
  }
}

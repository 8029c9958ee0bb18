import Fieldwork

extension InspectableView {
  /// The visibility `.presentationDragIndicator(_:)` set on this view.
  public func presentationDragIndicator() throws -> Visibility {
    try onMainActor { try modifier(.presentationDragIndicator) }
  }

  /// The detents `.presentationDetents(_:)` set on this view.
  public func presentationDetents() throws -> Set<PresentationDetent> {
    try onMainActor { try modifier(.presentationDetents) }
  }
}

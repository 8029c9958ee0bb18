extension InspectableView where Kind == ViewType.EditButton {
  /// The edit mode the button turns on and off; `nil` when there is none above it.
  public func editMode() throws -> Binding<EditMode>? {
    try onMainActor { try liveNode().environment.editMode }
  }
}

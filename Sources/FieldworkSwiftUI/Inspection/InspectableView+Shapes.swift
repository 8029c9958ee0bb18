extension InspectableView where Kind == ViewType.Shape {
  /// The shape's outline in `rect`, as ViewInspector's `path(in:)`.
  public func path(in rect: CGRect) throws -> Path {
    try onMainActor {
      guard let shape = try liveNode().viewValue as? any Shape else {
        throw InspectionError.typeMismatch(factual: typeNameForErrors, expected: "Shape")
      }
      return shape.path(in: rect)
    }
  }
}

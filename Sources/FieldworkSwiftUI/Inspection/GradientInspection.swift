extension InspectableView where Kind == ViewType.LinearGradient {
  /// The gradient's colours, as ViewInspector's `gradient()`.
  public func gradient() throws -> Gradient {
    try onMainActor { try linearGradient().gradient }
  }

  /// Where the first colour is.
  public func startPoint() throws -> UnitPoint {
    try onMainActor { try linearGradient().startPoint }
  }

  /// Where the last colour is.
  public func endPoint() throws -> UnitPoint {
    try onMainActor { try linearGradient().endPoint }
  }

  @MainActor private func linearGradient() throws -> LinearGradient {
    let value = try liveNode().viewValue
    guard let gradient = value as? LinearGradient else {
      throw InspectionError.typeMismatch(
        factual: String(describing: type(of: value)), expected: "LinearGradient")
    }
    return gradient
  }
}

extension InspectableView where Kind == ViewType.DisclosureGroup {
  /// Whether the content is shown.
  public func isExpanded() throws -> Bool {
    try onMainActor { try control().expansion(of: try liveNode()).wrappedValue }
  }

  /// Shows the content, as a tap on the collapsed label does, in one update batch.
  public func expand() throws { try setExpanded(true) }

  /// Hides the content, as a tap on the expanded label does, in one update batch.
  public func collapse() throws { try setExpanded(false) }

  /// The group's label.
  public func labelView() throws -> InspectableView<ViewType.ClassifiedView> {
    try onMainActor { try part(.label) }
  }

  private func setExpanded(_ expanded: Bool) throws {
    try onMainActor {
      let node = try liveNode()
      let binding = try control().expansion(of: node)
      guard node.isResponsive else {
        throw unresponsive("DisclosureGroup", node)
      }
      graph.perform { binding.wrappedValue = expanded }
    }
  }

  @MainActor private func control() throws -> any DisclosureControl {
    guard let control = try liveNode().viewValue as? any DisclosureControl else {
      throw InspectionError.typeMismatch(factual: typeNameForErrors, expected: "DisclosureGroup")
    }
    return control
  }
}

extension InspectableView {
  /// Pulls the view to refresh it: runs the refresh `.refreshable` set on it (or above it)
  /// and waits for it to finish, as the spinner does. Throws when there is none.
  public func refresh() async throws {
    let action = try await MainActor.run { () throws -> RefreshAction in
      let node = try liveNode()
      if let own = node.attribute(.refreshable) { return own }
      if let above = node.environment.refresh { return above }
      throw InspectionError.modifierNotFound(
        parent: typeNameForErrors, modifier: "refreshable", index: 0)
    }
    await action()
  }
}

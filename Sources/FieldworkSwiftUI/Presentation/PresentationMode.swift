/// Whether a view is presented, and how to dismiss it, as SwiftUI's `PresentationMode`.
public struct PresentationMode: Sendable {
  /// Whether the view is presented.
  public let isPresented: Bool
  let dismissAction: DismissAction

  /// Dismisses the presentation.
  @MainActor public mutating func dismiss() { dismissAction() }
}

/// What a ``Representable`` sees while its view is made or updated, as SwiftUI's
/// `UIViewRepresentableContext`.
@MainActor
public struct RepresentableContext<Content: Representable> {
  /// The coordinator made by ``Representable/makeCoordinator()``.
  public let coordinator: Content.Coordinator
  /// The environment of the host, including ``EnvironmentValues/isEnabled``.
  public let environment: EnvironmentValues
  /// The transaction of the write that caused this update (a fresh one on the first update).
  public let transaction: Transaction

  /// Creates a context. Hosts make these; tests of a single `updateView` may too.
  public init(
    coordinator: Content.Coordinator,
    environment: EnvironmentValues = EnvironmentValues(),
    transaction: Transaction = Transaction()
  ) {
    self.coordinator = coordinator
    self.environment = environment
    self.transaction = transaction
  }
}

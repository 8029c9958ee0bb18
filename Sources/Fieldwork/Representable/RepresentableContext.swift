/// What a ``Representable`` sees while its view is made or updated, as SwiftUI's
/// `UIViewRepresentableContext`.
@MainActor @preconcurrency
public struct RepresentableContext<Content: Representable> {
  /// The coordinator made by ``Representable/makeCoordinator()``.
  public let coordinator: Content.Coordinator
  /// The environment of the host, including ``EnvironmentValues/isEnabled``.
  public let environment: EnvironmentValues
  /// The transaction of the write that caused this update (a fresh one on the first update).
  public let transaction: Transaction

  /// Sends a diagnostic to the host's ``RepresentableHost/diagnosticHandler``.
  let reportDiagnostic: (UpdateDiagnostic) -> Void

  /// Creates a context. Hosts make these; tests of a single `updateView` may too.
  ///
  /// - Parameters:
  ///   - coordinator: The coordinator.
  ///   - environment: The environment.
  ///   - transaction: The transaction of the change.
  ///   - diagnosticHandler: Receives problems `updateView` worked around (a selection
  ///     binding out of range, say); by default they are printed to standard error.
  public init(
    coordinator: Content.Coordinator,
    environment: EnvironmentValues = EnvironmentValues(),
    transaction: Transaction = Transaction(),
    diagnosticHandler: @escaping (UpdateDiagnostic) -> Void = UpdateDiagnostic
      .printToStandardError
  ) {
    self.coordinator = coordinator
    self.environment = environment
    self.transaction = transaction
    self.reportDiagnostic = diagnosticHandler
  }

  /// Reports a problem `updateView` worked around to the host's diagnostic handler.
  public func report(_ diagnostic: UpdateDiagnostic) {
    reportDiagnostic(diagnostic)
  }
}

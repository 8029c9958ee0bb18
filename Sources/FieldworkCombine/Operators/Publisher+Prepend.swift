extension Publisher {
  /// Puts `values` before this publisher's values, as Combine's `prepend(_:)`.
  public func prepend(_ values: Output...) -> AnyPublisher<Output, Failure> {
    values.publisher.setFailureType(to: Failure.self).append(self)
  }

  /// Follows this publisher's values with `other`'s, once this one finishes.
  func append<P: Publisher>(_ other: P) -> AnyPublisher<Output, Failure>
  where P.Output == Output, P.Failure == Failure {
    let first = self
    return Publishers.Sequence<[AnyPublisher<Output, Failure>], Failure>(sequence: [
      first.eraseToAnyPublisher(), other.eraseToAnyPublisher(),
    ])
    .flatMap(maxPublishers: .max(1)) { $0 }
    .eraseToAnyPublisher()
  }
}

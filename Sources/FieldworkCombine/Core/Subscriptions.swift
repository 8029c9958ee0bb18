/// Subscriptions that Combine provides, as Combine's `Subscriptions`.
public enum Subscriptions {
  /// A subscription that delivers nothing and whose cancel does nothing: what a publisher
  /// that completes at once gives its subscriber first.
  public static var empty: any Subscription { EmptySubscription.shared }
}

/// The subscription ``Subscriptions/empty`` returns.
final class EmptySubscription: Subscription, CustomStringConvertible, Sendable {
  static let shared = EmptySubscription()
  func request(_ demand: Subscribers.Demand) {}
  func cancel() {}
  var description: String { "Empty" }
}

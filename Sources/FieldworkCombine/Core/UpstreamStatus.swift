/// Where a subscriber stands with its upstream, as Combine's operators keep it: waiting for
/// the subscription, holding it, or finished (completed or cancelled).
///
/// Combine takes one subscription: a second, or one that arrives after the end, is
/// cancelled. The mutating members run inside the owner's lock; what they hand back (an
/// upstream to cancel or ask for more) is called outside it.
enum UpstreamStatus {
  case awaitingSubscription
  case subscribed(any Subscription)
  case terminal

  /// Holds `subscription` if it is the first; `false` when the caller must cancel it.
  mutating func accept(_ subscription: any Subscription) -> Bool {
    guard case .awaitingSubscription = self else { return false }
    self = .subscribed(subscription)
    return true
  }

  /// The upstream, while it is held.
  var subscription: (any Subscription)? {
    if case .subscribed(let upstream) = self { return upstream }
    return nil
  }

  /// Whether the upstream is held: values and a completion count only then.
  var isSubscribed: Bool { subscription != nil }

  /// Ends the link, returning the upstream it held (for the caller to cancel), if any.
  mutating func terminate() -> (any Subscription)? {
    defer { self = .terminal }
    return subscription
  }
}

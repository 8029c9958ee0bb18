/// The link between a publisher and one of its subscribers, as Combine's `Subscription`:
/// the subscriber asks it for values and cancels it.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
  /// Asks for `demand` more values. Demand adds up; `.unlimited` stays unlimited.
  func request(_ demand: Subscribers.Demand)
}

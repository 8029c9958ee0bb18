internal import FieldworkSupport
import Foundation

/// A publisher that starts only when told, as Combine's `ConnectablePublisher`: a timer, a
/// multicast.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
  /// Starts delivering; cancel the result to stop.
  func connect() -> any Cancellable
}

extension ConnectablePublisher {
  /// This publisher, connected when the first subscriber arrives and disconnected when the
  /// last one leaves, as Combine's `autoconnect()`.
  public func autoconnect() -> Publishers.Autoconnect<Self> {
    Publishers.Autoconnect(upstream: self)
  }
}

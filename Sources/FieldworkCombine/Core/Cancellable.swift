/// Something that can be cancelled, as Combine's `Cancellable`: cancelling frees what it
/// holds and stops what it started.
public protocol Cancellable {
  /// Stops the work and frees its resources. Calling it again does nothing.
  func cancel()
}

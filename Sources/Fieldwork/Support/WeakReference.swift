/// A weak reference held in a value: a closure that captures one as a constant reads the
/// object without the run-time exclusivity check a captured `weak var` costs.
struct WeakReference<Object: AnyObject> {
  /// The object, or `nil` once it has been released.
  weak var object: Object?

  init(_ object: Object) {
    self.object = object
  }
}

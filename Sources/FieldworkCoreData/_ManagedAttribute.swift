import Foundation

/// A type a managed object's `@Managed` property can have: the Swift types of Core Data's
/// attribute types. Not for your own types; the accessors `@Managed` writes use it.
public protocol _ManagedAttribute {
  /// The value as the store keeps it.
  var _managedValue: ManagedValue { get }
  /// The Swift value of a stored value, or `nil` when it is of another kind (an attribute
  /// whose type changed since it was saved).
  init?(_managedValue value: ManagedValue)
  /// What a non-optional property reads before anything was written to it: zero, false, an
  /// empty string or data, the reference date, the nil UUID, the URL `about:blank`.
  static var _managedDefault: Self { get }
}

import Foundation

/// An integer attribute: Integer 16, 32 or 64, or `Int`.
public protocol _ManagedInteger: _ManagedAttribute, FixedWidthInteger {}

extension _ManagedInteger {
  /// The value as the store keeps it.
  public var _managedValue: ManagedValue { .integer(Int64(self)) }
  /// The stored integer, when it fits this type (a Boolean reads as 0 or 1, a double is
  /// truncated as `NSNumber` does), or `nil`.
  public init?(_managedValue value: ManagedValue) {
    switch value {
    case .integer(let integer): self.init(exactly: integer)
    case .bool(let bool): self = bool ? 1 : 0
    case .double(let double):
      guard double.isFinite else { return nil }
      self.init(exactly: double.rounded(.towardZero))
    default: return nil
    }
  }
  /// Zero.
  public static var _managedDefault: Self { 0 }
}

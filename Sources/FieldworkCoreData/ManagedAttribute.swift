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

extension String: _ManagedAttribute {
  /// The value as the store keeps it.
  public var _managedValue: ManagedValue { .string(self) }
  /// The stored string, or `nil` for any other kind.
  public init?(_managedValue value: ManagedValue) {
    guard case .string(let string) = value else { return nil }
    self = string
  }
  /// The empty string.
  public static var _managedDefault: String { "" }
}

extension Bool: _ManagedAttribute {
  /// The value as the store keeps it.
  public var _managedValue: ManagedValue { .bool(self) }
  /// The stored Boolean (an integer reads as `true` when it is not zero), or `nil`.
  public init?(_managedValue value: ManagedValue) {
    switch value {
    case .bool(let bool): self = bool
    case .integer(let integer): self = integer != 0
    default: return nil
    }
  }
  /// `false`.
  public static var _managedDefault: Bool { false }
}

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

extension Int: _ManagedInteger {}
extension Int16: _ManagedInteger {}
extension Int32: _ManagedInteger {}
extension Int64: _ManagedInteger {}

extension Double: _ManagedAttribute {
  /// The value as the store keeps it.
  public var _managedValue: ManagedValue { .double(self) }
  /// The stored number, or `nil`.
  public init?(_managedValue value: ManagedValue) {
    switch value {
    case .double(let double): self = double
    case .integer(let integer): self = Double(integer)
    default: return nil
    }
  }
  /// Zero.
  public static var _managedDefault: Double { 0 }
}

extension Float: _ManagedAttribute {
  /// The value as the store keeps it.
  public var _managedValue: ManagedValue { .double(Double(self)) }
  /// The stored number, or `nil`.
  public init?(_managedValue value: ManagedValue) {
    guard let double = Double(_managedValue: value) else { return nil }
    self = Float(double)
  }
  /// Zero.
  public static var _managedDefault: Float { 0 }
}

extension Decimal: _ManagedAttribute {
  /// The value as the store keeps it (a double: this store keeps no decimal type).
  public var _managedValue: ManagedValue { .double(NSDecimalNumber(decimal: self).doubleValue) }
  /// The stored number, or `nil`.
  public init?(_managedValue value: ManagedValue) {
    switch value {
    case .double(let double): self = Decimal(double)
    case .integer(let integer): self = Decimal(integer)
    default: return nil
    }
  }
  /// Zero.
  public static var _managedDefault: Decimal { 0 }
}

extension Date: _ManagedAttribute {
  /// The value as the store keeps it.
  public var _managedValue: ManagedValue { .date(self) }
  /// The stored date, or `nil`.
  public init?(_managedValue value: ManagedValue) {
    guard case .date(let date) = value else { return nil }
    self = date
  }
  /// The reference date, 1 January 2001.
  public static var _managedDefault: Date { Date(timeIntervalSinceReferenceDate: 0) }
}

extension UUID: _ManagedAttribute {
  /// The value as the store keeps it.
  public var _managedValue: ManagedValue { .uuid(self) }
  /// The stored UUID, or `nil`.
  public init?(_managedValue value: ManagedValue) {
    guard case .uuid(let uuid) = value else { return nil }
    self = uuid
  }
  /// The nil UUID, all zeros.
  public static var _managedDefault: UUID {
    UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
  }
}

extension Data: _ManagedAttribute {
  /// The value as the store keeps it.
  public var _managedValue: ManagedValue { .data(self) }
  /// The stored bytes, or `nil`.
  public init?(_managedValue value: ManagedValue) {
    guard case .data(let data) = value else { return nil }
    self = data
  }
  /// No bytes.
  public static var _managedDefault: Data { Data() }
}

extension URL: _ManagedAttribute {
  /// The value as the store keeps it.
  public var _managedValue: ManagedValue { .url(self) }
  /// The stored URL, or `nil`.
  public init?(_managedValue value: ManagedValue) {
    guard case .url(let url) = value else { return nil }
    self = url
  }
  /// `about:blank`.
  public static var _managedDefault: URL { URL(string: "about:blank")! }
}

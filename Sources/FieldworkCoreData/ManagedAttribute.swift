import Foundation

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

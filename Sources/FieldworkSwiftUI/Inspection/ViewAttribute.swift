/// A value a modifier or a view's parameter set, kept for a test to read: `padding: 8`,
/// `font: headline`, `accessibilityIdentifier: "save"`.
public struct ViewAttribute: CustomStringConvertible {
  /// The modifier's (or parameter's) name.
  public let name: String
  /// The value, as set.
  public let value: Any

  /// An attribute recording `value` under `key`.
  init<Value>(_ key: AttributeKey<Value>, _ value: Value) {
    name = key.name
    self.value = value
  }

  /// The value, if this attribute is `key`'s.
  func value<Value>(for key: AttributeKey<Value>) -> Value? {
    name == key.name ? value as? Value : nil
  }

  /// `name: value`.
  public var description: String {
    "\(name): \(Self.describe(value))"
  }

  static func describe(_ value: Any) -> String {
    switch value {
    case let string as String: return string.debugDescription
    case let number as CGFloat: return EdgeInsets.format(number)
    case let number as Double: return EdgeInsets.format(CGFloat(number))
    case let type as TextContentType: return type.rawValue
    case let optional as OptionalDescribing: return optional.describedValue
    default: return String(describing: value)
    }
  }
}

extension Array where Element == ViewAttribute {
  /// The value of the last of these attributes that is `key`'s.
  func last<Value>(_ key: AttributeKey<Value>) -> Value? {
    for attribute in reversed() {
      if let value = attribute.value(for: key) { return value }
    }
    return nil
  }
}

/// Lets an attribute's optional value print as its value or `nil`.
protocol OptionalDescribing {
  var describedValue: String { get }
}

extension Optional: OptionalDescribing {
  var describedValue: String {
    switch self {
    case .some(let value): ViewAttribute.describe(value)
    case .none: "nil"
    }
  }
}

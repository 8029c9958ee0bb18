/// A value a modifier or a view's parameter set, kept for a test to read: `padding: 8`,
/// `font: headline`, `accessibilityIdentifier: "save"`.
public struct ViewAttribute: CustomStringConvertible {
  /// The modifier's (or parameter's) name.
  public let name: String
  /// The value, as set.
  public let value: Any

  init(_ name: String, _ value: Any) {
    self.name = name
    self.value = value
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
    case let optional as OptionalDescribing: return optional.describedValue
    default: return String(describing: value)
    }
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

import Foundation

/// A value a managed object's attribute holds, as Core Data's stores keep it: one case per
/// attribute type, so that it can be compared, saved to a file and read back as the type the
/// property declares.
public enum ManagedValue: Sendable, Hashable {
  /// A string attribute.
  case string(String)
  /// An integer attribute (Integer 16, 32 or 64).
  case integer(Int64)
  /// A floating-point attribute (Double, Float or Decimal).
  case double(Double)
  /// A Boolean attribute.
  case bool(Bool)
  /// A date attribute.
  case date(Date)
  /// A UUID attribute.
  case uuid(UUID)
  /// A binary data attribute.
  case data(Data)
  /// A URI attribute.
  case url(URL)

  /// The value as Swift sees it: `String`, `Int64`, `Double`, `Bool`, `Date`, `UUID`, `Data`
  /// or `URL`.
  public var anyValue: Any {
    switch self {
    case .string(let value): value
    case .integer(let value): value
    case .double(let value): value
    case .bool(let value): value
    case .date(let value): value
    case .uuid(let value): value
    case .data(let value): value
    case .url(let value): value
    }
  }

  /// The value of a Swift value of one of the attribute types, or `nil` for any other
  /// type. Integers of every width, `Float` and `Decimal` are accepted.
  public init?(_ value: Any) {
    switch value {
    case let value as ManagedValue: self = value
    case let value as any _ManagedAttribute: self = value._managedValue
    case let value as NSNumber:
      // Its type encoding says what it was made from: a Bool, a floating-point number or
      // an integer.
      switch String(cString: value.objCType) {
      case "c", "B": self = .bool(value.boolValue)
      case "f", "d": self = .double(value.doubleValue)
      default: self = .integer(value.int64Value)
      }
    case let value as NSString: self = .string(value as String)
    case let value as NSDate: self = .date(value as Date)
    default: return nil
    }
  }

  /// How two values of one attribute order: numbers by value (an integer and a double
  /// compare), strings by their characters, dates in time; `nil` when they do not order
  /// (different kinds, or a kind without an order).
  func compare(_ other: ManagedValue) -> ComparisonResult? {
    func order<T: Comparable>(_ left: T, _ right: T) -> ComparisonResult {
      left < right ? .orderedAscending : right < left ? .orderedDescending : .orderedSame
    }
    switch (self, other) {
    case (.string(let left), .string(let right)): return order(left, right)
    case (.integer(let left), .integer(let right)): return order(left, right)
    case (.double(let left), .double(let right)): return order(left, right)
    case (.integer(let left), .double(let right)): return order(Double(left), right)
    case (.double(let left), .integer(let right)): return order(left, Double(right))
    case (.bool(let left), .bool(let right)): return order(left ? 1 : 0, right ? 1 : 0)
    case (.bool(let left), .integer(let right)): return order(left ? 1 : 0, right)
    case (.integer(let left), .bool(let right)): return order(left, right ? 1 : 0)
    case (.date(let left), .date(let right)): return order(left, right)
    case (.uuid(let left), .uuid(let right)): return order(left.uuidString, right.uuidString)
    case (.url(let left), .url(let right)): return order(left.absoluteString, right.absoluteString)
    case (.data(let left), .data(let right)):
      return left == right ? .orderedSame : order(left.count, right.count)
    default: return nil
    }
  }
}

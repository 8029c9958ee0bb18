/// How strongly a layout rule holds, as UIKit's `UILayoutPriority`.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  /// The priority, 1...1000.
  public var rawValue: Float
  /// Creates a priority.
  public init(rawValue: Float) { self.rawValue = rawValue }
  /// Creates a priority.
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  /// Must hold.
  public static let required = UILayoutPriority(1000)
  /// The default priority of a view's resistance to shrinking.
  public static let defaultHigh = UILayoutPriority(750)
  /// The default priority of a view's resistance to growing.
  public static let defaultLow = UILayoutPriority(250)
  /// The priority that makes a view fit its content.
  public static let fittingSizeLevel = UILayoutPriority(50)

  /// Orders priorities by value.
  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
  /// A priority raised by `rhs`.
  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue + rhs)
  }
  /// A priority lowered by `rhs`.
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue - rhs)
  }
}

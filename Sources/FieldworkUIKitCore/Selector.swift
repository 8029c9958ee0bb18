/// A method name, as the Objective-C runtime's `Selector`: Linux has no such runtime, so
/// `#selector(…)` does not compile; pass `nil` (as for a flexible space), or use the
/// `UIAction` initializers. Kept by name for code that builds one from a string.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The method's name.
  public let name: String
  /// The selector named `name`.
  public init(_ name: String) { self.name = name }
  /// The selector named `value`.
  public init(stringLiteral value: String) { name = value }

  /// UIKit's `paste(_:)` edit action.
  public static let paste = Selector("paste:")
  /// UIKit's `selectAll(_:)` edit action.
  public static let selectAll = Selector("selectAll:")
  /// UIKit's `copy(_:)` edit action.
  public static let copy = Selector("copy:")
  /// UIKit's `cut(_:)` edit action.
  public static let cut = Selector("cut:")
}

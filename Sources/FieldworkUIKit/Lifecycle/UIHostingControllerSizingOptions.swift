/// How a hosting controller sizes itself, as SwiftUI's `UIHostingControllerSizingOptions`.
public struct UIHostingControllerSizingOptions: OptionSet, Hashable, Sendable {
  /// The options' bits.
  public let rawValue: Int

  /// Options of `rawValue`.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Keeps `preferredContentSize` at the content's ideal size.
  public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1)
  /// Keeps the content's intrinsic size as the view's.
  public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 2)
}

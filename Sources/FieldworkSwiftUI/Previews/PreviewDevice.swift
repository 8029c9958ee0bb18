/// A device to preview on, as SwiftUI's `PreviewDevice`.
public struct PreviewDevice: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The device's name.
  public let rawValue: String

  /// The device named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The device named `value`.
  public init(stringLiteral value: String) { rawValue = value }
}

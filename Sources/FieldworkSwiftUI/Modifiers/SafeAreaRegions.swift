/// Regions of the safe area, as SwiftUI's `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
  /// The raw value.
  public let rawValue: UInt
  /// Regions from a raw value.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The container's.
  public static let container = SafeAreaRegions(rawValue: 1)
  /// The keyboard's.
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  /// Both.
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

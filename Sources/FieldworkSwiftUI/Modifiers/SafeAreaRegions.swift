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

/// How scrolling dismisses the keyboard, as SwiftUI's `ScrollDismissesKeyboardMode`.
public enum ScrollDismissesKeyboardMode: String, Hashable, Sendable {
  /// As the system decides.
  case automatic
  /// As soon as scrolling starts.
  case immediately
  /// As the scroll drags past it.
  case interactively
  /// Never.
  case never
}

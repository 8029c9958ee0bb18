/// How a scroll view bounces at its ends, as SwiftUI's `ScrollBounceBehavior`. Kept.
public struct ScrollBounceBehavior: Hashable, Sendable, CustomStringConvertible {
  /// The behaviour's name.
  public let description: String
  /// The platform's choice.
  public static let automatic = ScrollBounceBehavior(description: "automatic")
  /// Always bounces.
  public static let always = ScrollBounceBehavior(description: "always")
  /// Bounces only when the content is larger than the view.
  public static let basedOnSize = ScrollBounceBehavior(description: "basedOnSize")
}

/// The general pasteboard, as UIKit's `UIPasteboard`: a string that pastes read.
@MainActor
public final class UIPasteboard {
  /// The pasteboard every app shares.
  public static let general = UIPasteboard()

  /// The string on the pasteboard.
  public var string: String?

  /// Whether the pasteboard holds a string.
  public var hasStrings: Bool { string != nil }

  init() {}
}

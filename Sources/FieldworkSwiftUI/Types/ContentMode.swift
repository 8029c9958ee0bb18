/// How content fills a frame, as SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, Sendable, CaseIterable {
  /// Fits inside, keeping its aspect ratio.
  case fit
  /// Fills it, keeping its aspect ratio.
  case fill
}

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

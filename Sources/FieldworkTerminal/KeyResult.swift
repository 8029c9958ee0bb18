#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a screen wants after handling a key.
public enum KeyResult: Sendable {
  /// Keep running (redraw).
  case handled
  /// The screen did not use the key.
  case ignored
  /// End the session.
  case quit
}

/// An orientation of a device, as SwiftUI's `InterfaceOrientation`.
public enum InterfaceOrientation: String, Hashable, Sendable, CaseIterable {
  /// Upright.
  case portrait
  /// Upside down.
  case portraitUpsideDown
  /// Turned so its top is on the left.
  case landscapeLeft
  /// Turned so its top is on the right.
  case landscapeRight
}

/// Whether the views below are being edited, as SwiftUI's `EditMode`: a list in edit mode
/// shows its rows' delete and move controls.
public enum EditMode: Hashable, Sendable {
  /// Not editing.
  case inactive
  /// Editing for a moment (a swipe to delete).
  case transient
  /// Editing.
  case active

  /// Whether this is `.active` or `.transient`.
  public var isEditing: Bool { self != .inactive }
}

/// The name of a part a view or modifier places under itself (a section's `header`, a
/// `.background { }`, an alert's `actions`): the key of the part's node among its parent's
/// children, and what inspection finds the part by. Declared here once, as attribute keys
/// are, so a misspelt part does not compile; `rawValue` is what the printed tree shows.
struct PartName: Hashable, Sendable, CustomStringConvertible {
  /// The name the printed tree shows.
  let rawValue: String

  /// The part called `rawValue`.
  init(_ rawValue: String) { self.rawValue = rawValue }

  var description: String { rawValue }

  // A control's label and the texts around it.
  static let label = PartName("label")
  static let labelView = PartName("labelView")
  static let title = PartName("title")
  static let prompt = PartName("prompt")
  static let icon = PartName("icon")
  static let message = PartName("message")
  // A section's.
  static let header = PartName("header")
  static let footer = PartName("footer")
  // What modifiers place.
  static let background = PartName("background")
  static let overlay = PartName("overlay")
  static let mask = PartName("mask")
  static let safeAreaInset = PartName("safeAreaInset")
  static let toolbar = PartName("toolbar")
  static let navigationBarItems = PartName("navigationBarItems")
  static let listRowBackground = PartName("listRowBackground")
  static let contextMenu = PartName("contextMenu")
  static let contextMenuPreview = PartName("contextMenuPreview")
  static let tabItem = PartName("tabItem")
  static let search = PartName("search")
  static let accessibilityActions = PartName("accessibilityActions")
  // Navigation and presentation.
  static let destination = PartName("destination")
  static let navigationDestination = PartName("navigationDestination")
  static let actions = PartName("actions")
  static let primaryButton = PartName("primaryButton")
  static let secondaryButton = PartName("secondaryButton")

  /// Whether this is a row's swipe actions, on either edge.
  var isSwipeActions: Bool { rawValue.hasPrefix("swipeActions.") }

  /// The swipe actions on `edge` of a row.
  static func swipeActions(_ edge: HorizontalEdge) -> PartName {
    PartName("swipeActions.\(edge)")
  }
}

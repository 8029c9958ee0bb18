/// The kinds of presentation.
enum PresentationKind: String, Sendable {
  case sheet, fullScreenCover, popover, alert, actionSheet, confirmationDialog

  /// Whether at most one of this kind shows at a time, screen-wide: an alert asked for while
  /// another alert is up is not shown, as in SwiftUI.
  var isExclusive: Bool { self == .alert }

  /// The view kind of what the presentation shows.
  var viewKind: ViewKind {
    switch self {
    case .sheet: .sheet
    case .fullScreenCover: .fullScreenCover
    case .popover: .popover
    case .alert: .alert
    case .actionSheet: .actionSheet
    case .confirmationDialog: .confirmationDialog
    }
  }
}

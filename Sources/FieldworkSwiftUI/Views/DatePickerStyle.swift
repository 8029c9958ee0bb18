import Foundation

/// How a date picker looks, as SwiftUI's `DatePickerStyle`: kept by name.
public protocol DatePickerStyle: Sendable {
  /// The style's name.
  var styleName: String { get }
}

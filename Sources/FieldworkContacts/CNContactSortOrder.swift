import Fieldwork
import Foundation

/// How contacts are ordered.
public enum CNContactSortOrder: Int, Sendable {
  /// The store's order.
  case none
  /// The person's setting: given name first.
  case userDefault
  /// By given name, then family name.
  case givenName
  /// By family name, then given name.
  case familyName
}

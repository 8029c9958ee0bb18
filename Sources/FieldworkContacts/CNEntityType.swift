import Fieldwork
import Foundation

/// What contacts are: the one entity type.
public enum CNEntityType: Int, Sendable {
  /// Contacts.
  case contacts
}

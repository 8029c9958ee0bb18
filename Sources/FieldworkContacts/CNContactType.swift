import Fieldwork
import Foundation

/// Whether a contact is a person or an organisation.
public enum CNContactType: Int, Sendable {
  /// A person.
  case person
  /// An organisation.
  case organization
}

import Foundation

/// The order of a contact's given and family names, as Contacts' `CNContactDisplayNameOrder`.
public enum CNContactDisplayNameOrder: Int, Sendable {
  /// The person's own setting.
  case userDefault = 0
  /// The given name first: "Ada Lovelace".
  case givenNameFirst = 1
  /// The family name first: "山田太郎".
  case familyNameFirst = 2
}

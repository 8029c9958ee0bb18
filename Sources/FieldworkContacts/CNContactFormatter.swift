import Foundation

/// Writes a contact's name as a person reads it, as Contacts' `CNContactFormatter`.
public final class CNContactFormatter: Formatter, @unchecked Sendable {
  // Sound to share: its one setting, `style`, is set before use, as with Apple's.

  /// How much of the name to write.
  public enum Style: Int, Sendable {
    /// Prefix, given, middle and family names, and suffix.
    case fullName
    /// The phonetic name (empty: Fieldwork keeps no phonetic names).
    case phoneticFullName
  }

  /// The style ``string(from:)`` writes.
  public var style: Style = .fullName

  /// The name of `contact` in `style`: "Dr. Ada Lovelace"; the organisation for an
  /// organisation; `nil` when there is no name.
  public static func string(from contact: CNContact, style: Style) -> String? {
    guard style == .fullName else { return nil }
    let values = contact.values
    if values.contactType == .organization, !values.organizationName.isEmpty {
      return values.organizationName
    }
    let parts = [
      values.namePrefix, values.givenName, values.middleName, values.familyName,
      values.nameSuffix,
    ].filter { !$0.isEmpty }
    if parts.isEmpty { return values.organizationName.isEmpty ? nil : values.organizationName }
    return parts.joined(separator: " ")
  }

  /// The name of `contact` in this formatter's style.
  public func string(from contact: CNContact) -> String? {
    Self.string(from: contact, style: style)
  }

  /// The name of a contact, for `Formatter`'s API.
  public override func string(for obj: Any?) -> String? {
    (obj as? CNContact).flatMap(string(from:))
  }

  /// The keys a style reads: fetch them with the contacts you format.
  public static func descriptorForRequiredKeys(for style: Style) -> any CNKeyDescriptor {
    ContactKeys(keys: [
      CNContactNamePrefixKey, CNContactGivenNameKey, CNContactMiddleNameKey,
      CNContactFamilyNameKey, CNContactNameSuffixKey, CNContactOrganizationNameKey,
      CNContactTypeKey,
    ])
  }
}

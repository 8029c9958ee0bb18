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
    let names =
      nameOrder(for: contact) == .familyNameFirst
      ? [values.familyName, values.middleName, values.givenName]
      : [values.givenName, values.middleName, values.familyName]
    let parts = ([values.namePrefix] + names + [values.nameSuffix]).filter { !$0.isEmpty }
    if parts.isEmpty { return values.organizationName.isEmpty ? nil : values.organizationName }
    return parts.joined(separator: delimiter(for: contact))
  }

  /// The order `contact`'s name is written in, as Contacts decides it from the name's script:
  /// family name first for a name written in Chinese, Japanese or Korean ("山田太郎",
  /// "김민준"), given name first otherwise.
  public static func nameOrder(for contact: CNContact) -> CNContactDisplayNameOrder {
    isEastAsian(contact) ? .familyNameFirst : .givenNameFirst
  }

  /// What separates the parts of `contact`'s name: nothing for a name written in Chinese,
  /// Japanese or Korean, a space otherwise.
  public static func delimiter(for contact: CNContact) -> String {
    isEastAsian(contact) ? "" : " "
  }

  /// Whether the contact's given, middle and family names are written only in Han, kana or
  /// Hangul (and at least one is not empty).
  private static func isEastAsian(_ contact: CNContact) -> Bool {
    let values = contact.values
    let names = [values.givenName, values.middleName, values.familyName].filter { !$0.isEmpty }
    guard !names.isEmpty else { return false }
    return names.allSatisfy { name in
      name.unicodeScalars.allSatisfy { scalar in
        switch scalar.value {
        case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: true  // Hangul
        case 0x3040...0x309F, 0x30A0...0x30FF, 0x31F0...0x31FF: true  // kana
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F: true  // Han
        case 0x3005, 0x30FC: true  // 々 and ー
        default: false
        }
      }
    }
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

import FieldworkContacts

/// The address book as the app on a phone reads it: through `CNContactStore`, here backed by
/// a vCard file, with the keys the list shows. `contacts-search` reads its contacts this way.
public enum ContactStoreReader {
  /// The keys the screen shows and searches: the name as `CNContactFormatter` writes it,
  /// e-mails, phone numbers and the organisation.
  public static let keys: [any CNKeyDescriptor] = [
    CNContactFormatter.descriptorForRequiredKeys(for: .fullName),
    CNContactEmailAddressesKey as CNKeyDescriptor,
    CNContactPhoneNumbersKey as CNKeyDescriptor,
    CNContactOrganizationNameKey as CNKeyDescriptor,
  ]

  /// The contacts of the vCard file at `url`, in file order, and the lines the store skipped.
  ///
  /// - Throws: ``VCardError/unreadable(path:reason:)`` when there is no file (the store
  ///   reads a missing file as an empty address book, which its first save creates), and
  ///   `CNError` when access is denied or the file cannot be read.
  public static func contacts(in url: URL) throws -> (
    contacts: [VCardContact], warnings: [VCardWarning]
  ) {
    guard FileManager.default.fileExists(atPath: url.path) else {
      throw VCardError.unreadable(path: url.path, reason: "no such file")
    }
    let store = CNContactStore(vCardFileURL: url)
    var contacts: [VCardContact] = []
    try store.enumerateContacts(with: CNContactFetchRequest(keysToFetch: keys)) { contact, _ in
      contacts.append(
        VCardContact(
          name: CNContactFormatter.string(from: contact, style: .fullName) ?? "",
          emails: contact.emailAddresses.map { $0.value as String },
          phones: contact.phoneNumbers.map(\.value.stringValue),
          organization: contact.organizationName))
    }
    let warnings = store.lastReadWarnings.map { VCardWarning(line: $0.line, message: $0.message) }
    return (contacts, warnings)
  }
}

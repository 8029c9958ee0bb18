import ExampleSupport
import FieldworkUIKit
import Foundation
import Testing

/// `CNContactStore` reads the contacts-search example's bundled vCard as the example's own
/// parser does: the same contacts, in the same order, with the same names (as
/// `CNContactFormatter` writes them), phones, e-mails and organisations. This is what lets
/// the example read its contacts through the store.
@Suite struct ContactStoreReadsTheExamplesContactsTests {
  @Test func theStoreAndTheExamplesParserReadTheSameContacts() throws {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Examples/contacts-search/contacts.vcf").standardized.path
    let (parsed, _) = try VCardParser.load(path: path)
    let store = CNContactStore(vCardFileURL: URL(fileURLWithPath: path))
    let request = CNContactFetchRequest(keysToFetch: [
      CNContactFormatter.descriptorForRequiredKeys(for: .fullName),
      CNContactPhoneNumbersKey as CNKeyDescriptor, CNContactEmailAddressesKey as CNKeyDescriptor,
      CNContactOrganizationNameKey as CNKeyDescriptor,
    ])
    var read: [VCardContact] = []
    try store.enumerateContacts(with: request) { contact, _ in
      read.append(
        VCardContact(
          name: CNContactFormatter.string(from: contact, style: .fullName) ?? "",
          emails: contact.emailAddresses.map { $0.value as String },
          phones: contact.phoneNumbers.map(\.value.stringValue),
          organization: contact.organizationName))
    }
    #expect(read.count == 1158)
    #expect(read == parsed)
  }
}

import Foundation
import Testing

#if canImport(UIKit)
  import Contacts
  import SwiftUI
#else
  import FieldworkUIKit
#endif

/// Contacts' store over a vCard file, as Apple's documentation describes it
/// (developer.apple.com/documentation/contacts).
@Suite struct ContactStoreTests {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("fieldwork-contacts-\(UUID().uuidString)")

  func file(_ text: String) throws -> URL {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent("contacts.vcf")
    try Data(text.utf8).write(to: url)
    return url
  }

  let book = """
    BEGIN:VCARD\r
    VERSION:3.0\r
    N:Lovelace;Ada;King;Countess;\r
    FN:Ada Lovelace\r
    TEL;TYPE=CELL:+44 20 7946 0001\r
    TEL;TYPE=WORK,FAX:+44 20 7946 0002\r
    EMAIL;TYPE=INTERNET,HOME:ada@example.org\r
    ADR;TYPE=HOME:;;12 St James's Square;London;;SW1Y 4JH;United Kingdom\r
    BDAY:1815-12-10\r
    ORG:Analytical Engines;Research\r
    NOTE:Wrote the first program\\, in 1843.\r
    PHOTO;VALUE=URI:https://example.org/ada.jpg\r
    END:VCARD\r
    BEGIN:VCARD\r
    VERSION:4.0\r
    N:Hopper;Grace;;;\r
    FN:Grace Hopper\r
    TEL:+1 555 0100\r
    END:VCARD\r
    BEGIN:VCARD\r
    VERSION:3.0\r
    FN:Alan Turing\r
    this line has no colon\r
    END:VCARD\r

    """

  @Test func contactsAreReadWithEveryPropertyTheyHave() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = CNContactStore(vCardFileURL: try file(book))
    let keys =
      [
        CNContactGivenNameKey, CNContactFamilyNameKey, CNContactMiddleNameKey,
        CNContactNamePrefixKey,
        CNContactPhoneNumbersKey, CNContactEmailAddressesKey, CNContactPostalAddressesKey,
        CNContactBirthdayKey, CNContactOrganizationNameKey, CNContactDepartmentNameKey,
        CNContactNoteKey,
      ] as [CNKeyDescriptor]
    let request = CNContactFetchRequest(keysToFetch: keys)
    var contacts: [CNContact] = []
    try store.enumerateContacts(with: request) { contact, _ in contacts.append(contact) }
    #expect(contacts.map(\.givenName) == ["Ada", "Grace", "Alan Turing"])
    let ada = contacts[0]
    #expect((ada.namePrefix, ada.middleName, ada.familyName) == ("Countess", "King", "Lovelace"))
    #expect(ada.phoneNumbers.map(\.value.stringValue) == ["+44 20 7946 0001", "+44 20 7946 0002"])
    #expect(ada.phoneNumbers.map(\.label) == [CNLabelPhoneNumberMobile, CNLabelPhoneNumberWorkFax])
    #expect(
      CNLabeledValue<CNPhoneNumber>.localizedString(forLabel: CNLabelPhoneNumberMobile) == "mobile")
    #expect(ada.emailAddresses.first.map { String($0.value) } == "ada@example.org")
    #expect(ada.emailAddresses.first?.label == CNLabelHome)
    #expect(ada.postalAddresses.first?.value.city == "London")
    #expect(ada.postalAddresses.first?.value.postalCode == "SW1Y 4JH")
    #expect(ada.birthday == DateComponents(year: 1815, month: 12, day: 10))
    #expect((ada.organizationName, ada.departmentName) == ("Analytical Engines", "Research"))
    #expect(ada.note == "Wrote the first program, in 1843.")
    #expect(CNContactFormatter.string(from: ada, style: .fullName) == "Countess Ada King Lovelace")
    // The line it cannot read is skipped and reported; the rest of the card is kept.
    #expect(store.lastReadWarnings.map(\.line) == [23])
  }

  @Test func aNameInChineseJapaneseOrKoreanIsWrittenFamilyNameFirstWithoutASpace() {
    func contact(given: String, family: String) -> CNContact {
      let contact = CNMutableContact()
      contact.givenName = given
      contact.familyName = family
      return contact
    }
    let taro = contact(given: "太郎", family: "山田")
    let minjun = contact(given: "민준", family: "김")
    let ada = contact(given: "Ada", family: "Lovelace")
    let mixed = contact(given: "Ken", family: "渡辺")
    #expect(CNContactFormatter.string(from: taro, style: .fullName) == "山田太郎")
    #expect(CNContactFormatter.string(from: minjun, style: .fullName) == "김민준")
    #expect(CNContactFormatter.string(from: ada, style: .fullName) == "Ada Lovelace")
    #expect(CNContactFormatter.string(from: mixed, style: .fullName) == "Ken 渡辺")
    #expect(CNContactFormatter.nameOrder(for: taro) == .familyNameFirst)
    #expect(CNContactFormatter.nameOrder(for: ada) == .givenNameFirst)
    #expect(CNContactFormatter.delimiter(for: minjun) == "")
    #expect(CNContactFormatter.delimiter(for: ada) == " ")
  }

  @Test func enumeratingStopsWhenTheBlockSaysSo() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = CNContactStore(vCardFileURL: try file(book))
    var seen = 0
    try store.enumerateContacts(with: CNContactFetchRequest(keysToFetch: [])) { _, stop in
      seen += 1
      if seen == 2 { stop.pointee = true }
    }
    #expect(seen == 2)
  }

  @Test func anEnumerationWithAPredicateHandsOnOnlyTheContactsItMatches() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = CNContactStore(vCardFileURL: try file(book))
    let request = CNContactFetchRequest(keysToFetch: [CNContactFamilyNameKey as CNKeyDescriptor])
    request.predicate = CNContact.predicateForContacts(matchingName: "hop")
    var names: [String] = []
    try store.enumerateContacts(with: request) { contact, _ in names.append(contact.familyName) }
    #expect(names == ["Hopper"])
  }

  @Test func foldedLinesAndEveryKindOfLineEndAreRead() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    // A lone CR, a lone LF and CR LF, and a NOTE folded over three lines: unfolding takes the
    // line end and the one space or tab after it (RFC 6350 §3.2).
    let text =
      "BEGIN:VCARD\rVERSION:3.0\nN:Lovelace;Ada;;;\r\nNOTE:Wrote the\r\n  first\r\n\t program.\n"
      + "END:VCARD"
    let store = CNContactStore(vCardFileURL: try file(text))
    let ada = try store.unifiedContacts(
      matching: CNContact.predicateForContacts(matchingName: "ada"),
      keysToFetch: [CNContactNoteKey, CNContactFamilyNameKey] as [CNKeyDescriptor])
    #expect(ada.map(\.familyName) == ["Lovelace"])
    #expect(ada.first?.note == "Wrote the first program.")
    #expect(store.lastReadWarnings.isEmpty)
  }

  @Test func invalidUTF8IsReadWithAReplacementCharacterAndAWarning() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent("latin1.vcf")
    // "José" written in Latin-1, as an old export might: 0xE9 is no UTF-8.
    let bytes =
      Array("BEGIN:VCARD\r\nVERSION:3.0\r\nN:Mu".utf8) + [0xF1] + Array("oz;Jos".utf8) + [0xE9]
      + Array(";;;\r\nEND:VCARD\r\n".utf8)
    try Data(bytes).write(to: url)
    let store = CNContactStore(vCardFileURL: url)
    let contacts = try store.unifiedContacts(
      matching: NSPredicate(value: true),
      keysToFetch: [CNContactGivenNameKey, CNContactFamilyNameKey] as [CNKeyDescriptor])
    #expect(contacts.map(\.givenName) == ["Jos\u{FFFD}"])
    #expect(contacts.map(\.familyName) == ["Mu\u{FFFD}oz"])
    #expect(
      store.lastReadWarnings.map(\.description) == [
        "line 3: invalid UTF-8, read with U+FFFD in its place"
      ])
  }

  @Test func identifiersAreUUIDsAndALabeledValueKeepsItsOwnWhenChanged() {
    let contacts = (0..<3).map { _ in CNMutableContact() }
    #expect(Set(contacts.map(\.identifier)).count == 3)
    #expect(contacts.allSatisfy { UUID(uuidString: $0.identifier) != nil })
    let phone = CNLabeledValue(
      label: CNLabelPhoneNumberMobile, value: CNPhoneNumber(stringValue: "+1 555 0100"))
    let other = CNLabeledValue(
      label: CNLabelPhoneNumberMobile, value: CNPhoneNumber(stringValue: "+1 555 0100"))
    #expect(phone.identifier != other.identifier)
    let relabelled = phone.settingLabel(CNLabelWork)
    let renumbered = phone.settingValue(CNPhoneNumber(stringValue: "+1 555 0199"))
    #expect(relabelled.identifier == phone.identifier)
    #expect(relabelled.label == CNLabelWork)
    #expect(renumbered.identifier == phone.identifier)
    #expect(renumbered.value.stringValue == "+1 555 0199")
  }

  @Test func aNameSearchMatchesTheStartOfEachWordIgnoringCaseAndAccents() throws {
    let store = CNContactStore()
    let keys = [CNContactGivenNameKey, CNContactFamilyNameKey] as [CNKeyDescriptor]
    let jose = try store.unifiedContacts(
      matching: CNContact.predicateForContacts(matchingName: "jose mu"), keysToFetch: keys)
    #expect(jose.map(\.givenName) == ["José"])
    #expect(
      try store.unifiedContacts(
        matching: CNContact.predicateForContacts(matchingName: "ose"), keysToFetch: keys
      ).isEmpty)
  }

  @Test func aFetchRequestSortsByTheOrderItAsksFor() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = CNContactStore(vCardFileURL: try file(book))
    let request = CNContactFetchRequest(
      keysToFetch: [CNContactGivenNameKey, CNContactFamilyNameKey] as [CNKeyDescriptor])
    request.sortOrder = .familyName
    var names: [String] = []
    try store.enumerateContacts(with: request) { contact, _ in names.append(contact.familyName) }
    #expect(names == ["", "Hopper", "Lovelace"])
  }

  @Test func readingAPropertyThatWasNotFetchedIsReported() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = CNContactStore(vCardFileURL: try file(book))
    let contact = try store.unifiedContacts(
      matching: CNContact.predicateForContacts(matchingName: "Ada"),
      keysToFetch: [CNContactGivenNameKey as CNKeyDescriptor])[0]
    #expect(contact.isKeyAvailable(CNContactGivenNameKey))
    #expect(!contact.isKeyAvailable(CNContactPhoneNumbersKey))
    let reported = Locked<[String]>([])
    let previous = CNContact.propertyNotFetchedHandler
    CNContact.propertyNotFetchedHandler = { key in reported.withLock { $0.append(key) } }
    defer { CNContact.propertyNotFetchedHandler = previous }
    #expect(contact.phoneNumbers.isEmpty)
    #expect(reported.withLock { $0 } == [CNContactPhoneNumbersKey])
  }

  @Test func aDeniedStoreThrowsAndTellsTheHandler() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = CNContactStore(vCardFileURL: try file(book), access: .denied)
    let granted = Locked<Bool?>(nil)
    store.requestAccess(for: .contacts) { ok, _ in granted.withLock { $0 = ok } }
    #expect(granted.withLock { $0 } == false)
    await #expect(throws: CNError(.authorizationDenied, reason: "access to contacts was denied")) {
      try await store.requestAccess(for: .contacts)
    }
    #expect {
      try store.enumerateContacts(with: CNContactFetchRequest(keysToFetch: [])) { _, _ in }
    } throws: { ($0 as? CNError)?.code == .authorizationDenied }
  }

  @Test func aSaveRequestAddsUpdatesAndDeletesAndKeepsWhatItDoesNotModel() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = try file(book)
    let store = CNContactStore(vCardFileURL: url)
    let keys =
      [CNContactGivenNameKey, CNContactFamilyNameKey, CNContactPhoneNumbersKey] as [CNKeyDescriptor]

    let new = CNMutableContact()
    new.givenName = "Katherine"
    new.familyName = "Johnson"
    new.phoneNumbers = [
      CNLabeledValue(
        label: CNLabelPhoneNumberiPhone, value: CNPhoneNumber(stringValue: "+1 555 0199"))
    ]
    let request = CNSaveRequest()
    request.add(new, toContainerWithIdentifier: nil)
    let grace = try #require(
      try store.unifiedContacts(
        matching: CNContact.predicateForContacts(matchingName: "Grace"), keysToFetch: keys
      )
      .first?.mutableCopy() as? CNMutableContact)
    grace.familyName = "Murray Hopper"
    request.update(grace)
    let alan = try #require(
      try store.unifiedContacts(
        matching: CNContact.predicateForContacts(matchingName: "Alan"), keysToFetch: keys
      )
      .first?.mutableCopy() as? CNMutableContact)
    request.delete(alan)
    try store.execute(request)

    let names = try store.unifiedContacts(
      matching: NSPredicate(value: true), keysToFetch: keys
    ).map { "\($0.givenName) \($0.familyName)" }
    #expect(names == ["Ada Lovelace", "Grace Murray Hopper", "Katherine Johnson"])
    let text = try String(contentsOf: url, encoding: .utf8)
    // Lines Fieldwork does not model are written back as they were.
    #expect(text.contains("PHOTO;VALUE=URI:https://example.org/ada.jpg"))
    #expect(text.contains("TEL;TYPE=IPHONE:+1 555 0199"))
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)

    // Updating a contact that is gone is refused, and nothing is written.
    let again = CNSaveRequest()
    again.update(alan)
    #expect { try store.execute(again) } throws: { ($0 as? CNError)?.code == .recordDoesNotExist }
  }
}

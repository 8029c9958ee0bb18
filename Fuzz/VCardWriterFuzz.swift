/// Untrusted text as a vCard file, read into contacts and written back: nothing may trap,
/// the written file holds as many cards as were read, and reading it again gives the same
/// names, phone numbers and e-mail addresses.
enum VCardWriterFuzz {
  static func run(_ data: [UInt8]) {
    let text = String(decoding: data, as: UTF8.self)
    let contacts = VCardReader.read(text).cards.enumerated().map {
      VCardContacts.contact($1, index: $0)
    }
    let written = contacts.map(VCardContacts.card).joined()
    let again = VCardReader.read(written).cards.enumerated().map {
      VCardContacts.contact($1, index: $0)
    }
    guard again.count == contacts.count else {
      fatalError("invariant violated: \(contacts.count) contacts written, \(again.count) read back")
    }
    for (before, after) in zip(contacts, again) {
      guard before.givenName == after.givenName, before.familyName == after.familyName,
        before.phoneNumbers.map(\.value.stringValue) == after.phoneNumbers.map(\.value.stringValue),
        before.emailAddresses.map({ String($0.value) })
          == after.emailAddresses.map({ String($0.value) })
      else {
        fatalError(
          "invariant violated: a contact changed through a write and a read: "
            + "\(before.givenName)|\(before.familyName)|\(before.phoneNumbers.map(\.value.stringValue))|"
            + "\(before.emailAddresses.map { String($0.value) }) became "
            + "\(after.givenName)|\(after.familyName)|\(after.phoneNumbers.map(\.value.stringValue))|"
            + "\(after.emailAddresses.map { String($0.value) })")
      }
    }
  }
}

import Fieldwork
import Foundation

/// A contact you can change, as Contacts' `CNMutableContact`: saved with a
/// ``CNSaveRequest``.
open class CNMutableContact: CNContact, @unchecked Sendable {
  // Not thread-safe, as Apple's is not: the conformance is inherited from CNContact (a
  // subclass cannot drop it). Share a mutable contact only after its last change, or share
  // `copy()`.
  /// The name prefix.
  public override var namePrefix: String {
    get { super.namePrefix }
    set { values.namePrefix = newValue }
  }
  /// A person or an organisation.
  public override var contactType: CNContactType {
    get { super.contactType }
    set { values.contactType = newValue }
  }
  /// The given name.
  public override var givenName: String {
    get { super.givenName }
    set { values.givenName = newValue }
  }
  /// The middle name.
  public override var middleName: String {
    get { super.middleName }
    set { values.middleName = newValue }
  }
  /// The family name.
  public override var familyName: String {
    get { super.familyName }
    set { values.familyName = newValue }
  }
  /// The name suffix.
  public override var nameSuffix: String {
    get { super.nameSuffix }
    set { values.nameSuffix = newValue }
  }
  /// The nickname.
  public override var nickname: String {
    get { super.nickname }
    set { values.nickname = newValue }
  }
  /// The organisation's name.
  public override var organizationName: String {
    get { super.organizationName }
    set { values.organizationName = newValue }
  }
  /// The department's name.
  public override var departmentName: String {
    get { super.departmentName }
    set { values.departmentName = newValue }
  }
  /// The job title.
  public override var jobTitle: String {
    get { super.jobTitle }
    set { values.jobTitle = newValue }
  }
  /// The phone numbers.
  public override var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] {
    get { super.phoneNumbers }
    set { values.phoneNumbers = newValue }
  }
  /// The e-mail addresses.
  public override var emailAddresses: [CNLabeledValue<NSString>] {
    get { super.emailAddresses }
    set { values.emailAddresses = newValue }
  }
  /// The postal addresses.
  public override var postalAddresses: [CNLabeledValue<CNPostalAddress>] {
    get { super.postalAddresses }
    set { values.postalAddresses = newValue }
  }
  /// The birthday.
  public override var birthday: DateComponents? {
    get { super.birthday }
    set { values.birthday = newValue }
  }
  /// The note.
  public override var note: String {
    get { super.note }
    set { values.note = newValue }
  }
}

/// How a name search matches: each word sought starts a word of the contact's name or
/// organisation, ignoring case and diacritics.
enum ContactMatching {
  static func fold(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }

  static func words(_ text: String) -> [String] {
    fold(text).split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
  }

  static func matches(_ sought: [String], _ contact: CNContact) -> Bool {
    guard !sought.isEmpty else { return false }
    let values = contact.values
    let words = Self.words(
      [
        values.namePrefix, values.givenName, values.middleName, values.familyName,
        values.nameSuffix, values.nickname, values.organizationName,
      ].joined(separator: " "))
    return sought.allSatisfy { part in words.contains { $0.hasPrefix(part) } }
  }
}

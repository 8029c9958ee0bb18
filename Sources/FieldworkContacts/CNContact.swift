import Fieldwork
import Foundation

extension String: CNKeyDescriptor {
  /// The key itself.
  public var _contactKeys: [String] { [self] }
}

/// The identifier of a contact's properties. Fetch the ones you read.
public let CNContactIdentifierKey = "identifier"

/// The name prefix ("Dr.").
public let CNContactNamePrefixKey = "namePrefix"

/// The given name.
public let CNContactGivenNameKey = "givenName"

/// The middle name.
public let CNContactMiddleNameKey = "middleName"

/// The family name.
public let CNContactFamilyNameKey = "familyName"

/// The name suffix ("Jr.").
public let CNContactNameSuffixKey = "nameSuffix"

/// The nickname.
public let CNContactNicknameKey = "nickname"

/// The organisation's name.
public let CNContactOrganizationNameKey = "organizationName"

/// The department's name.
public let CNContactDepartmentNameKey = "departmentName"

/// The job title.
public let CNContactJobTitleKey = "jobTitle"

/// The phone numbers.
public let CNContactPhoneNumbersKey = "phoneNumbers"

/// The e-mail addresses.
public let CNContactEmailAddressesKey = "emailAddresses"

/// The postal addresses.
public let CNContactPostalAddressesKey = "postalAddresses"

/// The birthday.
public let CNContactBirthdayKey = "birthday"

/// The note.
public let CNContactNoteKey = "note"

/// The contact type (person or organisation).
public let CNContactTypeKey = "contactType"

/// Every key a contact has.
let allContactKeys: Set<String> = [
  CNContactIdentifierKey, CNContactNamePrefixKey, CNContactGivenNameKey, CNContactMiddleNameKey,
  CNContactFamilyNameKey, CNContactNameSuffixKey, CNContactNicknameKey,
  CNContactOrganizationNameKey, CNContactDepartmentNameKey, CNContactJobTitleKey,
  CNContactPhoneNumbersKey, CNContactEmailAddressesKey, CNContactPostalAddressesKey,
  CNContactBirthdayKey, CNContactNoteKey, CNContactTypeKey,
]

/// A contact, as Contacts' `CNContact`: immutable, with only the properties it was fetched
/// with.
///
/// Reading a property whose key was not fetched is a mistake iOS reports by raising
/// `CNPropertyNotFetchedException`, which ends the app. Fieldwork returns the property's
/// empty value and calls ``CNContact/propertyNotFetchedHandler`` (which prints the key to
/// standard error by default), so a test can catch it.
open class CNContact: NSObject, @unchecked Sendable {
  // Sound to share: a contact's values never change after it is made (CNMutableContact,
  // which changes them, is documented as not thread-safe, as Apple's is).
  var values: ContactValues
  /// The keys fetched: `nil` for all.
  let fetchedKeys: Set<String>?

  /// Called with the key of a property read without having been fetched.
  public static var propertyNotFetchedHandler: @Sendable (String) -> Void {
    get { notFetchedHandler.withLock { $0 } }
    set { notFetchedHandler.withLock { $0 = newValue } }
  }
  private static let notFetchedHandler = Locked<@Sendable (String) -> Void>({ key in
    FileHandle.standardError.write(
      Data(
        "CNPropertyNotFetchedException: a property was read whose key '\(key)' was not fetched\n"
          .utf8))
  })

  /// An empty contact with every key available.
  public override init() {
    values = ContactValues()
    fetchedKeys = nil
    super.init()
  }

  init(values: ContactValues, fetchedKeys: Set<String>?) {
    self.values = values
    self.fetchedKeys = fetchedKeys
    super.init()
  }

  /// The values of a contact with nothing in them.
  private static let empty = ContactValues(identifier: "")

  /// The value at `keyPath`, or its empty value (reported) when `key` was not fetched.
  func read<Value>(_ key: String, _ keyPath: KeyPath<ContactValues, Value>) -> Value {
    if let fetchedKeys, !fetchedKeys.contains(key) {
      Self.propertyNotFetchedHandler(key)
      return Self.empty[keyPath: keyPath]
    }
    return values[keyPath: keyPath]
  }

  /// Whether the property `key` was fetched.
  public func isKeyAvailable(_ key: String) -> Bool { fetchedKeys?.contains(key) ?? true }

  /// Whether every key of `keyDescriptors` was fetched.
  public func areKeysAvailable(_ keyDescriptors: [any CNKeyDescriptor]) -> Bool {
    keyDescriptors.flatMap(\._contactKeys).allSatisfy(isKeyAvailable)
  }

  /// The contact's identifier, unique in its store.
  public var identifier: String { values.identifier }
  /// A person or an organisation.
  public var contactType: CNContactType { read(CNContactTypeKey, \.contactType) }
  /// The name prefix.
  public var namePrefix: String { read(CNContactNamePrefixKey, \.namePrefix) }
  /// The given name.
  public var givenName: String { read(CNContactGivenNameKey, \.givenName) }
  /// The middle name.
  public var middleName: String { read(CNContactMiddleNameKey, \.middleName) }
  /// The family name.
  public var familyName: String { read(CNContactFamilyNameKey, \.familyName) }
  /// The name suffix.
  public var nameSuffix: String { read(CNContactNameSuffixKey, \.nameSuffix) }
  /// The nickname.
  public var nickname: String { read(CNContactNicknameKey, \.nickname) }
  /// The organisation's name.
  public var organizationName: String {
    read(CNContactOrganizationNameKey, \.organizationName)
  }
  /// The department's name.
  public var departmentName: String { read(CNContactDepartmentNameKey, \.departmentName) }
  /// The job title.
  public var jobTitle: String { read(CNContactJobTitleKey, \.jobTitle) }
  /// The phone numbers, each with its label.
  public var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] {
    read(CNContactPhoneNumbersKey, \.phoneNumbers)
  }
  /// The e-mail addresses, each with its label.
  public var emailAddresses: [CNLabeledValue<NSString>] {
    read(CNContactEmailAddressesKey, \.emailAddresses)
  }
  /// The postal addresses, each with its label.
  public var postalAddresses: [CNLabeledValue<CNPostalAddress>] {
    read(CNContactPostalAddressesKey, \.postalAddresses)
  }
  /// The birthday: day and month, and the year when known.
  public var birthday: DateComponents? { read(CNContactBirthdayKey, \.birthday) }
  /// The note.
  public var note: String { read(CNContactNoteKey, \.note) }

  /// A copy you can change.
  open override func mutableCopy() -> Any {
    CNMutableContact(values: values, fetchedKeys: fetchedKeys)
  }

  /// An immutable copy.
  open override func copy() -> Any { CNContact(values: values, fetchedKeys: fetchedKeys) }

  /// Contacts are equal when they have the same identifier and values.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? CNContact else { return false }
    return values == other.values
  }

  /// Hashes the identifier.
  open override var hash: Int { identifier.hashValue }

  /// The contacts whose name contains `name` (each word of it starts a word of the name,
  /// ignoring case and diacritics), as Contacts' predicate.
  public static func predicateForContacts(matchingName name: String) -> NSPredicate {
    let words = ContactMatching.words(name)
    return NSPredicate(block: { object, _ in
      guard let contact = object as? CNContact else { return false }
      return ContactMatching.matches(words, contact)
    })
  }

  /// The contacts with the given identifiers.
  public static func predicateForContacts(withIdentifiers identifiers: [String]) -> NSPredicate {
    let wanted = Set(identifiers)
    return NSPredicate(block: { object, _ in
      (object as? CNContact).map { wanted.contains($0.values.identifier) } ?? false
    })
  }

  /// The key descriptor of a formatter style (its name keys).
  public static func descriptorForAllComparatorKeys() -> any CNKeyDescriptor {
    ContactKeys(keys: [CNContactGivenNameKey, CNContactFamilyNameKey, CNContactMiddleNameKey])
  }

  /// The localized name of a property key ("Phone").
  public static func localizedString(forKey key: String) -> String {
    switch key {
    case CNContactGivenNameKey: "First name"
    case CNContactFamilyNameKey: "Last name"
    case CNContactPhoneNumbersKey: "Phone"
    case CNContactEmailAddressesKey: "Email"
    case CNContactPostalAddressesKey: "Address"
    case CNContactOrganizationNameKey: "Company"
    case CNContactBirthdayKey: "Birthday"
    case CNContactNoteKey: "Notes"
    default: key
    }
  }
}

/// Several keys as one descriptor.
struct ContactKeys: CNKeyDescriptor {
  let keys: [String]
  var _contactKeys: [String] { keys }
}

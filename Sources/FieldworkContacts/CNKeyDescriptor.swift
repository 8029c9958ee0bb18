import Fieldwork
import Foundation

/// A key that names contact properties to fetch, as Contacts' `CNKeyDescriptor`: the
/// `CNContact…Key` strings, and the descriptors formatters give.
public protocol CNKeyDescriptor: Sendable {
  /// The property keys it stands for.
  var _contactKeys: [String] { get }
}

/// A contact's values, shared by ``CNContact`` and ``CNMutableContact``.
struct ContactValues: Equatable, Sendable {
  var identifier = ContactIdentifier.next()
  var contactType = CNContactType.person
  var namePrefix = ""
  var givenName = ""
  var middleName = ""
  var familyName = ""
  var nameSuffix = ""
  var nickname = ""
  var organizationName = ""
  var departmentName = ""
  var jobTitle = ""
  var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] = []
  var emailAddresses: [CNLabeledValue<NSString>] = []
  var postalAddresses: [CNLabeledValue<CNPostalAddress>] = []
  var birthday: DateComponents?
  var note = ""
  /// vCard lines Fieldwork does not model (PHOTO, URL, X-…), written back as they were.
  var otherLines: [String] = []
}

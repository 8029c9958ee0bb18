import Foundation

/// The home label.
public let CNLabelHome = "_$!<Home>!$_"

/// The work label.
public let CNLabelWork = "_$!<Work>!$_"

/// The "other" label.
public let CNLabelOther = "_$!<Other>!$_"

/// The label of a school e-mail address.
public let CNLabelSchool = "_$!<School>!$_"

/// The mobile phone label.
public let CNLabelPhoneNumberMobile = "_$!<Mobile>!$_"

/// The iPhone label.
public let CNLabelPhoneNumberiPhone = "iPhone"

/// The main phone label.
public let CNLabelPhoneNumberMain = "_$!<Main>!$_"

/// The home fax label.
public let CNLabelPhoneNumberHomeFax = "_$!<HomeFAX>!$_"

/// The work fax label.
public let CNLabelPhoneNumberWorkFax = "_$!<WorkFAX>!$_"

/// The pager label.
public let CNLabelPhoneNumberPager = "_$!<Pager>!$_"

/// A value with a label, as Contacts' `CNLabeledValue`: a phone number labelled "mobile".
public final class CNLabeledValue<ValueType>: NSObject, @unchecked Sendable {
  // Sound to share: immutable after it is made, and its values are the immutable
  // CNPhoneNumber, NSString and CNPostalAddress (a CNMutablePostalAddress is copied by the
  // contact that stores it).
  /// The label: one of the `CNLabel…` constants, or your own text; `nil` for none.
  public let label: String?
  /// The value.
  public let value: ValueType
  /// An identifier, unique among the contact's labelled values.
  public let identifier: String

  /// A labelled value.
  public convenience init(label: String?, value: ValueType) {
    self.init(label: label, value: value, identifier: ContactIdentifier.next())
  }

  private init(label: String?, value: ValueType, identifier: String) {
    self.label = label
    self.value = value
    self.identifier = identifier
    super.init()
  }

  /// A labelled value with the same identifier and another label.
  public func settingLabel(_ label: String?) -> CNLabeledValue<ValueType> {
    CNLabeledValue(label: label, value: value, identifier: identifier)
  }

  /// The same label with another value.
  public func settingValue(_ value: ValueType) -> CNLabeledValue<ValueType> {
    CNLabeledValue(label: label, value: value, identifier: identifier)
  }

  /// The label as a person reads it: "home", "work", "mobile", or the label itself.
  public static func localizedString(forLabel label: String) -> String {
    switch label {
    case CNLabelHome: "home"
    case CNLabelWork: "work"
    case CNLabelOther: "other"
    case CNLabelSchool: "school"
    case CNLabelPhoneNumberMobile: "mobile"
    case CNLabelPhoneNumberiPhone: "iPhone"
    case CNLabelPhoneNumberMain: "main"
    case CNLabelPhoneNumberHomeFax: "home fax"
    case CNLabelPhoneNumberWorkFax: "work fax"
    case CNLabelPhoneNumberPager: "pager"
    default: label
    }
  }

  /// Equal labels and values.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? CNLabeledValue<ValueType> else { return false }
    return label == other.label && "\(value)" == "\(other.value)"
  }

  /// Hashes the label.
  public override var hash: Int { label?.hashValue ?? 0 }
}

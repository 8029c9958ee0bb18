/// The semantic meaning of a field's content, as `UITextContentType`, for autofill.
public struct TextContentType: RawRepresentable, Sendable, Hashable {
  /// The UIKit name of the content type, such as `"emailAddress"`.
  public var rawValue: String
  /// Creates a content type from its UIKit name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A person's full name.
  public static let name = TextContentType(rawValue: "name")
  /// A given name.
  public static let givenName = TextContentType(rawValue: "givenName")
  /// A family name.
  public static let familyName = TextContentType(rawValue: "familyName")
  /// An email address.
  public static let emailAddress = TextContentType(rawValue: "emailAddress")
  /// A telephone number.
  public static let telephoneNumber = TextContentType(rawValue: "telephoneNumber")
  /// A user name.
  public static let username = TextContentType(rawValue: "username")
  /// A password.
  public static let password = TextContentType(rawValue: "password")
  /// A new password, for account creation.
  public static let newPassword = TextContentType(rawValue: "newPassword")
  /// A one-time code.
  public static let oneTimeCode = TextContentType(rawValue: "oneTimeCode")
  /// A URL.
  public static let URL = TextContentType(rawValue: "URL")
  /// A postal code.
  public static let postalCode = TextContentType(rawValue: "postalCode")
  /// A name prefix, such as "Dr.".
  public static let namePrefix = TextContentType(rawValue: "namePrefix")
  /// A middle name.
  public static let middleName = TextContentType(rawValue: "middleName")
  /// A name suffix, such as "Jr.".
  public static let nameSuffix = TextContentType(rawValue: "nameSuffix")
  /// A nickname.
  public static let nickname = TextContentType(rawValue: "nickname")
  /// A job title.
  public static let jobTitle = TextContentType(rawValue: "jobTitle")
  /// An organisation's name.
  public static let organizationName = TextContentType(rawValue: "organizationName")
  /// A location.
  public static let location = TextContentType(rawValue: "location")
  /// A street address in full.
  public static let fullStreetAddress = TextContentType(rawValue: "fullStreetAddress")
  /// The first line of a street address.
  public static let streetAddressLine1 = TextContentType(rawValue: "streetAddressLine1")
  /// The second line of a street address.
  public static let streetAddressLine2 = TextContentType(rawValue: "streetAddressLine2")
  /// A city.
  public static let addressCity = TextContentType(rawValue: "addressCity")
  /// A state or province.
  public static let addressState = TextContentType(rawValue: "addressState")
  /// A city and a state together.
  public static let addressCityAndState = TextContentType(rawValue: "addressCityAndState")
  /// A sublocality (a district).
  public static let sublocality = TextContentType(rawValue: "sublocality")
  /// A country's name.
  public static let countryName = TextContentType(rawValue: "countryName")
  /// A credit card number.
  public static let creditCardNumber = TextContentType(rawValue: "creditCardNumber")
  /// A date, a time, or both.
  public static let dateTime = TextContentType(rawValue: "dateTime")
  /// A flight number.
  public static let flightNumber = TextContentType(rawValue: "flightNumber")
  /// A shipment's tracking number.
  public static let shipmentTrackingNumber = TextContentType(rawValue: "shipmentTrackingNumber")
}

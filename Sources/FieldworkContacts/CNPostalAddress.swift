import Foundation

/// A postal address, as Contacts' `CNPostalAddress`.
public class CNPostalAddress: NSObject, @unchecked Sendable {
  // Sound to share: a CNPostalAddress never changes; CNMutablePostalAddress, which does, is
  // not thread-safe, as Apple's is not.
  /// The street, with its number.
  public internal(set) var street = ""
  /// The city.
  public internal(set) var city = ""
  /// The state or province.
  public internal(set) var state = ""
  /// The postal code.
  public internal(set) var postalCode = ""
  /// The country.
  public internal(set) var country = ""
  /// The country's ISO code.
  public internal(set) var isoCountryCode = ""
  /// The part of the city.
  public internal(set) var subLocality = ""
  /// The county or region.
  public internal(set) var subAdministrativeArea = ""

  /// An empty address.
  public override init() { super.init() }

  /// A copy you can change.
  public override func mutableCopy() -> Any {
    let copy = CNMutablePostalAddress()
    copy.street = street
    copy.city = city
    copy.state = state
    copy.postalCode = postalCode
    copy.country = country
    copy.isoCountryCode = isoCountryCode
    copy.subLocality = subLocality
    copy.subAdministrativeArea = subAdministrativeArea
    return copy
  }

  /// Equal parts.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? CNPostalAddress else { return false }
    return (street, city, state, postalCode, country)
      == (other.street, other.city, other.state, other.postalCode, other.country)
      && isoCountryCode == other.isoCountryCode
  }

  /// Hashes the street and city.
  public override var hash: Int { (street + city).hashValue }
}

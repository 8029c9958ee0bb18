import Foundation

/// A postal address you can change.
public final class CNMutablePostalAddress: CNPostalAddress, @unchecked Sendable {
  // Not thread-safe, as Apple's is not: the conformance is inherited from CNPostalAddress (a
  // subclass cannot drop it). A contact stores a copy, which never changes.
  /// The street, with its number.
  public override var street: String {
    get { super.street }
    set { super.street = newValue }
  }
  /// The city.
  public override var city: String {
    get { super.city }
    set { super.city = newValue }
  }
  /// The state or province.
  public override var state: String {
    get { super.state }
    set { super.state = newValue }
  }
  /// The postal code.
  public override var postalCode: String {
    get { super.postalCode }
    set { super.postalCode = newValue }
  }
  /// The country.
  public override var country: String {
    get { super.country }
    set { super.country = newValue }
  }
  /// The country's ISO code.
  public override var isoCountryCode: String {
    get { super.isoCountryCode }
    set { super.isoCountryCode = newValue }
  }
}

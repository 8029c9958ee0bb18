import Fieldwork
import Foundation

/// Whether the app may read the contacts, as Contacts' `CNAuthorizationStatus`.
public enum CNAuthorizationStatus: Int, Sendable {
  /// Not asked yet.
  case notDetermined
  /// Restricted by the device's owner.
  case restricted
  /// Refused.
  case denied
  /// Allowed.
  case authorized
  /// Allowed for the contacts the person picked (iOS 18).
  case limited
}

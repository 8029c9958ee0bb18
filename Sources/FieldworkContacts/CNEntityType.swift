import Fieldwork
import Foundation

/// What contacts are: the one entity type.
public enum CNEntityType: Int, Sendable {
  /// Contacts.
  case contacts
}

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

/// A contacts error, as Contacts' `CNError`.
public struct CNError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Code: Int, Sendable {
    /// The address book could not be read or written.
    case communicationError = 1
    /// The person refused access.
    case authorizationDenied = 100
    /// The contact is not in the store.
    case recordDoesNotExist = 200
    /// A contact to add is in the store already.
    case insertedRecordAlreadyExists = 202
  }

  /// What went wrong.
  public let code: Code
  /// The details: the path, the identifier.
  public let reason: String

  /// An error with `code`.
  public init(_ code: Code, reason: String) {
    self.code = code
    self.reason = reason
  }

  /// The error in a sentence.
  public var description: String { "CNError \(code): \(reason)" }
}

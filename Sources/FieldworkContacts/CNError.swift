import Fieldwork
import Foundation

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

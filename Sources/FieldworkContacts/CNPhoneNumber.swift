import Foundation

/// A phone number as typed, as Contacts' `CNPhoneNumber`.
public final class CNPhoneNumber: NSObject, @unchecked Sendable {
  // Sound to share: immutable after it is made.
  /// The number as typed.
  public let stringValue: String

  /// A phone number.
  public init(stringValue: String) {
    self.stringValue = stringValue
    super.init()
  }

  /// Equal text.
  public override func isEqual(_ object: Any?) -> Bool {
    (object as? CNPhoneNumber)?.stringValue == stringValue
  }

  /// Hashes the text.
  public override var hash: Int { stringValue.hashValue }

  /// The number as typed.
  public override var description: String { stringValue }
}

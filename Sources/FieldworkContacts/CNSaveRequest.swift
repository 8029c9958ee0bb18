import Fieldwork
import Foundation

/// Changes to save together, as Contacts' `CNSaveRequest`.
public final class CNSaveRequest: NSObject, @unchecked Sendable {
  // Sound to share as Apple's is: filled, then executed once.
  enum Kind { case add, update, delete }
  struct Change {
    let kind: Kind
    let values: ContactValues
  }
  private(set) var changes: [Change] = []

  /// An empty request.
  public override init() { super.init() }

  /// Adds `contact` to the store.
  public func add(_ contact: CNMutableContact, toContainerWithIdentifier identifier: String?) {
    changes.append(Change(kind: .add, values: contact.values))
  }

  /// Replaces the stored contact with `contact`'s identifier.
  public func update(_ contact: CNMutableContact) {
    changes.append(Change(kind: .update, values: contact.values))
  }

  /// Deletes the stored contact with `contact`'s identifier.
  public func delete(_ contact: CNMutableContact) {
    changes.append(Change(kind: .delete, values: contact.values))
  }
}

import Fieldwork
import Foundation

/// What to fetch, as Contacts' `CNContactFetchRequest`.
public final class CNContactFetchRequest: NSObject, @unchecked Sendable {
  // Sound to share as Apple's is: set up before it is executed, then only read.
  /// The properties to fetch; reading another throws on iOS (see ``CNContact``).
  public var keysToFetch: [any CNKeyDescriptor]
  /// The contacts to fetch: all when `nil`.
  public var predicate: NSPredicate?
  /// Their order.
  public var sortOrder: CNContactSortOrder = .none
  /// Whether to return ``CNMutableContact``s.
  public var mutableObjects = false
  /// Whether linked contacts are unified (there are no links in a vCard file).
  public var unifyResults = true

  /// A request for `keysToFetch`.
  public init(keysToFetch: [any CNKeyDescriptor]) {
    self.keysToFetch = keysToFetch
    super.init()
  }
}

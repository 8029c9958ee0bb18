import Fieldwork
import Foundation

/// The address book, as Contacts' `CNContactStore`, read from and written to a vCard file.
///
/// `CNContactStore()` reads ``defaultFileURL``: the file named by the `FIELDWORK_CONTACTS`
/// environment variable, or a bundled sample of 40 contacts. `CNContactStore(vCardFileURL:)`
/// names a file. Each fetch reads the file, so changes made to it show; a line it cannot
/// read is skipped and listed in ``lastReadWarnings``, and kept when the store writes the
/// file back. ``execute(_:)`` writes the whole file atomically (a new file, flushed,
/// renamed over the old), readable by its owner only.
public final class CNContactStore: NSObject, @unchecked Sendable {
  // Sound to share: the mutable state (the decision and the warnings) is behind `state`.
  /// The vCard file.
  public let fileURL: URL
  private let state: Locked<StoreState>
  private static let processStatus = Locked(CNAuthorizationStatus.notDetermined)

  private struct StoreState {
    var decision: CNAuthorizationStatus
    var warnings: [CNVCardWarning] = []
  }

  /// The file `CNContactStore()` reads: `FIELDWORK_CONTACTS`, or the bundled sample.
  public static var defaultFileURL: URL {
    if let path = ProcessInfo.processInfo.environment["FIELDWORK_CONTACTS"], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    return Bundle.module.url(forResource: "sample", withExtension: "vcf")
      ?? URL(fileURLWithPath: "/dev/null")
  }

  /// The store of ``defaultFileURL``.
  public override convenience init() {
    self.init(vCardFileURL: Self.defaultFileURL)
  }

  /// The store of the vCard file at `vCardFileURL`. `access` is what the person answers when
  /// asked for access: `.authorized` (by default) or `.denied`; `.notDetermined` leaves the
  /// question unanswered.
  public init(vCardFileURL: URL, access: CNAuthorizationStatus = .authorized) {
    fileURL = vCardFileURL
    state = Locked(StoreState(decision: access))
    super.init()
  }

  /// Whether the app may read the contacts: the last answer in this process.
  public static func authorizationStatus(for entityType: CNEntityType) -> CNAuthorizationStatus {
    processStatus.withLock { $0 }
  }

  /// Asks the person for access; `completionHandler` gets the answer (on the calling thread;
  /// iOS calls it on a queue of its own).
  public func requestAccess(
    for entityType: CNEntityType,
    completionHandler: @escaping (Bool, (any Error)?) -> Void
  ) {
    let answer = state.withLock { $0.decision }
    Self.processStatus.withLock { if answer != .notDetermined { $0 = answer } }
    if answer == .authorized || answer == .limited {
      completionHandler(true, nil)
    } else {
      completionHandler(
        false, CNError(.authorizationDenied, reason: "access to contacts was denied"))
    }
  }

  /// Asks the person for access, and returns whether it was granted.
  public func requestAccess(for entityType: CNEntityType) async throws -> Bool {
    let answer = state.withLock { $0.decision }
    Self.processStatus.withLock { if answer != .notDetermined { $0 = answer } }
    guard answer == .authorized || answer == .limited else {
      throw CNError(.authorizationDenied, reason: "access to contacts was denied")
    }
    return true
  }

  /// The lines of the last read that were skipped.
  public var lastReadWarnings: [CNVCardWarning] { state.withLock { $0.warnings } }

  /// The identifier of the store's one container.
  public func defaultContainerIdentifier() -> String { fileURL.path }

  // MARK: Fetching

  /// Calls `block` with each contact `fetchRequest` describes, in its order, until the block
  /// sets its `stop` to `true`.
  ///
  /// - Throws: ``CNError`` when access was denied or the file cannot be read, and what the
  ///   block throws.
  public func enumerateContacts(
    with fetchRequest: CNContactFetchRequest,
    usingBlock block: (CNContact, UnsafeMutablePointer<ObjCBool>) throws -> Void
  ) throws {
    var stop = ObjCBool(false)
    guard fetchRequest.sortOrder == .none else {
      for contact in try fetch(fetchRequest) {
        try block(contact, &stop)
        if stop.boolValue { break }
      }
      return
    }
    // In file order, each contact is made as its card is read and handed on, as Contacts
    // streams its enumeration: memory holds what the block keeps.
    try checkAccess()
    let keys = Self.keys(of: fetchRequest)
    try read { values in
      let contact = Self.contact(values, keys: keys, mutable: fetchRequest.mutableObjects)
      if let predicate = fetchRequest.predicate, !predicate.evaluate(with: contact) { return true }
      try block(contact, &stop)
      return !stop.boolValue
    }
  }

  /// The contacts matching `predicate`, with `keys`.
  public func unifiedContacts(
    matching predicate: NSPredicate, keysToFetch keys: [any CNKeyDescriptor]
  )
    throws -> [CNContact]
  {
    let request = CNContactFetchRequest(keysToFetch: keys)
    request.predicate = predicate
    return try fetch(request)
  }

  /// The contact with `identifier`, with `keys`.
  ///
  /// - Throws: ``CNError/Code/recordDoesNotExist`` when there is none.
  public func unifiedContact(
    withIdentifier identifier: String, keysToFetch keys: [any CNKeyDescriptor]
  )
    throws -> CNContact
  {
    let found = try unifiedContacts(
      matching: CNContact.predicateForContacts(withIdentifiers: [identifier]), keysToFetch: keys)
    guard let contact = found.first else {
      throw CNError(.recordDoesNotExist, reason: "no contact has the identifier \(identifier)")
    }
    return contact
  }

  private func fetch(_ request: CNContactFetchRequest) throws -> [CNContact] {
    try checkAccess()
    let keys = Self.keys(of: request)
    var contacts = try read().map { Self.contact($0, keys: keys, mutable: request.mutableObjects) }
    if let predicate = request.predicate {
      contacts = contacts.filter { predicate.evaluate(with: $0) }
    }
    switch request.sortOrder {
    case .none: break
    case .userDefault, .givenName:
      contacts.sort {
        Self.ordered(
          $0.values.givenName, $0.values.familyName, $1.values.givenName, $1.values.familyName)
      }
    case .familyName:
      contacts.sort {
        Self.ordered(
          $0.values.familyName, $0.values.givenName, $1.values.familyName, $1.values.givenName)
      }
    }
    return contacts
  }

  private static func keys(of request: CNContactFetchRequest) -> Set<String> {
    Set(request.keysToFetch.flatMap(\._contactKeys)).union([CNContactIdentifierKey])
  }

  private static func contact(_ values: ContactValues, keys: Set<String>, mutable: Bool)
    -> CNContact
  {
    mutable
      ? CNMutableContact(values: values, fetchedKeys: keys)
      : CNContact(values: values, fetchedKeys: keys)
  }

  private static func ordered(_ a1: String, _ a2: String, _ b1: String, _ b2: String) -> Bool {
    let first = a1.localizedStandardCompare(b1)
    if first != .orderedSame { return first == .orderedAscending }
    return a2.localizedStandardCompare(b2) == .orderedAscending
  }

  private func checkAccess() throws {
    let decision = state.withLock { $0.decision }
    Self.processStatus.withLock {
      if $0 == .notDetermined, decision != .notDetermined { $0 = decision }
    }
    guard decision == .authorized || decision == .limited else {
      throw CNError(.authorizationDenied, reason: "access to contacts was denied")
    }
  }

  /// The contacts of the file, with the warnings of the read kept.
  private func read() throws -> [ContactValues] {
    var contacts: [ContactValues] = []
    try read { values in
      contacts.append(values)
      return true
    }
    return contacts
  }

  /// Hands each contact of the file to `body` as its card is read, until `body` returns
  /// `false`, and keeps the warnings of the read.
  private func read(_ body: (ContactValues) throws -> Bool) throws {
    let bytes: [UInt8]?
    do {
      bytes = try AtomicFile.read(path: fileURL.path, limit: 512 << 20)
    } catch {
      throw CNError(.communicationError, reason: "\(fileURL.path): \(error)")
    }
    var index = 0
    let warnings = try VCardReader.read(bytes: bytes ?? []) { card in
      defer { index += 1 }
      return try body(VCardContacts.contact(card, index: index))
    }
    state.withLock { $0.warnings = warnings }
  }

  // MARK: Saving

  /// Adds, updates and deletes the contacts of `saveRequest`, and writes the file back,
  /// atomically: all of them or none.
  ///
  /// - Throws: ``CNError`` when access was denied, a contact to update or delete is not in
  ///   the store, one to add is already there, or the file cannot be read or written.
  public func execute(_ saveRequest: CNSaveRequest) throws {
    try checkAccess()
    var contacts = try read()
    for change in saveRequest.changes {
      let index = contacts.firstIndex { $0.identifier == change.values.identifier }
      switch (change.kind, index) {
      case (.add, nil): contacts.append(change.values)
      case (.add, _?):
        throw CNError(.insertedRecordAlreadyExists, reason: change.values.identifier)
      case (.update, let index?): contacts[index] = change.values
      case (.delete, let index?): contacts.remove(at: index)
      case (.update, nil), (.delete, nil):
        throw CNError(
          .recordDoesNotExist, reason: "no contact has the identifier \(change.values.identifier)")
      }
    }
    let text = contacts.map(VCardContacts.card).joined()
    do {
      try AtomicFile.write(Array(text.utf8), to: fileURL.path, keepingPermissions: false)
    } catch {
      throw CNError(.communicationError, reason: "\(fileURL.path): \(error)")
    }
  }
}

internal import FieldworkSupport

/// An object that tells its observers before it changes, as Combine's `ObservableObject`:
/// the view models of SwiftUI screens.
///
/// ```swift
/// final class SearchModel: ObservableObject {
///   @Published var query = ""
///   @Published private(set) var results: [Contact] = []
/// }
/// ```
///
/// A class whose `objectWillChange` is the default gets an ``ObservableObjectPublisher``
/// that every `@Published` property sends to before it changes. With FieldworkSwiftUI, a
/// view holding the object as `@StateObject`, `@ObservedObject` or `@EnvironmentObject`
/// renders again when it does: after the write, before the write returns (on the main
/// actor), for a `@Published` property; on the main actor's next turn for an
/// `objectWillChange.send()` of your own (`await host.settle()` runs it), since the change
/// comes after the send.
public protocol ObservableObject: AnyObject {
  /// The publisher that fires before the object changes.
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never

  /// Fires before the object changes.
  var objectWillChange: ObjectWillChangePublisher { get }
}

/// A `@Published` property, as the default `objectWillChange` finds it.
protocol PublishedProperty {
  var willChangePublisher: ObservableObjectPublisher? { get nonmutating set }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// The publisher the object's `@Published` properties send to before they change,
  /// installed in them the first time it is asked for. An object with no `@Published`
  /// property gets one publisher of its own too, the same every time it is asked for, as
  /// in Combine: a class that calls `objectWillChange.send()` in a `willSet` (Hacking with
  /// Swift's `DelayedUpdater`) redraws the views that observe it.
  public var objectWillChange: ObservableObjectPublisher {
    var installed: ObservableObjectPublisher?
    var mirror: Mirror? = Mirror(reflecting: self)
    while let current = mirror {
      for child in current.children {
        guard let property = child.value as? any PublishedProperty else { continue }
        if let existing = property.willChangePublisher {
          return existing
        }
        let publisher = installed ?? ObservableObjectPublisher()
        installed = publisher
        property.willChangePublisher = publisher
      }
      mirror = current.superclassMirror
    }
    return installed ?? WillChangePublishers.publisher(for: self)
  }
}

/// The `objectWillChange` publishers of objects with no `@Published` property, one per
/// object, held while the object lives (Combine keeps it in the object's own storage).
private enum WillChangePublishers {
  private struct Entry {
    weak var object: AnyObject?
    let publisher: ObservableObjectPublisher
  }

  private struct Table {
    var entries: [ObjectIdentifier: Entry] = [:]
    /// Entries added since dead ones were last swept out.
    var addedSinceSweep = 0
  }

  // `Locked(uncheckedValue:)`: the table holds weak references and publishers, which are
  // only read or written while the lock is held.
  private static let table = Unchecked(Locked(uncheckedValue: Table()))

  static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
    // Entries leave the table inside the lock but are let go after it: the last reference to
    // a publisher may go with them, and its subscribers' teardown may ask another object for
    // its `objectWillChange` — this table's lock again, on the same thread.
    var removed: [Entry] = []
    let publisher = table.value.withLock { table -> ObservableObjectPublisher in
      let id = ObjectIdentifier(object)
      // The object must be the one the entry was made for: an address is reused once the
      // object that had it is gone.
      if let entry = table.entries[id], entry.object === object { return entry.publisher }
      let publisher = ObservableObjectPublisher()
      if let stale = table.entries.updateValue(
        Entry(object: object, publisher: publisher), forKey: id)
      {
        removed.append(stale)
      }
      table.addedSinceSweep += 1
      if table.addedSinceSweep >= max(64, table.entries.count) {
        for (key, entry) in table.entries where entry.object == nil {
          removed.append(entry)
          table.entries[key] = nil
        }
        table.addedSinceSweep = 0
      }
      return publisher
    }
    removed.removeAll()
    return publisher
  }
}

import Foundation

/// A view's value kept in `UserDefaults` under a key, as SwiftUI's `@AppStorage`: every view
/// that reads the key renders again when one of them writes it.
///
/// ```swift
/// struct SettingsScreen: View {
///   @AppStorage("showsCompleted") private var showsCompleted = true
///   var body: some View {
///     Toggle("Show completed", isOn: $showsCompleted)
///   }
/// }
/// ```
///
/// The store is `store:` when given, else the one `.defaultAppStorage(_:)` put in the
/// environment, else `UserDefaults.standard` — which, on Linux as on a device, outlives the
/// test: give a test's screen `.defaultAppStorage(UserDefaults(suiteName: …)!)` and remove
/// the suite afterwards (`removePersistentDomain(forName:)`). A key missing from the store
/// reads as the default value, which is never written.
///
/// The types are SwiftUI's: `Bool`, `Int`, `Double`, `String`, `URL`, `Data`, and
/// `RawRepresentable` values whose raw value is an `Int` or a `String`, each optional or not
/// (writing `nil` removes the key). A value written to the store directly, not through an
/// `@AppStorage`, is read by the next render but does not cause one.
@MainActor @preconcurrency
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  private let key: String
  private let defaultValue: Value
  private let store: UserDefaults?
  private let read: (UserDefaults, String) -> Value?
  private let write: (UserDefaults, String, Value) -> Void
  /// The environment of the view the property belongs to, for `.defaultAppStorage(_:)`.
  package let link = EnvironmentLink()

  private init(
    key: String, defaultValue: Value, store: UserDefaults?,
    read: @escaping (UserDefaults, String) -> Value?,
    write: @escaping (UserDefaults, String, Value) -> Void
  ) {
    self.key = key
    self.defaultValue = defaultValue
    self.store = store
    self.read = read
    self.write = write
  }

  /// The store the value is kept in.
  private var currentStore: UserDefaults {
    store ?? (link.environment ?? EnvironmentValues.rendering)?.defaultAppStorage ?? .standard
  }

  /// The value in the store, or the default value when the key is missing.
  public var wrappedValue: Value {
    get {
      let store = currentStore
      AppStorageChanges.recordRead(of: key, in: store)
      return read(store, key) ?? defaultValue
    }
    nonmutating set { save(newValue, transaction: Transaction()) }
  }

  /// A binding that reads and writes the stored value.
  public var projectedValue: Binding<Value> {
    Binding(get: { wrappedValue }, set: { save($0, transaction: $1) })
  }

  /// Writes `newValue` to the store and renders the views that read the key.
  private func save(_ newValue: Value, transaction: Transaction) {
    let store = currentStore
    write(store, key, newValue)
    AppStorageChanges.changed(key, in: store, transaction: transaction)
  }
}

extension AppStorage: NodeLinkedProperty {
  @MainActor func link(storage: inout AnyObject?, node: ViewNode) {
    link.environment = node.environment
  }
}

/// The renders that depend on each stored key: a version per key and store, read by every
/// `@AppStorage` read and bumped by every write through one.
@MainActor
enum AppStorageChanges {
  private struct Key: Hashable {
    let store: ObjectIdentifier
    let key: String
  }

  /// The versions, and the stores they belong to (held, so an identifier is never reused).
  private static var versions: [Key: StateBox<UInt64>] = [:]
  private static var stores: [ObjectIdentifier: UserDefaults] = [:]

  private static func version(of key: String, in store: UserDefaults) -> StateBox<UInt64> {
    let id = ObjectIdentifier(store)
    let versionKey = Key(store: id, key: key)
    if let box = versions[versionKey] { return box }
    stores[id] = store
    let box = StateBox<UInt64>(0)
    versions[versionKey] = box
    return box
  }

  static func recordRead(of key: String, in store: UserDefaults) {
    _ = version(of: key, in: store).read()
  }

  static func changed(_ key: String, in store: UserDefaults, transaction: Transaction) {
    let box = version(of: key, in: store)
    box.write(box.version &+ 1, transaction: transaction)
  }
}

// MARK: The stored types, as SwiftUI's initialisers name them

extension AppStorage {
  private init(
    wrappedValue: Value, key: String, store: UserDefaults?, read: @escaping (UserDefaults) -> Value?
  ) {
    self.init(
      key: key, defaultValue: wrappedValue, store: store,
      read: { defaults, key in defaults.object(forKey: key) == nil ? nil : read(defaults) },
      write: { defaults, key, value in defaults.set(value, forKey: key) })
  }
}

extension AppStorage where Value == Bool {
  /// Keeps a `Bool` under `key`; `wrappedValue` is read while the key is missing.
  public init(wrappedValue: Bool, _ key: String, store: UserDefaults? = nil) {
    self.init(wrappedValue: wrappedValue, key: key, store: store) { $0.bool(forKey: key) }
  }
}

extension AppStorage where Value == Int {
  /// Keeps an `Int` under `key`; `wrappedValue` is read while the key is missing.
  public init(wrappedValue: Int, _ key: String, store: UserDefaults? = nil) {
    self.init(wrappedValue: wrappedValue, key: key, store: store) { $0.integer(forKey: key) }
  }
}

extension AppStorage where Value == Double {
  /// Keeps a `Double` under `key`; `wrappedValue` is read while the key is missing.
  public init(wrappedValue: Double, _ key: String, store: UserDefaults? = nil) {
    self.init(wrappedValue: wrappedValue, key: key, store: store) { $0.double(forKey: key) }
  }
}

extension AppStorage where Value == String {
  /// Keeps a `String` under `key`; `wrappedValue` is read while the key is missing.
  public init(wrappedValue: String, _ key: String, store: UserDefaults? = nil) {
    self.init(wrappedValue: wrappedValue, key: key, store: store) { $0.string(forKey: key) }
  }
}

extension AppStorage where Value == URL {
  /// Keeps a `URL` under `key`; `wrappedValue` is read while the key is missing.
  public init(wrappedValue: URL, _ key: String, store: UserDefaults? = nil) {
    self.init(
      key: key, defaultValue: wrappedValue, store: store,
      read: { defaults, key in defaults.url(forKey: key) },
      write: { defaults, key, value in defaults.set(value, forKey: key) })
  }
}

extension AppStorage where Value == Data {
  /// Keeps `Data` under `key`; `wrappedValue` is read while the key is missing.
  public init(wrappedValue: Data, _ key: String, store: UserDefaults? = nil) {
    self.init(wrappedValue: wrappedValue, key: key, store: store) { $0.data(forKey: key) }
  }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == Int {
  /// Keeps a value by its `Int` raw value under `key`; `wrappedValue` is read while the key
  /// is missing or holds no value of the type.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(
      key: key, defaultValue: wrappedValue, store: store,
      read: { defaults, key in
        defaults.object(forKey: key) == nil
          ? nil : Value(rawValue: defaults.integer(forKey: key))
      },
      write: { defaults, key, value in defaults.set(value.rawValue, forKey: key) })
  }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == String {
  /// Keeps a value by its `String` raw value under `key`; `wrappedValue` is read while the
  /// key is missing or holds no value of the type.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(
      key: key, defaultValue: wrappedValue, store: store,
      read: { defaults, key in defaults.string(forKey: key).flatMap { Value(rawValue: $0) } },
      write: { defaults, key, value in defaults.set(value.rawValue, forKey: key) })
  }
}

extension AppStorage {
  /// An optional value: missing reads as `nil`, and writing `nil` removes the key.
  private init<Wrapped>(
    optional key: String, store: UserDefaults?, read: @escaping (UserDefaults) -> Wrapped?,
    write: @escaping (UserDefaults, Wrapped) -> Void
  ) where Value == Wrapped? {
    self.init(
      key: key, defaultValue: nil, store: store,
      read: { defaults, key in defaults.object(forKey: key) == nil ? nil : .some(read(defaults)) },
      write: { defaults, key, value in
        if let value { write(defaults, value) } else { defaults.removeObject(forKey: key) }
      })
  }

  /// Keeps an optional `Bool` under `key`.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
    self.init(
      optional: key, store: store, read: { $0.bool(forKey: key) },
      write: { $0.set($1, forKey: key) })
  }

  /// Keeps an optional `Int` under `key`.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
    self.init(
      optional: key, store: store, read: { $0.integer(forKey: key) },
      write: { $0.set($1, forKey: key) })
  }

  /// Keeps an optional `Double` under `key`.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
    self.init(
      optional: key, store: store, read: { $0.double(forKey: key) },
      write: { $0.set($1, forKey: key) })
  }

  /// Keeps an optional `String` under `key`.
  public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
    self.init(
      optional: key, store: store, read: { $0.string(forKey: key) },
      write: { $0.set($1, forKey: key) })
  }

  /// Keeps an optional `URL` under `key`.
  public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
    self.init(
      optional: key, store: store, read: { $0.url(forKey: key) },
      write: { $0.set($1, forKey: key) })
  }

  /// Keeps optional `Data` under `key`.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
    self.init(
      optional: key, store: store, read: { $0.data(forKey: key) },
      write: { $0.set($1, forKey: key) })
  }
}

private struct DefaultAppStorageKey: EnvironmentKey {
  static var defaultValue: UserDefaults? { nil }
}

extension EnvironmentValues {
  /// The store `@AppStorage` uses when it names none: `nil` for `UserDefaults.standard`.
  public var defaultAppStorage: UserDefaults? {
    get { self[DefaultAppStorageKey.self] }
    set { self[DefaultAppStorageKey.self] = newValue }
  }
}

extension View {
  /// Makes `store` the one every `@AppStorage` in this view and below uses when it names no
  /// store, as SwiftUI's `.defaultAppStorage(_:)`.
  public func defaultAppStorage(_ store: UserDefaults) -> some View {
    environment(\.defaultAppStorage, store)
  }
}

/// Values a host passes down to the views it manages, as SwiftUI's `EnvironmentValues`.
///
/// Add your own values with an ``EnvironmentKey``:
///
/// ```swift
/// private struct AccentKey: EnvironmentKey {
///   static let defaultValue = "blue"
/// }
///
/// extension EnvironmentValues {
///   var accent: String {
///     get { self[AccentKey.self] }
///     set { self[AccentKey.self] = newValue }
///   }
/// }
/// ```
public struct EnvironmentValues {
  /// The values set; `nil` until one is, so that an environment nobody customised is copied
  /// into every render's context without a retain, and read without hashing.
  private var values: [ObjectIdentifier: Any]?

  /// Creates an environment with every key at its default value.
  public init() {}

  /// Reads or writes the value for `key`; an unset key reads its default value.
  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get {
      // An unset key returns without a dynamic cast (casting even `nil` costs one, and a
      // text field reads `isEnabled` on every update).
      guard let value = values?[ObjectIdentifier(key)] else { return Key.defaultValue }
      // A value of the key's own type (what the setter stores) is taken with a forced cast
      // that cannot fail: `as?` would ask the runtime for the `Optional<Key.Value>` type, a
      // locked look-up on every read.
      if type(of: value) == Key.Value.self { return value as! Key.Value }
      return Self.value(value, orDefaultOf: key)
    }
    set {
      var values = self.values ?? [:]
      self.values = nil  // so the copy above is the only reference, and changes in place
      values[ObjectIdentifier(key)] = newValue
      self.values = values
    }
  }

  /// `value` as a value of `key`, else the key's default value. Apart from the subscript,
  /// which would otherwise ask for the `Optional<Key.Value>` type on every read.
  @inline(never)
  private static func value<Key: EnvironmentKey>(_ value: Any, orDefaultOf key: Key.Type)
    -> Key.Value
  {
    value as? Key.Value ?? Key.defaultValue
  }

  /// The object of type `type` stored with ``setObject(_:)``, if any.
  package func object(of type: Any.Type) -> AnyObject? {
    values?[ObjectIdentifier(type)].map { $0 as AnyObject }
  }

  /// Stores `object` by its type (or removes the object of that type, for `nil`), as
  /// SwiftUI's `.environment(_:)` does with an `@Observable` model.
  package mutating func setObject<Object: AnyObject>(_ object: Object?) {
    var values = self.values ?? [:]
    self.values = nil
    values[ObjectIdentifier(Object.self)] = object
    self.values = values
  }

  /// Whether controls accept user interaction. Defaults to `true`.
  ///
  /// The components disable their control while this is `false`, as SwiftUI's `.disabled`.
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }
}

private struct IsEnabledKey: EnvironmentKey {
  static let defaultValue = true
}

private struct ColorSchemeKey: EnvironmentKey {
  static let defaultValue = ColorScheme.light
}

private struct LayoutDirectionKey: EnvironmentKey {
  static let defaultValue = LayoutDirection.leftToRight
}

extension EnvironmentValues {
  /// The colour scheme a front end draws in. Defaults to ``ColorScheme/light``; Fieldwork's
  /// controls draw nothing, so only your own representables read it.
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }

  /// The direction text runs in. Defaults to ``LayoutDirection/leftToRight``.
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }
}

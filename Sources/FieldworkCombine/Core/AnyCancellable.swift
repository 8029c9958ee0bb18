internal import FieldworkSupport

/// A cancellable that cancels when it is released, as Combine's `AnyCancellable`: what
/// ``Publisher/sink(receiveValue:)`` returns. Keep it (usually with `store(in:)`) for
/// as long as the subscription should live.
///
/// ```swift
/// var cancellables = Set<AnyCancellable>()
/// model.$query.sink { print($0) }.store(in: &cancellables)
/// ```
public final class AnyCancellable: Cancellable, Hashable {
  private let action: Locked<(() -> Void)?>

  /// A cancellable that runs `cancel` when cancelled or released, once.
  public init(_ cancel: @escaping () -> Void) {
    action = Locked(uncheckedValue: cancel)
  }

  /// A cancellable that cancels `canceller` when cancelled or released.
  public init<C: Cancellable>(_ canceller: C) {
    action = Locked(uncheckedValue: { canceller.cancel() })
  }

  deinit {
    cancel()
  }

  /// Cancels what it wraps, once; later calls do nothing.
  public func cancel() {
    let action = self.action.withLock { action in
      defer { action = nil }
      return action
    }
    action?()
  }

  /// Whether the two are the same object.
  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

  /// Hashes the object's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }

  /// Keeps this cancellable in `set`, so it lives as long as the set holds it.
  public func store(in set: inout Set<AnyCancellable>) {
    set.insert(self)
  }

  /// Keeps this cancellable in `collection`.
  public func store<C: RangeReplaceableCollection>(in collection: inout C)
  where C.Element == AnyCancellable {
    collection.append(self)
  }
}

extension Cancellable {
  /// This cancellable, wrapped in an ``AnyCancellable`` that cancels it when released.
  public func eraseToAnyCancellable() -> AnyCancellable {
    AnyCancellable(self)
  }

  /// Keeps this cancellable in `set`, wrapped in an ``AnyCancellable``.
  public func store(in set: inout Set<AnyCancellable>) {
    AnyCancellable(self).store(in: &set)
  }

  /// Keeps this cancellable in `collection`, wrapped in an ``AnyCancellable``.
  public func store<C: RangeReplaceableCollection>(in collection: inout C)
  where C.Element == AnyCancellable {
    AnyCancellable(self).store(in: &collection)
  }
}

/// A value with reference storage whose changes update the hosts that read it, as SwiftUI's
/// `State`.
///
/// Unlike SwiftUI's, a Fieldwork `State` works as a stored property of any class or struct,
/// not only inside a view. Copies of a `State` share one storage, so a struct holding one can be
/// copied freely.
///
/// ```swift
/// @MainActor final class SearchScreen {
///   @State var query = ""
///   lazy var host = RepresentableHost { SearchBar(text: self.$query) }
/// }
/// ```
///
/// Reading the value (directly, or through any ``Binding`` derived from `$value`) while a
/// ``RepresentableHost`` renders records a dependency; writing it updates exactly those hosts,
/// once per write, before the write returns. Writing a value equal to the current one (for
/// `Equatable` values) notifies nobody.
///
/// Reads and writes are safe from any thread when `Value` is `Sendable`. A write made off the
/// main actor updates hosts on the main actor's next turn.
@propertyWrapper
public struct State<Value> {
  let box: StateBox<Value>
  /// ``projectedValue``, made once: a host's content reads `$value` on every render, and
  /// making the binding's closures anew each time cost four allocations per render.
  private let binding: Binding<Value>

  /// Creates a state holding `wrappedValue`.
  ///
  /// Inside a ``RepresentableHost``'s content (a `@State` property of a ``Representable``, say),
  /// the host keeps the storage across renders, as SwiftUI keeps a view's state: the first
  /// render creates it with `wrappedValue`, and later renders, which build the value anew,
  /// find the same storage in the same position. Elsewhere every `State` has storage of its
  /// own.
  public init(wrappedValue: Value) {
    let box =
      DependencyRecorder.current?.slots?.box(initialValue: wrappedValue)
      ?? StateBox(wrappedValue)
    self.box = box
    self.binding = Binding(
      get: { box.read() },
      set: { newValue, transaction in
        box.write(newValue, transaction: Transaction.current ?? transaction)
      },
      inPlace: InPlaceAccess(
        version: { box.trackedVersion() },
        modify: { transaction, body in
          box.modify(transaction: Transaction.current ?? transaction, body)
        }))
  }

  /// Creates a state holding `value`; the same as ``init(wrappedValue:)``.
  public init(initialValue value: Value) {
    self.init(wrappedValue: value)
  }

  /// The current value. Writing it updates every host that read it.
  public var wrappedValue: Value {
    get { box.read() }
    nonmutating set { box.write(newValue, transaction: Transaction.current ?? Transaction()) }
  }

  /// A binding to the state, which keeps its change tracking.
  public var projectedValue: Binding<Value> { binding }
}

extension State where Value: ExpressibleByNilLiteral {
  /// Creates a state holding `nil`.
  public init() {
    self.init(wrappedValue: nil)
  }
}

// `@unchecked` only for `binding`, whose closures the compiler cannot see into: they capture
// nothing but `box`, a `StateBox`, which is `Sendable` (every access holds its lock), so
// calling them from any thread is as safe as using `box` directly, which `State` does.
extension State: @unchecked Sendable where Value: Sendable {}

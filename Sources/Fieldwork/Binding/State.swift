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
  /// The storage; copies of the state share it.
  package let box: StateBox<Value>

  /// Creates a state holding `wrappedValue`.
  ///
  /// Inside a ``RepresentableHost``'s content (a `@State` property of a ``Representable``, say),
  /// the host keeps the storage across renders, as SwiftUI keeps a view's state: the first
  /// render creates it with `wrappedValue`, and later renders, which build the value anew,
  /// find the same storage in the same position. Elsewhere every `State` has storage of its
  /// own.
  public init(wrappedValue: Value) {
    let box =
      DependencyRecorder.currentSlots?.box(initialValue: wrappedValue)
      ?? StateBox(wrappedValue)
    self.box = box
  }

  /// Creates a state holding `value`; the same as ``init(wrappedValue:)``.
  public init(initialValue value: Value) {
    self.init(wrappedValue: value)
  }

  /// The current value. Writing it updates every host that read it.
  public var wrappedValue: Value {
    get { box.read() }
    nonmutating set { box.write(newValue, transaction: Transaction()) }
  }

  /// A binding to the state, which keeps its change tracking.
  ///
  /// The binding reads and writes the state's storage directly (no closures), and can edit it
  /// in place, so a text field bound to it applies a keystroke without copying the text.
  public var projectedValue: Binding<Value> { Binding(location: box) }
}

extension State where Value: ExpressibleByNilLiteral {
  /// Creates a state holding `nil`.
  public init() {
    self.init(wrappedValue: nil)
  }
}

extension State: Sendable where Value: Sendable {}

import Observation

/// Bindings to the properties of an `@Observable` model, as SwiftUI's `@Bindable`.
///
/// ```swift
/// @Observable final class Profile { var name = "" }
///
/// @Bindable var profile = Profile()
/// let host = RepresentableHost { TextField("Name", text: $profile.name) }
/// ```
///
/// A host that reads a property through such a binding while it renders is tracked by
/// Observation, so writing the property updates it (at the next Fieldwork write or user
/// action, ``UpdateScheduler/flush()``, or the main actor's next turn: Observation reports a
/// change before storing it).
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
  /// The model.
  public var wrappedValue: Value

  /// Wraps `wrappedValue`.
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// Wraps `wrappedValue`, for use outside a property declaration: `Bindable(model).name`.
  public init(_ wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// Itself, so `$model.name` is a binding to `model.name`.
  public var projectedValue: Bindable<Value> { self }

  /// A binding to the model's property at `keyPath`.
  public subscript<Subject>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
  ) -> Binding<Subject> {
    let model = wrappedValue
    return Binding(get: { model[keyPath: keyPath] }, set: { model[keyPath: keyPath] = $0 })
  }
}

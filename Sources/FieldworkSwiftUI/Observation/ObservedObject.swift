/// A view model a view is given and observes, as SwiftUI's `@ObservedObject`: the view
/// renders again whenever the object's `objectWillChange` fires. Unlike `@StateObject`, the
/// view does not own it: a parent that passes another object makes the view observe that one.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// The object.
  public var wrappedValue: ObjectType

  /// Observes `wrappedValue`.
  public init(wrappedValue: ObjectType) {
    self.wrappedValue = wrappedValue
  }

  /// Observes `initialValue`.
  public init(initialValue: ObjectType) {
    self.init(wrappedValue: initialValue)
  }

  /// Bindings to the object's properties: `$model.query`.
  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

  /// Subscribes the node to the object's changes.
  @MainActor func link(storage: inout AnyObject?, node: ViewNode) {
    let slot = storage as? ObservedObjectSlot<ObjectType> ?? ObservedObjectSlot<ObjectType>()
    storage = slot
    slot.observe(wrappedValue, on: node)
  }

  /// Makes bindings to an observed object's properties, as SwiftUI's
  /// `ObservedObject.Wrapper`: `$model.query` is a `Binding<String>`.
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType

    /// A binding to the object's property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
      -> Binding<Subject>
    {
      let object = self.object
      return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
  }
}

extension ObservedObject: NodeLinkedProperty {}

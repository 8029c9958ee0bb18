/// A view model an enclosing view put in the environment with `.environmentObject(_:)`, as
/// SwiftUI's `@EnvironmentObject`: found by its type, observed like an `@ObservedObject`.
///
/// A view whose object nobody provided is not evaluated: the host reports
/// `UpdateDiagnostic/Kind/missingEnvironmentObject(_:)` and the view shows nothing, where
/// SwiftUI stops the app.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  let link = EnvironmentLink()

  /// Reads the `ObjectType` in the environment.
  public init() {}

  /// The object in the environment of the view. Read where no enclosing view provided one,
  /// it stops the program with a message naming the type, as SwiftUI does.
  @MainActor public var wrappedValue: ObjectType {
    let environment = link.environment ?? EnvironmentValues.rendering ?? EnvironmentValues()
    EnvironmentLink.readBeforeInstall?()
    guard let object = environment.object(of: ObjectType.self) as? ObjectType else {
      preconditionFailure(Self.missingMessage)
    }
    return object
  }

  /// Bindings to the object's properties: `$settings.name`.
  @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
  }

  /// SwiftUI's words for a missing object.
  static var missingMessage: String {
    """
    No ObservableObject of type \(ViewTypeName.of(ObjectType.self)) found. A \
    View.environmentObject(_:) for \(ViewTypeName.of(ObjectType.self)) may be missing as an \
    ancestor of this view.
    """
  }

  /// Links the property to the node's environment and subscribes the node to the object.
  @MainActor func link(storage: inout AnyObject?, node: ViewNode) {
    link.environment = node.environment
    guard let object = node.environment.object(of: ObjectType.self) as? ObjectType else {
      node.missingEnvironmentObject = ObjectType.self
      return
    }
    let slot = storage as? ObservedObjectSlot<ObjectType> ?? ObservedObjectSlot<ObjectType>()
    storage = slot
    slot.observe(object, on: node)
  }
}

extension EnvironmentObject: NodeLinkedProperty {}

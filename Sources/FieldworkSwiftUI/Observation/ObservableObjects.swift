// `@StateObject`, `@ObservedObject` and `@EnvironmentObject`: view models in the view tree.
// Each links to its view's node, as `@State` does, and subscribes the node to the object's
// `objectWillChange`, so a change renders the views that hold the object.

/// A graph, held weakly by what outlives it: a subscription to an object the app keeps.
///
/// It holds the graph's ``GraphReference`` weakly, not the graph: see there why.
@MainActor
final class WeakGraph {
  private weak var reference: GraphReference?

  init(_ graph: ViewGraph) { reference = graph.reference }

  /// The graph, while it lives.
  var graph: ViewGraph? { reference?.graph }
}

/// What the node keeps for one observed object: the object, and the node's subscription to
/// its `objectWillChange`.
@MainActor
final class ObservedObjectSlot<ObjectType: ObservableObject> {
  var object: ObjectType?
  private var subscription: AnyCancellable?
  private weak var subscribed: ObjectType?

  init(object: ObjectType? = nil) {
    self.object = object
  }

  /// Subscribes `node` to `object`'s changes, unless it already is.
  func observe(_ object: ObjectType, on node: ViewNode) {
    self.object = object
    guard subscribed !== object else { return }
    subscribed = object
    let target = WeakUpdateTarget(node)
    let graph = WeakGraph(node.graph)
    let typeName = ViewTypeName.of(ObjectType.self)
    // Nothing here holds the node or its graph: the object may outlive the screen (an
    // `@EnvironmentObject` the app keeps), and the node holds this subscription.
    subscription = object.objectWillChange.sink { _ in
      ObservedObjectSlot.objectWillChange(target: target, graph: graph, typeName: typeName)
    }
  }

  /// The object is about to change: its views render once the change is stored (at the end
  /// of the running update batch, or on the main actor's next turn).
  nonisolated static func objectWillChange(
    target: WeakUpdateTarget, graph: WeakGraph, typeName: String
  ) {
    if MainQueue.isCurrent {
      MainActor.assumeIsolated {
        if let owner = UpdateScheduler.evaluatingBody, let graph = graph.graph {
          graph.report(
            UpdateDiagnostic(
              kind: .objectChangedDuringBody(typeName),
              hostDescription: owner.updateTargetDescription, rounds: 0))
        }
      }
    }
    UpdateScheduler.observedValueWillChange(target)
  }
}

/// A view model a view creates once and keeps for as long as the view is in the tree, as
/// SwiftUI's `@StateObject`.
///
/// ```swift
/// struct SearchScreen: View {
///   @StateObject private var model = SearchModel()
///   var body: some View {
///     List(model.results) { Text($0.name) }
///       .searchable(text: $model.query)
///   }
/// }
/// ```
///
/// The initialiser's expression runs once per view identity, the first time the view is
/// rendered at its place in the tree; the parent's later renders, which make the view anew,
/// keep the object. The view renders again whenever the object's `objectWillChange` fires.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  private let make: () -> ObjectType
  let slot: ObservedObjectSlotReference<ObjectType>

  /// A state object made by `thunk`, once per view identity.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    make = thunk
    slot = ObservedObjectSlotReference()
  }

  /// The object. Read outside a view tree, it is made on first use.
  @MainActor public var wrappedValue: ObjectType {
    if let object = slot.slot?.object { return object }
    let object = make()
    slot.slot = ObservedObjectSlot(object: object)
    return object
  }

  /// Bindings to the object's properties: `$model.query`.
  @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
  }

  /// Makes the object (the first time), keeps it on the node, and subscribes the node.
  @MainActor func link(storage: inout AnyObject?, node: ViewNode) {
    if let kept = storage as? ObservedObjectSlot<ObjectType>, let object = kept.object {
      slot.slot = kept
      kept.observe(object, on: node)
      return
    }
    let made = ObservedObjectSlot<ObjectType>()
    storage = made
    slot.slot = made
    let typeName = ViewTypeName.of(ObjectType.self)
    let graph = node.graph
    let description = node.pathDescription
    let previous = EnvironmentLink.readBeforeInstall
    var reported = false
    EnvironmentLink.readBeforeInstall = {
      guard !reported else { return }
      reported = true
      graph.report(
        UpdateDiagnostic(
          kind: .environmentReadBeforeInstall(typeName), hostDescription: description, rounds: 0))
    }
    let object = make()
    EnvironmentLink.readBeforeInstall = previous
    made.observe(object, on: node)
  }
}

/// A reference to the slot a view's `@StateObject` found on its node: copies of the view
/// value share it.
@MainActor
final class ObservedObjectSlotReference<ObjectType: ObservableObject> {
  var slot: ObservedObjectSlot<ObjectType>?
  nonisolated init() {}
}

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

extension StateObject: NodeLinkedProperty {}
extension ObservedObject: NodeLinkedProperty {}
extension EnvironmentObject: NodeLinkedProperty {}

extension View {
  /// Puts `object` in the environment of this view and the views below, as SwiftUI's
  /// `.environmentObject(_:)`: `@EnvironmentObject var settings: Settings` reads it.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    environmentChange(ViewAttribute(.environmentObject, ViewTypeName.of(T.self))) {
      $0.setObject(object)
    }
  }
}

// MARK: Attribute keys

extension AttributeKey where Value == String {
  static var environmentObject: Self { Self("environmentObject") }
}

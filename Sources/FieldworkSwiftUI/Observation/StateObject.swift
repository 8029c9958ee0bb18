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

extension StateObject: NodeLinkedProperty {}

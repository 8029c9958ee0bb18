// `@StateObject`, `@ObservedObject` and `@EnvironmentObject`: view models in the view tree.
// Each links to its view's node, as `@State` does, and subscribes the node to the object's
// `objectWillChange`, so a change renders the views that hold the object.

extension View {
  /// Puts `object` in the environment of this view and the views below, as SwiftUI's
  /// `.environmentObject(_:)`: `@EnvironmentObject var settings: Settings` reads it.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    environmentChange(ViewAttribute("environmentObject", ViewTypeName.of(T.self))) {
      $0.setObject(object)
    }
  }
}

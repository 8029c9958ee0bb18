extension Scene {
  /// Applies `modifier` to the content of each of the scene's windows.
  package func modifyingWindows(_ transform: @escaping @MainActor (AnyView) -> AnyView)
    -> ModifiedScene<Self>
  {
    ModifiedScene(content: self, transform: transform)
  }

  /// Puts `object` in the environment of every window of the scene, as SwiftUI's
  /// `Scene.environmentObject(_:)`.
  public func environmentObject<T: ObservableObject>(_ object: T) -> ModifiedScene<Self> {
    modifyingWindows { AnyView($0.environmentObject(object)) }
  }

  /// Puts the `@Observable` `object` in the environment of every window of the scene, as
  /// SwiftUI's `Scene.environment(_:)`.
  public func environment<Object: AnyObject & Observable>(_ object: Object?) -> ModifiedScene<Self>
  {
    modifyingWindows { AnyView($0.environment(object)) }
  }

  /// Sets the environment value at `keyPath` in every window of the scene, as SwiftUI's
  /// `Scene.environment(_:_:)`.
  public func environment<Value>(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value
  ) -> ModifiedScene<Self> {
    modifyingWindows { AnyView($0.environment(keyPath, value)) }
  }

  /// Runs `action` with the old and new value whenever `value` changes, as SwiftUI's
  /// `Scene.onChange(of:initial:_:)`: the usual place to save when `scenePhase` becomes
  /// ``ScenePhase/background``.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> ModifiedScene<Self> {
    modifyingWindows { AnyView($0.onChange(of: value, initial: initial, action)) }
  }

  /// Runs `action` whenever `value` changes, as SwiftUI's `Scene.onChange(of:initial:_:)`.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> ModifiedScene<Self> {
    onChange(of: value, initial: initial) { _, _ in action() }
  }

  /// Runs `action` with the new value whenever `value` changes, as SwiftUI's older
  /// `Scene.onChange(of:perform:)`.
  public func onChange<V: Equatable>(
    of value: V, perform action: @escaping (_ newValue: V) -> Void
  ) -> ModifiedScene<Self> {
    onChange(of: value, initial: false) { _, new in action(new) }
  }

  /// Sets a window's default size, as SwiftUI's `defaultSize(width:height:)`: a Mac's
  /// window size, which a hosted window (an iPhone's screen) does not take.
  public func defaultSize(width: CGFloat, height: CGFloat) -> Self { self }
}

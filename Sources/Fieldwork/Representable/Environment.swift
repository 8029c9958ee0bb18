/// Reads a value from the environment of the host that is rendering, as SwiftUI's
/// `@Environment`.
///
/// Declare it in a ``Representable`` and read it in `updateView` (or in the content that
/// builds the representable): it gives the ``RepresentableHost/environment`` of the host
/// rendering now. Changing the host's environment renders again, so the view follows.
///
/// ```swift
/// struct Field: Representable {
///   @Environment(\.isEnabled) var isEnabled
///   func makeView(context: Context) -> HeadlessTextField { HeadlessTextField() }
///   func updateView(_ field: HeadlessTextField, context: Context) {
///     field.isEnabled = isEnabled
///   }
/// }
/// ```
///
/// Read outside a render, it gives the default value of the key, as SwiftUI's does.
@MainActor
@propertyWrapper
public struct Environment<Value> {
  private let keyPath: KeyPath<EnvironmentValues, Value>

  /// Reads the environment value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
  }

  /// The value in the environment of the host rendering now.
  public var wrappedValue: Value {
    (EnvironmentValues.rendering ?? EnvironmentValues())[keyPath: keyPath]
  }
}

extension EnvironmentValues {
  /// The environment of the host that is rendering now, if any.
  @MainActor static var rendering: EnvironmentValues?

  /// Runs `body` with `environment` as the rendering environment.
  @MainActor static func whileRendering<Result>(
    _ environment: EnvironmentValues, _ body: () -> Result
  ) -> Result {
    let previous = rendering
    rendering = environment
    defer { rendering = previous }
    return body()
  }
}

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
@MainActor @preconcurrency
@propertyWrapper
public struct Environment<Value> {
  /// Where the value comes from.
  private enum Source {
    case keyPath(KeyPath<EnvironmentValues, Value>)
    /// An object stored by its type (FieldworkSwiftUI's `@Environment(Model.self)`).
    case object(type: Any.Type, value: (Any?) -> Value?)
  }

  private let source: Source
  /// The environment of the view this property belongs to, once a view tree has installed
  /// the view: reads made later (from a button's action, say) see it, as SwiftUI's do.
  package let link = EnvironmentLink()

  /// Reads the environment value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    source = .keyPath(keyPath)
  }

  /// Reads the object of type `type` that an enclosing view put in the environment.
  package init(object type: Value.Type) where Value: AnyObject {
    source = .object(type: type, value: { $0 as? Value })
  }

  /// Reads the object of type `type`, or `nil` when no enclosing view put one in the
  /// environment.
  package init<Object: AnyObject>(optionalObject type: Object.Type) where Value == Object? {
    source = .object(type: type, value: { .some($0 as? Object) })
  }

  /// The value in the environment of the view (or the host rendering now).
  ///
  /// For an object nobody put in the environment, a view tree reports the missing object and
  /// does not evaluate the view's body; read anywhere else, it stops the program with a
  /// message naming the type, as SwiftUI does.
  public var wrappedValue: Value {
    let environment = link.environment ?? EnvironmentValues.rendering ?? EnvironmentValues()
    // A `@StateObject`'s initialiser runs before the view is installed: SwiftUI gives it
    // the default values, and says so. (An object has no default: it is still found.)
    EnvironmentLink.readBeforeInstall?()
    switch source {
    case .keyPath(let keyPath):
      if EnvironmentLink.readBeforeInstall != nil { return EnvironmentValues()[keyPath: keyPath] }
      return environment[keyPath: keyPath]
    case .object(let type, let value):
      guard let found = value(environment.object(of: type)) else {
        preconditionFailure(Self.missingObjectMessage(type))
      }
      return found
    }
  }

  /// The type of the object this property reads, and whether it is missing from
  /// `environment`; `nil` for a key-path property or an optional object.
  package func missingObject(in environment: EnvironmentValues) -> Any.Type? {
    guard case .object(let type, let value) = source, value(environment.object(of: type)) == nil
    else { return nil }
    return type
  }

  /// What is said when an object is missing.
  package static func missingObjectMessage(_ type: Any.Type) -> String {
    """
    No object of type \(type) found in the environment. A .environment(_:) with a \(type) \
    may be missing as an ancestor of this view.
    """
  }
}

/// The environment a view tree installed a view's `@Environment` properties with.
@MainActor
package final class EnvironmentLink {
  package var environment: EnvironmentValues?
  package init() {}

  /// Set while code runs that SwiftUI runs before a view is installed (a `@StateObject`'s
  /// initialiser): an environment read then is reported to it and gets the default value.
  package static var readBeforeInstall: (() -> Void)?
}

extension EnvironmentValues {
  /// The environment of the host that is rendering now, if any.
  @MainActor package static var rendering: EnvironmentValues?

  /// Runs `body` with `environment` as the rendering environment.
  @MainActor package static func whileRendering<Result>(
    _ environment: EnvironmentValues, _ body: () -> Result
  ) -> Result {
    let previous = rendering
    rendering = environment
    defer { rendering = previous }
    return body()
  }
}

/// The values a component's (or a representable's) change observers last saw, kept by its
/// coordinator for the life of the host. Observers are matched by position, as SwiftUI
/// matches them by their place in the view.
@MainActor
package final class ChangeObservations {
  private var seen: [Any] = []

  package init() {}

  /// Runs every observer against what it saw last, and remembers what it sees now.
  ///
  /// - Returns: How many of the actions ran.
  @discardableResult
  package func run(_ observers: [ChangeObserver]) -> Int {
    var ran = 0
    for (index, observer) in observers.enumerated() {
      let previous: Any? = index < seen.count ? seen[index] : nil
      let current = observer.check(previous)
      if current.ran { ran += 1 }
      if index < seen.count { seen[index] = current.value } else { seen.append(current.value) }
    }
    if seen.count > observers.count { seen.removeLast(seen.count - observers.count) }
    return ran
  }
}

/// A representable that runs actions when values it watches change, as SwiftUI's
/// `.onChange(of:initial:_:)` on any view: made by ``Representable/onChange(of:initial:_:)-(_,_,(V,V)->Void)``.
///
/// Each action runs after the update that saw its value change, once per change, never for
/// an equal value, and for the first value only with `initial: true`. The host's view is the
/// wrapped representable's view; its coordinator holds the wrapped one in ``Coordinator/base``.
public struct OnChange<Content: Representable>: ChangeObserving {
  var content: Content
  var observers: [ChangeObserver]

  /// The wrapped representable's coordinator, and the values the observers last saw.
  @MainActor
  public final class Coordinator {
    /// The coordinator the wrapped representable made.
    public let base: Content.Coordinator
    let changes = ChangeObservations()

    init(base: Content.Coordinator) {
      self.base = base
    }
  }

  /// Makes the wrapped representable's coordinator.
  public func makeCoordinator() -> Coordinator {
    Coordinator(base: content.makeCoordinator())
  }

  /// Makes the wrapped representable's view.
  public func makeView(context: Context) -> Content.PlatformView {
    content.makeView(context: Self.contentContext(context))
  }

  /// Updates the wrapped representable's view, then runs the actions whose values changed.
  public func updateView(_ view: Content.PlatformView, context: Context) {
    content.updateView(view, context: Self.contentContext(context))
    context.coordinator.changes.run(observers)
  }

  /// Dismantles the wrapped representable's view.
  public static func dismantleView(_ view: Content.PlatformView, coordinator: Coordinator) {
    Content.dismantleView(view, coordinator: coordinator.base)
  }

  private static func contentContext(_ context: Context) -> RepresentableContext<Content> {
    RepresentableContext<Content>(
      coordinator: context.coordinator.base, environment: context.environment,
      transaction: context.transaction, diagnosticHandler: context.reportDiagnostic)
  }
}

extension OnChange {
  /// Watches one more value: the actions run in the order they were added.
  public func observingChanges(with observer: ChangeObserver) -> Self {
    var copy = self
    copy.observers.append(observer)
    return copy
  }
}

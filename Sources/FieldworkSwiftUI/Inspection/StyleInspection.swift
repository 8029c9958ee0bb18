// Inspecting a style of the app's, as ViewInspector does: `style.inspect(isPressed: true)`
// renders the style's body for a configuration, and its label is
// `styleConfigurationLabel()`.

/// The body a style makes for a configuration, hosted as a view.
struct StyleBody<Body: View>: View {
  let make: () -> Body
  var body: Body { make() }
}

/// Hosts `make`'s view and returns it to inspect, the style's body as the root, so paths
/// start with what the body holds (`group().styleConfigurationLabel(0)`).
@MainActor
func inspectStyleBody<Body: View>(_ make: @escaping () -> Body) throws -> InspectableView<
  ViewType.ClassifiedView
> {
  let hosted = try ViewHost { StyleBody(make: make) }.inspect()
  guard let body = hosted.node.contentChildren.first?.classifiedView else { return hosted }
  return InspectableView(graph: hosted.graph, node: body, root: body)
}

extension ButtonStyle {
  /// Hosts the style's body for a button that is pressed (or not), as ViewInspector's
  /// `inspect(isPressed:)`.
  public nonisolated func inspect(isPressed: Bool) throws -> InspectableView<
    ViewType.ClassifiedView
  > {
    let style = Unchecked(self)
    return try onMainActor {
      let style = style.value
      return try inspectStyleBody {
        style.makeBody(configuration: ButtonStyleConfiguration(isPressed: isPressed))
      }
    }
  }
}

extension PrimitiveButtonStyle {
  /// Hosts the style's body for a button whose action is `onTrigger`, as ViewInspector's
  /// `inspect(onTrigger:)`.
  public nonisolated func inspect(onTrigger: @escaping () -> Void = {}) throws -> InspectableView<
    ViewType.ClassifiedView
  > {
    let carried = Unchecked((self, onTrigger))
    return try onMainActor {
      let (style, trigger) = carried.value
      return try inspectStyleBody {
        style.makeBody(configuration: PrimitiveButtonStyleConfiguration(onTrigger: trigger))
      }
    }
  }
}

extension ToggleStyle {
  /// Hosts the style's body for a toggle that is on (or off), as ViewInspector's
  /// `inspect(isOn:)`.
  public nonisolated func inspect(isOn: Bool) throws -> InspectableView<ViewType.ClassifiedView> {
    let style = Unchecked(self)
    return try onMainActor {
      let style = style.value
      return try inspectStyleBody {
        style.makeBody(configuration: ToggleStyleConfiguration(isOn: isOn))
      }
    }
  }
}

extension InspectableView where Kind == ViewType.LazyVStack {
  /// The views the stack keeps pinned while it scrolls.
  public func pinnedViews() throws -> PinnedScrollableViews {
    try onMainActor {
      (try liveNode().viewValue as? any PinnedViewsProviding)?.pinned ?? []
    }
  }
}

extension InspectableView where Kind == ViewType.LazyHStack {
  /// The views the stack keeps pinned while it scrolls.
  public func pinnedViews() throws -> PinnedScrollableViews {
    try onMainActor {
      (try liveNode().viewValue as? any PinnedViewsProviding)?.pinned ?? []
    }
  }
}

/// A lazy stack's pinned views, for inspection.
@MainActor
protocol PinnedViewsProviding {
  var pinned: PinnedScrollableViews { get }
}

extension LazyVStack: PinnedViewsProviding {
  var pinned: PinnedScrollableViews { pinnedViews }
}

extension LazyHStack: PinnedViewsProviding {
  var pinned: PinnedScrollableViews { pinnedViews }
}

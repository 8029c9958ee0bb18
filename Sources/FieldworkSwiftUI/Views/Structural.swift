// How the views that only arrange other views render: builder output, conditions,
// optional content, type-erased content, groups.

extension TupleView: PrimitiveView {
  func render(in context: inout RenderContext) {
    renderElements(in: &context)
  }

  static var fixedInspection: InspectionRole? { .transparent }
  static var rowMaking: RowMaking { .inherited }
}

extension _ConditionalContent: PrimitiveView {
  func render(in context: inout RenderContext) {
    switch storage {
    case .trueContent(let content): context.child(.branch(true), content)
    case .falseContent(let content): context.child(.branch(false), content)
    }
  }

  static var fixedInspection: InspectionRole? { .transparent }
  static var rowMaking: RowMaking { .inherited }
}

extension Optional: PrimitiveView where Wrapped: View {
  func render(in context: inout RenderContext) {
    if let self { context.child(.position(0), self) }
  }

  static var fixedInspection: InspectionRole? { .transparent }
  static var rowMaking: RowMaking { .inherited }
}

extension EmptyView: PrimitiveView {
  func render(in context: inout RenderContext) {}
  static var fixedInspection: InspectionRole? { .view(.emptyView) }
}

extension AnyView: PrimitiveView {
  func render(in context: inout RenderContext) {
    func place<Content: View>(_ view: Content) {
      context.child(.type(ObjectIdentifier(Content.self)), view)
    }
    place(content)
  }

  static var fixedInspection: InspectionRole? { .view(.anyView) }
  static var rowMaking: RowMaking { .inherited }
}

extension Group: PrimitiveView {
  func render(in context: inout RenderContext) {
    context.content(content)
  }

  static var fixedInspection: InspectionRole? { .view(.group) }
  static var rowMaking: RowMaking { .inherited }
}

/// Builder output whose elements a container puts in its place, as its own children.
@MainActor
protocol ElementsInPlace {
  /// Brings the elements up to date as children of the context's node, at positions 0, 1, ….
  func renderElements(in context: inout RenderContext)
}

extension TupleView: ElementsInPlace {
  func renderElements(in context: inout RenderContext) {
    var count = 0
    for _ in repeat (each Content).self { count += 1 }
    context.reserveChildren(count)
    var position = 0
    for element in repeat each value {
      context.child(.position(position), element)
      position += 1
    }
  }
}

/// Marks `Optional`, so that a node can tell its value from what it wraps.
protocol OptionalView {
  /// Whether there is no view: an `if` whose condition is false, with no `else`.
  var isNone: Bool { get }
}

extension Optional: OptionalView {
  var isNone: Bool { self == nil }
}

/// An `Optional` of a view, which puts the view it holds in its own place.
protocol WrappedViewPlacing {
  /// A ``PlaceWrappedView`` of the type, as `Any`: a node's blueprint takes it as its own
  /// type's, once per type.
  static var placingWrappedView: Any { get }
}

extension Optional: WrappedViewPlacing where Wrapped: View {
  static var placingWrappedView: Any {
    let place: PlaceWrappedView<Self> = { value, key, existing, environment, context in
      guard let view = value else { return false }
      context.placeInPlaceOfOptional(key, view, existing: existing, environment: environment)
      return true
    }
    return place
  }
}

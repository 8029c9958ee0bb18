// How the views that only arrange other views render: builder output, conditions,
// optional content, type-erased content, groups.

extension TupleView: PrimitiveView {
  func render(in context: inout RenderContext) {
    renderElements(in: &context)
  }

  static var fixedRole: NodeRole? { .transparent }
  static var rowMaking: RowMaking { .inherited }
}

extension _ConditionalContent: PrimitiveView {
  func render(in context: inout RenderContext) {
    switch storage {
    case .trueContent(let content): context.child(.branch(true), content)
    case .falseContent(let content): context.child(.branch(false), content)
    }
  }

  static var fixedRole: NodeRole? { .transparent }
  static var rowMaking: RowMaking { .inherited }
}

extension Optional: PrimitiveView where Wrapped: View {
  func render(in context: inout RenderContext) {
    if let self { context.child(.position(0), self) }
  }

  static var fixedRole: NodeRole? { .transparent }
  static var rowMaking: RowMaking { .inherited }
}

extension EmptyView: LeafView {
  static var fixedRole: NodeRole? { .view(.emptyView) }
}

extension AnyView: PrimitiveView {
  func render(in context: inout RenderContext) {
    func place<Content: View>(_ view: Content) {
      context.child(.type(ObjectIdentifier(Content.self)), view)
    }
    place(content)
  }

  static var fixedRole: NodeRole? { .view(.anyView) }
  static var rowMaking: RowMaking { .inherited }
}

extension Group: PrimitiveView {
  func render(in context: inout RenderContext) {
    context.content(content)
  }

  static var fixedRole: NodeRole? { .view(.group) }
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
    for element in repeat each elements.value {
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
@MainActor
protocol WrappedViewPlacing {
  /// Places the view `value` holds at `key`, where an old child may stand, in the optional's
  /// stead, and says whether it held one.
  ///
  /// A requirement, not a closure the type hands out: its witness is given the optional's
  /// type, where a generic closure asks the runtime for it, a locked look-up on each call.
  static func placeWrappedView(
    _ value: Self, at key: ChildKey, existing: ViewNode?, environment: EnvironmentValues,
    in context: inout RenderContext
  ) -> Bool
}

extension Optional: WrappedViewPlacing where Wrapped: View {
  static func placeWrappedView(
    _ value: Self, at key: ChildKey, existing: ViewNode?, environment: EnvironmentValues,
    in context: inout RenderContext
  ) -> Bool {
    guard let view = value else { return false }
    context.placeInPlaceOfOptional(key, view, existing: existing, environment: environment)
    return true
  }
}

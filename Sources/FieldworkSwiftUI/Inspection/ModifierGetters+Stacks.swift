// ViewInspector's stack getters: `spacing()` and `alignment()` of VStack, HStack, ZStack and
// the lazy stacks, read from the stack's own parameters.

extension ViewType.VStack: SpacedStackViewType {
  /// A vertical stack lines its views up horizontally.
  public typealias StackAlignment = HorizontalAlignment
}

extension ViewType.LazyVStack: SpacedStackViewType {
  /// A vertical stack lines its views up horizontally.
  public typealias StackAlignment = HorizontalAlignment
}

extension ViewType.HStack: SpacedStackViewType {
  /// A horizontal stack lines its views up vertically.
  public typealias StackAlignment = VerticalAlignment
}

extension ViewType.LazyHStack: SpacedStackViewType {
  /// A horizontal stack lines its views up vertically.
  public typealias StackAlignment = VerticalAlignment
}

extension ViewType.ZStack: StackViewType {
  /// A stack of layers lines them up both ways.
  public typealias StackAlignment = Alignment
}

extension InspectableView where Kind: StackViewType {
  /// How the stack lines its views up.
  public func alignment() throws -> Kind.StackAlignment {
    try onMainActor {
      guard let alignment: Kind.StackAlignment = try stackAlignment() else {
        throw InspectionError.typeMismatch(
          factual: typeNameForErrors, expected: "\(Kind.StackAlignment.self)")
      }
      return Unchecked(alignment)
    }.value
  }
}

extension InspectableView where Kind: SpacedStackViewType {
  /// The stack's spacing, or `nil` for the default.
  public func spacing() throws -> CGFloat? {
    try onMainActor { try stackSpacing() }
  }
}

extension InspectableView {
  /// A stack's own spacing.
  @MainActor func stackSpacing() throws -> CGFloat? {
    (try liveNode().viewValue as? any StackParameters)?.stackSpacing
  }

  /// A stack's own alignment, as the stack's kind of alignment.
  @MainActor func stackAlignment<Alignment>() throws -> Alignment? {
    (try liveNode().viewValue as? any StackParameters)?.stackAlignment as? Alignment
  }
}

/// A stack's parameters, for inspection.
@MainActor
protocol StackParameters {
  var stackSpacing: CGFloat? { get }
  var stackAlignment: Any { get }
}

extension VStack: StackParameters {
  var stackSpacing: CGFloat? { spacing }
  var stackAlignment: Any { alignment }
}

extension HStack: StackParameters {
  var stackSpacing: CGFloat? { spacing }
  var stackAlignment: Any { alignment }
}

extension ZStack: StackParameters {
  var stackSpacing: CGFloat? { nil }
  var stackAlignment: Any { alignment }
}

extension LazyVStack: StackParameters {
  var stackSpacing: CGFloat? { spacing }
  var stackAlignment: Any { alignment }
}

extension LazyHStack: StackParameters {
  var stackSpacing: CGFloat? { spacing }
  var stackAlignment: Any { alignment }
}

extension ViewKind {
  /// Whether `.labelsHidden()` hides this control's label.
  var hidesLabelWithLabelsHidden: Bool {
    switch self {
    case .toggle, .stepper, .picker, .datePicker, .slider, .textField, .secureField: true
    default: false
    }
  }
}

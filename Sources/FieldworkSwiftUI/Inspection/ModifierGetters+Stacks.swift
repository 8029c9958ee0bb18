// ViewInspector's stack getters: `spacing()` and `alignment()` of VStack, HStack, ZStack and
// the lazy stacks, read from the stack's own parameters.

extension InspectableView where Kind == ViewType.VStack {
  /// The stack's spacing, or `nil` for the default.
  public func spacing() throws -> CGFloat? {
    try onMainActor { try stackSpacing() }
  }

  /// How the stack lines its views up.
  public func alignment() throws -> HorizontalAlignment {
    try onMainActor { try stackAlignment() ?? .center }
  }
}

extension InspectableView where Kind == ViewType.LazyVStack {
  /// The stack's spacing, or `nil` for the default.
  public func spacing() throws -> CGFloat? {
    try onMainActor { try stackSpacing() }
  }

  /// How the stack lines its views up.
  public func alignment() throws -> HorizontalAlignment {
    try onMainActor { try stackAlignment() ?? .center }
  }
}

extension InspectableView where Kind == ViewType.HStack {
  /// The stack's spacing, or `nil` for the default.
  public func spacing() throws -> CGFloat? {
    try onMainActor { try stackSpacing() }
  }

  /// How the stack lines its views up.
  public func alignment() throws -> VerticalAlignment {
    try onMainActor { try stackAlignment() ?? .center }
  }
}

extension InspectableView where Kind == ViewType.LazyHStack {
  /// The stack's spacing, or `nil` for the default.
  public func spacing() throws -> CGFloat? {
    try onMainActor { try stackSpacing() }
  }

  /// How the stack lines its views up.
  public func alignment() throws -> VerticalAlignment {
    try onMainActor { try stackAlignment() ?? .center }
  }
}

extension InspectableView where Kind == ViewType.ZStack {
  /// How the stack lines its views up.
  public func alignment() throws -> Alignment {
    try onMainActor { try stackAlignment() ?? .center }
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

// ViewInspector's stack getters: `spacing()` and `alignment()` of VStack, HStack, ZStack and
// the lazy stacks, read from the stack's own parameters.

extension InspectableView where Kind == ViewType.VStack {
  /// The stack's spacing, or `nil` for the default.
  public func spacing() throws -> CGFloat? {
    try onMainActor { try stackAttribute("spacing") }
  }

  /// How the stack lines its views up.
  public func alignment() throws -> HorizontalAlignment {
    try onMainActor { try stackAttribute("alignment") ?? .center }
  }
}

extension InspectableView where Kind == ViewType.LazyVStack {
  /// The stack's spacing, or `nil` for the default.
  public func spacing() throws -> CGFloat? {
    try onMainActor { try stackAttribute("spacing") }
  }

  /// How the stack lines its views up.
  public func alignment() throws -> HorizontalAlignment {
    try onMainActor { try stackAttribute("alignment") ?? .center }
  }
}

extension InspectableView where Kind == ViewType.HStack {
  /// The stack's spacing, or `nil` for the default.
  public func spacing() throws -> CGFloat? {
    try onMainActor { try stackAttribute("spacing") }
  }

  /// How the stack lines its views up.
  public func alignment() throws -> VerticalAlignment {
    try onMainActor { try stackAttribute("alignment") ?? .center }
  }
}

extension InspectableView where Kind == ViewType.LazyHStack {
  /// The stack's spacing, or `nil` for the default.
  public func spacing() throws -> CGFloat? {
    try onMainActor { try stackAttribute("spacing") }
  }

  /// How the stack lines its views up.
  public func alignment() throws -> VerticalAlignment {
    try onMainActor { try stackAttribute("alignment") ?? .center }
  }
}

extension InspectableView where Kind == ViewType.ZStack {
  /// How the stack lines its views up.
  public func alignment() throws -> Alignment {
    try onMainActor { try stackAttribute("alignment") ?? .center }
  }
}

extension InspectableView {
  /// A stack's own parameter `name`: `"spacing"` or `"alignment"`.
  @MainActor func stackAttribute<T>(_ name: String) throws -> T? {
    guard let stack = try liveNode().viewValue as? any StackParameters else { return nil }
    return (name == "spacing" ? stack.stackSpacing as Any : stack.stackAlignment) as? T
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

/// A stack that spaces its views (all but `ZStack`): its `spacing()` is read from the
/// stack's own parameter.
public protocol SpacedStackViewType: StackViewType {}

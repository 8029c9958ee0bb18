/// A kind of view that holds several views, as ViewInspector's `MultipleViewContent`: its
/// inspectable view is a collection of them.
public protocol MultipleViewContent: KnownViewType {}

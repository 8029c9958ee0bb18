/// The kinds of view a presentation shows: they can be dismissed.
public protocol PresentedViewType: KnownViewType {}

/// The kinds of alert-like presentation: a title, a message, buttons.
public protocol AlertLikeViewType: PresentedViewType {}

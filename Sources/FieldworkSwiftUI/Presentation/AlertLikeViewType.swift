/// The kinds of alert-like presentation: a title, a message, buttons.
public protocol AlertLikeViewType: PresentedViewType {}

/// A navigation link, as inspection drives it.
@MainActor
protocol NavigationLinkControl {
  var destinationView: AnyView? { get }
  var linkValue: AnyHashable?? { get }
  var activeBinding: Binding<Bool>? { get }
}

/// A scroll view's parameters, for inspection.
@MainActor
protocol ScrollParameters {
  var scrollAxes: Axis.Set { get }
  var scrollShowsIndicators: Bool { get }
}

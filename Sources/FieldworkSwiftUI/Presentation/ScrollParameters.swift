/// A scroll view's parameters, for inspection.
@MainActor
protocol ScrollParameters {
  var scrollAxes: Axis.Set { get }
  var scrollShowsIndicators: Bool { get }
}

/// A view that holds several tabs, or none: builder output, a `ForEach`, a condition.
@MainActor
protocol TabListing {
  static func appendTabs(of value: Self, to list: inout TabList)
}

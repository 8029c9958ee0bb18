/// Marks the views an alert-like presentation shows for itself.
@MainActor
protocol AlertContentView {}

internal import Fieldwork

/// A `@Published` property, as the default `objectWillChange` finds it.
protocol PublishedProperty {
  var willChangePublisher: ObservableObjectPublisher? { get nonmutating set }
}

/// Storage whose reads a rendering host records and whose writes update that host.
package protocol TrackedSource: AnyObject, Sendable {
  func subscribe(_ target: WeakUpdateTarget, id: ObjectIdentifier)
  func unsubscribe(id: ObjectIdentifier)
}

/// Collects the ``State`` storages read while one host renders.
///
/// The recorder is bound to a task-local for the duration of a render, so reads made by the
/// render (on any call depth) are recorded and reads elsewhere are not.
package final class DependencyRecorder: Sendable {
  @TaskLocal package static var current: DependencyRecorder?

  private let sources = Locked<[ObjectIdentifier: any TrackedSource]>([:])

  package init() {}

  package func record(_ source: any TrackedSource) {
    sources.withLock { $0[ObjectIdentifier(source)] = source }
  }

  package var recorded: [ObjectIdentifier: any TrackedSource] {
    sources.withLock { $0 }
  }
}

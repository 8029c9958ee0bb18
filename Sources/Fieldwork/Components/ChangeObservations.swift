/// The values a component's (or a representable's) change observers last saw, kept by its
/// coordinator for the life of the host. Observers are matched by position, as SwiftUI
/// matches them by their place in the view.
@MainActor
package final class ChangeObservations {
  private var seen: [Any] = []

  package init() {}

  /// Runs every observer against what it saw last, and remembers what it sees now.
  ///
  /// - Returns: How many of the actions ran.
  @discardableResult
  package func run(_ observers: [ChangeObserver]) -> Int {
    var ran = 0
    for (index, observer) in observers.enumerated() {
      let previous: Any? = index < seen.count ? seen[index] : nil
      let current = observer.check(previous)
      if current.ran { ran += 1 }
      if index < seen.count { seen[index] = current.value } else { seen.append(current.value) }
    }
    if seen.count > observers.count { seen.removeLast(seen.count - observers.count) }
    return ran
  }
}

import Dispatch
import Foundation

/// A weak reference to an update target, made once per subscription and kept in a state's
/// list of subscribers. Main-actor isolated, so it is `Sendable` and its reference is only
/// ever read where the target lives.
@MainActor
package final class WeakUpdateTarget {
  package private(set) weak var target: (any UpdateTarget)?
  package init(_ target: any UpdateTarget) { self.target = target }
}

/// The value a `.task(id:)` restarts on: any `Equatable` value (SwiftUI asks no more), compared
/// with the value of the render before.
struct TaskIdentity: Equatable, CustomStringConvertible {
  let value: Any
  private let equals: (Any) -> Bool

  init<T: Equatable>(_ value: T) {
    self.value = value
    equals = { ($0 as? T) == value }
  }

  static func == (lhs: TaskIdentity, rhs: TaskIdentity) -> Bool { lhs.equals(rhs.value) }

  var description: String { "\(value)" }
}

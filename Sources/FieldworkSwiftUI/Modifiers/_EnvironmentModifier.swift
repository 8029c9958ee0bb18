/// A modifier that changes the environment its content sees, and records the change.
public struct _EnvironmentModifier: PrimitiveModifier {
  let attribute: ViewAttribute?
  let change: (inout EnvironmentValues) -> Void

  init(_ attribute: ViewAttribute?, _ change: @escaping (inout EnvironmentValues) -> Void) {
    self.attribute = attribute
    self.change = change
  }

  var attributes: [ViewAttribute] { attribute.map { [$0] } ?? [] }
  static var changesEnvironment: Bool { true }
  func modify(_ environment: inout EnvironmentValues) { change(&environment) }
}

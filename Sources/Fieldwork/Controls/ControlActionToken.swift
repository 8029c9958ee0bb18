/// Identifies an action added to a control, for removing it later.
public struct ControlActionToken: Hashable, Sendable {
  let id: Int
}

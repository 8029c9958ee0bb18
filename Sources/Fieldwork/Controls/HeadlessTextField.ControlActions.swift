extension HeadlessTextField {
  /// The closures added for each ``ControlEvent``, UIKit's target–action in closure form.
  package struct ControlActions {
    private var actions:
      [ControlEvent: [(token: ControlActionToken, body: (HeadlessTextField) -> Void)]] = [:]
    private var nextID = 0

    package init() {}

    /// Adds `body` for `event`; the token removes it.
    package mutating func add(
      for event: ControlEvent, _ body: @escaping (HeadlessTextField) -> Void
    ) -> ControlActionToken {
      nextID += 1
      let token = ControlActionToken(id: nextID)
      actions[event, default: []].append((token, body))
      return token
    }

    /// Removes the closure `token` stands for; removing it twice does nothing.
    package mutating func remove(_ token: ControlActionToken) {
      for event in actions.keys {
        actions[event]?.removeAll { $0.token == token }
      }
    }

    /// The closures for `event`, in the order they were added, as they are now: an action
    /// that adds or removes actions while they run changes the next send, not this one.
    ///
    /// Returns the stored list itself (shared, copied only if an action changes it), not a
    /// new array: sending an event allocates nothing.
    package func bodies(
      for event: ControlEvent
    ) -> [(token: ControlActionToken, body: (HeadlessTextField) -> Void)] {
      actions[event] ?? []
    }
  }
}

extension HeadlessTextField {
  /// The closures added for each ``ControlEvent``, UIKit's target–action in closure form.
  package struct ControlActions {
    /// One action: the closure and the token that removes it.
    package typealias Entry = (token: ControlActionToken, body: (HeadlessTextField) -> Void)
    // One list per event, chosen with a `switch`: a dictionary keyed by the event hashed it on
    // every keystroke.
    private var editingDidBegin: [Entry] = []
    private var editingChanged: [Entry] = []
    private var editingDidEnd: [Entry] = []
    private var editingDidEndOnExit: [Entry] = []
    private var nextID = 0

    package init() {}

    /// Adds `body` for `event`; the token removes it.
    package mutating func add(
      for event: ControlEvent, _ body: @escaping (HeadlessTextField) -> Void
    ) -> ControlActionToken {
      nextID += 1
      let token = ControlActionToken(id: nextID)
      update(event) { $0.append((token, body)) }
      return token
    }

    /// Removes the closure `token` stands for; removing it twice does nothing.
    package mutating func remove(_ token: ControlActionToken) {
      for event in ControlEvent.allCases {
        update(event) { $0.removeAll { $0.token == token } }
      }
    }

    /// The closures for `event`, in the order they were added, as they are now: an action
    /// that adds or removes actions while they run changes the next send, not this one.
    ///
    /// Returns the stored list itself (shared, copied only if an action changes it), not a
    /// new array: sending an event allocates nothing.
    package func bodies(for event: ControlEvent) -> [Entry] {
      switch event {
      case .editingDidBegin: editingDidBegin
      case .editingChanged: editingChanged
      case .editingDidEnd: editingDidEnd
      case .editingDidEndOnExit: editingDidEndOnExit
      }
    }

    /// Applies `change` to the list of `event`.
    private mutating func update(_ event: ControlEvent, _ change: (inout [Entry]) -> Void) {
      switch event {
      case .editingDidBegin: change(&editingDidBegin)
      case .editingChanged: change(&editingChanged)
      case .editingDidEnd: change(&editingDidEnd)
      case .editingDidEndOnExit: change(&editingDidEndOnExit)
      }
    }
  }
}

/// A control that sends actions for events, as UIKit's `UIControl`.
///
/// Add actions in UIKit's closure form, ``addAction(_:for:)`` with a ``UIAction``.
/// `addTarget(_:action:for:)` with `#selector` needs the Objective-C runtime, which Linux
/// does not have: that is the one edit a wrapper written for iOS needs
/// (`addAction(UIAction { _ in … }, for: .editingChanged)` works on both).
@MainActor
open class UIControl: UIView {
  /// The events a control sends, as UIKit's `UIControl.Event`, with UIKit's raw values.
  public struct Event: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: UInt
    /// Creates an event set from a raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A touch went down in the control.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A touch went up inside the control.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// The control's value changed.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's primary action: for a text field, the return key.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// Editing began.
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// A person changed the text.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Editing ended.
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// The return key ended editing's turn (the delegate allowed it).
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// Every editing event.
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// A control's state, as UIKit's `UIControl.State`: kept for the styling calls that take
  /// one.
  public struct State: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: UInt
    /// Creates a state set from a raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The normal state.
    public static let normal = State([])
    /// Highlighted.
    public static let highlighted = State(rawValue: 1 << 0)
    /// Disabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// Selected.
    public static let selected = State(rawValue: 1 << 2)
    /// Focused.
    public static let focused = State(rawValue: 1 << 3)
  }

  /// Whether the control accepts a person's actions. `true` by default.
  open var isEnabled = true

  override var isAccessibilityElementByDefault: Bool { true }
  /// Whether the control is selected. Kept.
  open var isSelected = false
  /// Whether the control is highlighted. Kept.
  open var isHighlighted = false

  private var actions: [(action: UIAction, events: Event)] = []

  /// Adds `action` for `events`, UIKit's closure form of target–action: the action runs with
  /// ``UIAction/sender`` set to this control each time one of the events is sent.
  open func addAction(_ action: UIAction, for events: Event) {
    actions.append((action, events))
  }

  /// Removes `action` from `events`; it stays for the events it was added for besides.
  open func removeAction(_ action: UIAction, for events: Event) {
    for index in actions.indices.reversed() where actions[index].action === action {
      actions[index].events.subtract(events)
      if actions[index].events.isEmpty { actions.remove(at: index) }
    }
  }

  /// Removes the action with `identifier` from `events`.
  open func removeAction(identifiedBy identifier: UIAction.Identifier, for events: Event) {
    for action in actions.map(\.action) where action.identifier == identifier {
      removeAction(action, for: events)
    }
  }

  /// Runs the actions added for any of `events`, in the order they were added, as UIKit's
  /// `sendActions(for:)`.
  open func sendActions(for events: Event) {
    for entry in actions where !entry.events.isDisjoint(with: events) {
      // The sender is set only while the handler runs: an action kept by its control must
      // not keep the control alive.
      let previous = entry.action.sender
      entry.action.sender = self
      entry.action.handler(entry.action)
      entry.action.sender = previous
    }
  }
}

/// VoiceOver's cursor on a hosted screen: it moves through the elements in reading order
/// and acts on the one it is on, as a person's swipes and taps do.
///
/// ```swift
/// let voiceOver = host.voiceOver()
/// voiceOver.next()          // "Email. Text Field. Double tap to edit."
/// try voiceOver.activate()  // a double tap: the field has the keyboard
/// voiceOver.spoken          // every line read so far
/// ```
///
/// The screen is read again at each move, so what the cursor reaches is what the screen
/// shows now. After an action that changes the screen (a sheet presented, a screen pushed),
/// the cursor stays on the element with the same path when there is one, and goes back to
/// the start otherwise, as VoiceOver does on a screen change.
@MainActor
public final class VoiceOverCursor {
  private let elements: () -> [AccessibilityElement]
  private let escapeScreen: () -> Bool
  private var focusedPath: String?

  /// Every line the cursor has read, in order: a move reads the element it reaches.
  public private(set) var spoken: [String] = []

  init<Content: View>(host: ViewHost<Content>) {
    elements = { [weak host] in host?.accessibilityElements ?? [] }
    escapeScreen = { [weak host] in host.map { AccessibilityAuditor.escape(in: $0.graph) } ?? false
    }
  }

  /// The element the cursor is on, as the screen shows it now; `nil` before the first move
  /// or once it left the screen.
  public var focused: AccessibilityElement? {
    guard let focusedPath else { return nil }
    return elements().first { $0.path == focusedPath }
  }

  /// Moves to the next element (the first, from the start) and reads it; `nil`, staying
  /// put, at the end.
  @discardableResult
  public func next() -> AccessibilityElement? {
    move(by: 1)
  }

  /// Moves to the element before and reads it; `nil`, staying put, at the start.
  @discardableResult
  public func previous() -> AccessibilityElement? {
    move(by: -1)
  }

  /// Moves to the first element whose label is `label`, as a person touching it does, and
  /// reads it.
  @discardableResult
  public func move(toLabel label: String) -> AccessibilityElement? {
    guard let element = elements().first(where: { $0.label == label }) else { return nil }
    focusedPath = element.path
    spoken.append(element.spoken)
    return element
  }

  /// A double tap on the element: presses a button, flips a toggle, focuses a text field,
  /// follows a link, runs a tap gesture or `accessibilityAction(.default)`. Throws when the
  /// cursor is on nothing, the element is dimmed, or it does nothing when activated.
  public func activate() throws {
    let element = try current()
    guard element.isEnabled else {
      throw InspectionError(message: "\"\(element.label)\" is dimmed: a double tap does nothing.")
    }
    guard let activate = element.actions?.activate else {
      throw InspectionError(
        message: "\"\(element.spokenDescription)\" does nothing when activated: it has no "
          + "action, tap gesture or accessibilityAction(.default).")
    }
    try activate()
  }

  /// A swipe up on an adjustable element (a stepper, a slider).
  public func increment() throws {
    let element = try current()
    guard let increment = element.actions?.increment else {
      throw InspectionError(message: "\"\(element.spokenDescription)\" is not adjustable.")
    }
    try increment()
  }

  /// A swipe down on an adjustable element (a stepper, a slider).
  public func decrement() throws {
    let element = try current()
    guard let decrement = element.actions?.decrement else {
      throw InspectionError(message: "\"\(element.spokenDescription)\" is not adjustable.")
    }
    try decrement()
  }

  /// The escape gesture (a two-finger Z): the element's `accessibilityAction(.escape)`, else
  /// the screen's: an alert, sheet or cover is dismissed, a pushed screen is popped. Throws
  /// when there is nothing to escape.
  public func escape() throws {
    if let escape = focused?.actions?.escape {
      try escape()
      return
    }
    guard escapeScreen() else {
      throw InspectionError(
        message: "Nothing to escape: no alert, sheet or pushed screen is up, and the element "
          + "has no accessibilityAction(.escape).")
    }
  }

  /// Performs the element's custom action `name`, from VoiceOver's Actions rotor.
  public func performCustomAction(named name: String) throws {
    let element = try current()
    guard let action = element.actions?.custom[name] else {
      throw InspectionError(
        message: "\"\(element.label)\" has no custom action named \"\(name)\"; it has: "
          + (element.customActions.isEmpty
            ? "none" : element.customActions.map { "\"\($0)\"" }.joined(separator: ", ")))
    }
    try action()
  }

  private func current() throws -> AccessibilityElement {
    guard let element = focused else {
      throw InspectionError(
        message: focusedPath == nil
          ? "VoiceOver's cursor is on no element yet: call next() first."
          : "The element the cursor was on has left the screen: call next() to move on.")
    }
    return element
  }

  private func move(by step: Int) -> AccessibilityElement? {
    let elements = self.elements()
    let index: Int
    if let focusedPath, let current = elements.firstIndex(where: { $0.path == focusedPath }) {
      index = current + step
    } else {
      index = step > 0 ? 0 : elements.count - 1
    }
    guard elements.indices.contains(index) else { return nil }
    let element = elements[index]
    focusedPath = element.path
    spoken.append(element.spoken)
    return element
  }
}

/// What the mouse did, and at which cell (rows and columns from 0).
public struct MouseEvent: Hashable, Sendable {
  /// What happened.
  public enum Action: Hashable, Sendable {
    /// A button went down.
    case press
    /// A button came up.
    case release
    /// The mouse moved with a button down.
    case drag
    /// The wheel turned away from the person (the content goes down: scroll up).
    case wheelUp
    /// The wheel turned towards the person.
    case wheelDown
  }

  /// What happened.
  public var action: Action
  /// The button: 0 left, 1 middle, 2 right (0 for the wheel).
  public var button: Int
  /// The cell's row, from 0.
  public var row: Int
  /// The cell's column, from 0.
  public var column: Int

  /// A mouse report.
  public init(_ action: Action, button: Int = 0, row: Int, column: Int) {
    self.action = action
    self.button = button
    self.row = row
    self.column = column
  }
}

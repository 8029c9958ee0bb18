/// An action a control runs, as UIKit's `UIAction`: a closure with an identifier.
@MainActor
public final class UIAction {
  /// Identifies an action, as UIKit's `UIAction.Identifier`.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The identifier's string.
    public var rawValue: String
    /// Creates an identifier from a string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates an identifier from a string.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// The action's title (menus show it; controls do not).
  public var title: String
  /// The action's image. Kept.
  public var image: UIImage?
  /// The action's identifier: a fresh one unless given.
  public let identifier: Identifier
  /// What the action does.
  let handler: (UIAction) -> Void
  /// The control that sent the action, while it runs.
  public internal(set) var sender: Any?

  /// Creates an action.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - image: An image. Kept.
  ///   - identifier: An identifier for ``UIControl/removeAction(identifiedBy:for:)``.
  ///   - handler: What the action does; it receives the action, whose ``sender`` is the
  ///     control.
  public init(
    title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
    handler: @escaping (UIAction) -> Void
  ) {
    self.title = title
    self.image = image
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.handler = handler
  }

  /// Runs the handler with `sender` as the sender while it runs.
  func perform(sender: Any?) {
    let previous = self.sender
    self.sender = sender
    handler(self)
    self.sender = previous
  }
}

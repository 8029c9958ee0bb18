/// Haptic feedback, as UIKit's `UIFeedbackGenerator`: nothing is felt, and a test reads what
/// the app asked for in ``events``.
@MainActor
open class UIFeedbackGenerator {
  /// What the generators asked for, in order, across all of them: `"selectionChanged"`,
  /// `"impact(medium)"`, `"notification(success)"`.
  public private(set) static var events: [String] = []

  /// A generator.
  public init() {}

  /// Readies the engine. Kept as nothing.
  open func prepare() {}

  /// Records `event`.
  func record(_ event: String) { Self.events.append(event) }

  /// Forgets the events recorded so far.
  public static func resetEvents() { events = [] }
}

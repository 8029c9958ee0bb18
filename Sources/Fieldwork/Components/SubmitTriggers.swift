/// The events that submit a component, as SwiftUI's `SubmitTriggers`: for
/// ``SearchBar/onSubmit(of:_:)``.
public struct SubmitTriggers: OptionSet, Sendable, Hashable {
  /// The raw value.
  public let rawValue: Int
  /// Creates triggers from a raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The return key of a text field.
  public static let text = SubmitTriggers(rawValue: 1 << 0)
  /// The search key of a search bar.
  public static let search = SubmitTriggers(rawValue: 1 << 1)
}

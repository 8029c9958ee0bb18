/// The modifier keys held with a key, as the terminal reports them.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  public let rawValue: UInt8
  /// Creates a set from its raw bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// Shift.
  public static let shift = KeyModifiers(rawValue: 1)
  /// Alt (Option, Meta): an Escape prefix, or the modifier parameter of a sequence.
  public static let alt = KeyModifiers(rawValue: 2)
  /// Control, when the terminal reports it as a modifier parameter (`ESC [ 1 ; 5 C`).
  public static let control = KeyModifiers(rawValue: 4)
}

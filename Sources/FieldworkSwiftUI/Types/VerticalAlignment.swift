/// Where views line up across a horizontal stack, as SwiftUI's `VerticalAlignment`.
public struct VerticalAlignment: Hashable, Sendable, CustomStringConvertible {
  /// The alignments there are: a byte, as ``HorizontalAlignment``'s.
  private enum Name: String, Sendable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline
  }

  private let name: Name
  private init(_ name: Name) { self.name = name }

  /// The alignment's name.
  public var description: String { name.rawValue }

  /// The top edges.
  public static let top = VerticalAlignment(.top)
  /// The centres.
  public static let center = VerticalAlignment(.center)
  /// The bottom edges.
  public static let bottom = VerticalAlignment(.bottom)
  /// The first lines' baselines.
  public static let firstTextBaseline = VerticalAlignment(.firstTextBaseline)
  /// The last lines' baselines.
  public static let lastTextBaseline = VerticalAlignment(.lastTextBaseline)
}

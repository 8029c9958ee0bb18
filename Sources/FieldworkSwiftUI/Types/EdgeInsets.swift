/// Insets on each side, as SwiftUI's `EdgeInsets`.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// The top inset.
  public var top: CGFloat
  /// The leading inset.
  public var leading: CGFloat
  /// The bottom inset.
  public var bottom: CGFloat
  /// The trailing inset.
  public var trailing: CGFloat

  /// Insets of each side.
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// `length` on each side in `edges`, none elsewhere.
  init(_ edges: Edge.Set, _ length: CGFloat) {
    self.init(
      top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
      bottom: edges.contains(.bottom) ? length : 0,
      trailing: edges.contains(.trailing) ? length : 0)
  }

  /// `8` when every side is 8, else the sides that are not zero: `top: -20`.
  public var description: String {
    if top == leading, top == bottom, top == trailing { return "\(Self.format(top))" }
    let sides = [("top", top), ("leading", leading), ("bottom", bottom), ("trailing", trailing)]
    return sides.filter { $0.1 != 0 }.map { "\($0.0): \(Self.format($0.1))" }
      .joined(separator: ", ")
  }

  static func format(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : "\(value)"
  }
}

/// The frame a view asked for with `.frame(…)`: requested, never laid out.
public struct FrameAttribute: Hashable, Sendable, CustomStringConvertible {
  /// The fixed width asked for.
  public var width: CGFloat?
  /// The fixed height asked for.
  public var height: CGFloat?
  /// The least width asked for.
  public var minWidth: CGFloat?
  /// The ideal width asked for.
  public var idealWidth: CGFloat?
  /// The greatest width asked for.
  public var maxWidth: CGFloat?
  /// The least height asked for.
  public var minHeight: CGFloat?
  /// The ideal height asked for.
  public var idealHeight: CGFloat?
  /// The greatest height asked for.
  public var maxHeight: CGFloat?
  /// Where the content sits in the frame.
  public var alignment: Alignment = .center

  /// `width: 100, height: 44`, and the other bounds that were asked for.
  public var description: String {
    let parts: [(String, CGFloat?)] = [
      ("width", width), ("height", height), ("minWidth", minWidth), ("idealWidth", idealWidth),
      ("maxWidth", maxWidth), ("minHeight", minHeight), ("idealHeight", idealHeight),
      ("maxHeight", maxHeight),
    ]
    var described = parts.compactMap { name, value in
      value.map { "\(name): \($0 == .infinity ? "infinity" : EdgeInsets.format($0))" }
    }
    if alignment != .center { described.append("alignment: \(alignment)") }
    return described.joined(separator: ", ")
  }
}

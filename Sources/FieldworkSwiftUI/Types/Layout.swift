// SwiftUI's layout vocabulary. Fieldwork lays nothing out: these values are kept, as a
// modifier or a stack's parameters, for a test (or a front end) to read.

/// Where views line up across a vertical stack, as SwiftUI's `HorizontalAlignment`.
public struct HorizontalAlignment: Hashable, Sendable, CustomStringConvertible {
  /// The alignments there are: a byte, where a name was a string's 16 (every stack of a
  /// list's rows holds one, in each view that holds the stack).
  private enum Name: String, Sendable {
    case leading, center, trailing, listRowSeparatorLeading, listRowSeparatorTrailing
  }

  private let name: Name
  private init(_ name: Name) { self.name = name }

  /// The alignment's name.
  public var description: String { name.rawValue }

  /// The leading edges.
  public static let leading = HorizontalAlignment(.leading)
  /// The centres.
  public static let center = HorizontalAlignment(.center)
  /// The trailing edges.
  public static let trailing = HorizontalAlignment(.trailing)
  /// The leading edge of list rows' separators.
  public static let listRowSeparatorLeading = HorizontalAlignment(.listRowSeparatorLeading)
  /// The trailing edge of list rows' separators.
  public static let listRowSeparatorTrailing = HorizontalAlignment(.listRowSeparatorTrailing)
}

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

/// Where views line up in both directions, as SwiftUI's `Alignment`.
public struct Alignment: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal part.
  public var horizontal: HorizontalAlignment
  /// The vertical part.
  public var vertical: VerticalAlignment

  /// An alignment of `horizontal` and `vertical`.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// The centre.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// The leading edge's middle.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// The trailing edge's middle.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// The top edge's middle.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// The bottom edge's middle.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// The top leading corner.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// The top trailing corner.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// The bottom leading corner.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// The bottom trailing corner.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

  /// `topLeading`, `center` and the other names, or both parts.
  public var description: String {
    switch (horizontal.description, vertical.description) {
    case ("center", "center"): "center"
    case (let h, "center"): h
    case ("center", let v): v
    case (let h, let v): v + h.prefix(1).uppercased() + h.dropFirst()
    }
  }
}

/// A side of a rectangle, as SwiftUI's `Edge`.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
  /// The top.
  case top
  /// The leading side.
  case leading
  /// The bottom.
  case bottom
  /// The trailing side.
  case trailing

  /// Sides of a rectangle, as SwiftUI's `Edge.Set`.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: Int8
    /// Sides from a raw value.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The set holding one side.
    public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }

    /// The top.
    public static let top = Set(.top)
    /// The leading side.
    public static let leading = Set(.leading)
    /// The bottom.
    public static let bottom = Set(.bottom)
    /// The trailing side.
    public static let trailing = Set(.trailing)
    /// Every side.
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    /// The leading and trailing sides.
    public static let horizontal: Set = [.leading, .trailing]
    /// The top and bottom.
    public static let vertical: Set = [.top, .bottom]
  }
}

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

/// A direction, as SwiftUI's `Axis`.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
  /// Across.
  case horizontal
  /// Up and down.
  case vertical

  /// Directions, as SwiftUI's `Axis.Set`.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: Int8
    /// Directions from a raw value.
    public init(rawValue: Int8) { self.rawValue = rawValue }

    /// Across.
    public static let horizontal = Set(rawValue: 1)
    /// Up and down.
    public static let vertical = Set(rawValue: 2)
  }
}

/// How content fills a frame, as SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, Sendable, CaseIterable {
  /// Fits inside, keeping its aspect ratio.
  case fit
  /// Fills it, keeping its aspect ratio.
  case fill
}

/// A size proposed to a view, as SwiftUI's `ProposedViewSize`: either dimension may be
/// unspecified (`nil`).
public struct ProposedViewSize: Hashable, Sendable {
  /// The proposed width, or `nil`.
  public var width: CGFloat?
  /// The proposed height, or `nil`.
  public var height: CGFloat?

  /// A proposal of `width` and `height`.
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  /// A proposal of `size`.
  public init(_ size: CGSize) {
    self.init(width: size.width, height: size.height)
  }

  /// Both dimensions unspecified.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// Both dimensions zero.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// Both dimensions infinite.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
}

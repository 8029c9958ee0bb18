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

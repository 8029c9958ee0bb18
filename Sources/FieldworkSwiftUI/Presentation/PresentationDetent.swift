import Fieldwork

/// A height a sheet can rest at, as SwiftUI's `PresentationDetent`.
public struct PresentationDetent: Hashable, Sendable, CustomStringConvertible {
  enum Height: Hashable, Sendable {
    case medium, large
    case fraction(CGFloat)
    case points(CGFloat)
  }

  let height: Height

  /// About half the screen.
  public static let medium = PresentationDetent(height: .medium)
  /// The whole screen.
  public static let large = PresentationDetent(height: .large)
  /// `fraction` of the screen's height.
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(height: .fraction(fraction))
  }
  /// `height` points.
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(height: .points(height))
  }

  /// `medium`, `large`, `fraction(0.3)`, `height(200)`.
  public var description: String {
    switch height {
    case .medium: "medium"
    case .large: "large"
    case .fraction(let fraction): "fraction(\(EdgeInsets.format(fraction)))"
    case .points(let points): "height(\(EdgeInsets.format(points)))"
    }
  }
}

extension View {
  /// The heights the sheet that shows this view rests at, as SwiftUI's
  /// `.presentationDetents(_:)`. Headless, a sheet has no height: read them back with
  /// `presentationDetents()`.
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    attribute(.presentationDetents, detents)
  }

  /// The heights the sheet rests at, and the one it is at, as SwiftUI's
  /// `.presentationDetents(_:selection:)`.
  public func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
  ) -> some View {
    attribute(.presentationDetents, detents)
  }
}

extension View {
  /// Whether the sheet that shows this view has a drag indicator, as SwiftUI's
  /// `.presentationDragIndicator(_:)`: read it back with `presentationDragIndicator()`.
  public func presentationDragIndicator(_ visibility: Visibility) -> some View {
    attribute(.presentationDragIndicator, visibility)
  }
}

extension View {
  /// The style behind the sheet that shows this view, as SwiftUI's
  /// `.presentationBackground(_:)`: recorded as the attribute `presentationBackground` (the
  /// style's description), drawn by no one.
  public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
    attribute(.presentationBackground, style.description)
  }
}

extension AttributeKey {
  static var presentationDetents: AttributeKey<Set<PresentationDetent>> {
    .init("presentationDetents")
  }
  static var presentationBackground: AttributeKey<String> { .init("presentationBackground") }
  static var presentationDragIndicator: AttributeKey<Visibility> {
    .init("presentationDragIndicator")
  }
}

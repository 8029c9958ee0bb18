/// The background of the window the view is in, as SwiftUI's `BackgroundStyle`
/// (`systemBackground` on iOS: white in light mode).
public struct BackgroundStyle: ShapeStyle, Hashable {
  /// The background style.
  public init() {}
  /// `background`.
  public var description: String { "background" }
}

/// The foreground of the views below, as SwiftUI's `ForegroundStyle` (the label colour on
/// iOS, unless `.foregroundStyle(_:)` sets another).
public struct ForegroundStyle: ShapeStyle, Hashable {
  /// The foreground style.
  public init() {}
  /// `foreground`.
  public var description: String { "foreground" }
}

/// A translucent background, as SwiftUI's `Material`.
public struct Material: ShapeStyle, Hashable {
  /// The material's name.
  public let description: String

  /// The thinnest.
  public static let ultraThinMaterial = Material(description: "ultraThinMaterial")
  /// Thin.
  public static let thinMaterial = Material(description: "thinMaterial")
  /// Regular.
  public static let regularMaterial = Material(description: "regularMaterial")
  /// Thick.
  public static let thickMaterial = Material(description: "thickMaterial")
  /// The thickest.
  public static let ultraThickMaterial = Material(description: "ultraThickMaterial")
}

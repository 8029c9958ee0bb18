/// How a view comes and goes, as SwiftUI's `AnyTransition`: kept by name.
public struct AnyTransition: Hashable, Sendable, CustomStringConvertible {
  /// The transition's name.
  public let description: String

  /// Fades.
  public static let opacity = AnyTransition(description: "opacity")
  /// Slides.
  public static let slide = AnyTransition(description: "slide")
  /// Scales.
  public static let scale = AnyTransition(description: "scale")
  /// Does nothing.
  public static let identity = AnyTransition(description: "identity")

  /// Moves in from `edge`.
  public static func move(edge: Edge) -> AnyTransition {
    AnyTransition(description: "move(edge: \(edge))")
  }

  /// This transition, then `other`.
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition(description: "\(description) + \(other.description)")
  }
}

/// A `.blur` as recorded.
struct BlurAttribute: CustomStringConvertible {
  let radius: CGFloat
  let isOpaque: Bool
  var description: String { EdgeInsets.format(radius) + (isOpaque ? ", opaque" : "") }
}

/// A `.focusable(_:onFocusChange:)` as recorded.
struct FocusChangeAction: CustomStringConvertible {
  let isFocusable: Bool
  let action: (Bool) -> Void
  var description: String { "\(isFocusable)" }
}

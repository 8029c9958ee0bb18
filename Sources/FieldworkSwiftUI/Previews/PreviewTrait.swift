/// How a preview is shown, as SwiftUI's `PreviewTrait`: its layout and orientation.
///
/// ``Preview/host(diagnosticHandler:)`` gives the hosted screen the size a trait names: a fixed layout's
/// size, a landscape iPhone's 844 × 390 points.
public struct PreviewTrait<Target>: Sendable {
  /// What the trait sets.
  public enum Value: Hashable, Sendable {
    /// The device's screen.
    case defaultLayout
    /// As small as the content fits.
    case sizeThatFitsLayout
    /// A fixed size.
    case fixedLayout(width: CGFloat, height: CGFloat)
    /// An orientation of the device.
    case orientation(InterfaceOrientation)
  }

  /// What the trait sets.
  public let value: Value

  /// A trait that sets `value`.
  public init(_ value: Value) { self.value = value }
}

extension PreviewTrait where Target == Preview.ViewTraits {
  /// The device's screen.
  public static var defaultLayout: PreviewTrait { PreviewTrait(.defaultLayout) }
  /// As small as the content fits.
  public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(.sizeThatFitsLayout) }
  /// A fixed size.
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
    PreviewTrait(.fixedLayout(width: width, height: height))
  }
  /// Upright.
  public static var portrait: PreviewTrait { PreviewTrait(.orientation(.portrait)) }
  /// Upside down.
  public static var portraitUpsideDown: PreviewTrait {
    PreviewTrait(.orientation(.portraitUpsideDown))
  }
  /// Turned so its top is on the left.
  public static var landscapeLeft: PreviewTrait { PreviewTrait(.orientation(.landscapeLeft)) }
  /// Turned so its top is on the right.
  public static var landscapeRight: PreviewTrait { PreviewTrait(.orientation(.landscapeRight)) }
}

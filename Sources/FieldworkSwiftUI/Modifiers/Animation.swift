/// The value a `.task(id:)` restarts on: any `Equatable` value (SwiftUI asks no more), compared
/// with the value of the render before.
struct TaskIdentity: Equatable, CustomStringConvertible {
  let value: Any
  private let equals: (Any) -> Bool

  init<T: Equatable>(_ value: T) {
    self.value = value
    equals = { ($0 as? T) == value }
  }

  static func == (lhs: TaskIdentity, rhs: TaskIdentity) -> Bool { lhs.equals(rhs.value) }

  var description: String { "\(value)" }
}

/// An `.onTapGesture` action, as an attribute.
struct TapAction: CustomStringConvertible {
  let action: () -> Void
  var description: String { "action" }
}

/// How a change animates, as SwiftUI's `Animation`: kept by name. Headless, every animation
/// completes at once.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
  /// The animation's name and parameters.
  public let description: String

  /// The system's animation.
  public static let `default` = Animation(description: "default")
  /// Eases in.
  public static let easeIn = Animation(description: "easeIn")
  /// Eases out.
  public static let easeOut = Animation(description: "easeOut")
  /// Eases in and out.
  public static let easeInOut = Animation(description: "easeInOut")
  /// At a constant pace.
  public static let linear = Animation(description: "linear")
  /// A spring.
  public static let spring = Animation(description: "spring")
  /// A spring that follows a drag.
  public static let interactiveSpring = Animation(description: "interactiveSpring")
  /// A bouncy spring.
  public static let bouncy = Animation(description: "bouncy")
  /// A smooth spring.
  public static let smooth = Animation(description: "smooth")
  /// A snappy spring.
  public static let snappy = Animation(description: "snappy")

  /// Eases in, over `duration` seconds.
  public static func easeIn(duration: Double) -> Animation {
    Animation(description: "easeIn(\(duration))")
  }
  /// Eases out, over `duration` seconds.
  public static func easeOut(duration: Double) -> Animation {
    Animation(description: "easeOut(\(duration))")
  }
  /// Eases in and out, over `duration` seconds.
  public static func easeInOut(duration: Double) -> Animation {
    Animation(description: "easeInOut(\(duration))")
  }
  /// At a constant pace, over `duration` seconds.
  public static func linear(duration: Double) -> Animation {
    Animation(description: "linear(\(duration))")
  }
  /// A spring.
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
  ) -> Animation {
    Animation(description: "spring(response: \(response), dampingFraction: \(dampingFraction))")
  }
  /// A spring of `duration` and `bounce`.
  public static func spring(duration: Double, bounce: Double = 0) -> Animation {
    Animation(description: "spring(duration: \(duration), bounce: \(bounce))")
  }
  /// A spring of the given stiffness and damping, as SwiftUI's.
  public static func interpolatingSpring(
    mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
  ) -> Animation {
    Animation(
      description: "interpolatingSpring(stiffness: \(stiffness), damping: \(damping))")
  }
  /// A spring of `duration` and `bounce`, as SwiftUI's.
  public static func interpolatingSpring(
    duration: Double = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0
  ) -> Animation {
    Animation(description: "interpolatingSpring(duration: \(duration), bounce: \(bounce))")
  }

  /// This animation after `delay` seconds.
  public func delay(_ delay: Double) -> Animation {
    Animation(description: "\(description).delay(\(delay))")
  }
  /// This animation at `speed` times its pace.
  public func speed(_ speed: Double) -> Animation {
    Animation(description: "\(description).speed(\(speed))")
  }
  /// This animation repeated forever.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    Animation(description: "\(description).repeatForever")
  }
  /// This animation repeated `count` times.
  public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation {
    Animation(description: "\(description).repeatCount(\(count))")
  }
}

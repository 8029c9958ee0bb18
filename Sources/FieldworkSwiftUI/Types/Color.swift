/// A colour, as SwiftUI's `Color`: a view that fills its space, and a style for text and
/// shapes. Nothing is drawn: a colour is kept by name or components, for a test to compare.
public struct Color: Hashable, Sendable, CustomStringConvertible {
  enum Storage: Hashable, Sendable {
    /// A system colour, by name (`red`, `primary`, …).
    case system(String)
    /// Components in the sRGB space, 0–1.
    case components(red: Double, green: Double, blue: Double)
    /// A colour from the app's assets, by name.
    case named(String)
    /// A colour described by another framework (`Color(uiColor:)`), by its description.
    case platform(String)
  }

  let storage: Storage
  /// The opacity, 0–1.
  public private(set) var opacityValue: Double = 1

  init(_ storage: Storage, opacity: Double = 1) {
    self.storage = storage
    opacityValue = opacity
  }

  /// A colour of sRGB components and an opacity, each 0–1.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.init(.components(red: red, green: green, blue: blue), opacity: opacity)
  }

  /// A grey of `white` (0 black, 1 white).
  public init(white: Double, opacity: Double = 1) {
    self.init(red: white, green: white, blue: white, opacity: opacity)
  }

  /// A colour of hue, saturation and brightness, each 0–1.
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let (red, green, blue) = Self.rgb(hue: hue, saturation: saturation, brightness: brightness)
    self.init(red: red, green: green, blue: blue, opacity: opacity)
  }

  /// The colour named `name` in the app's assets (kept by name).
  public init(_ name: String, bundle: Bundle? = nil) {
    self.init(.named(name))
  }

  /// A colour a platform framework describes; FieldworkUIKit makes these from `UIColor`.
  package init(platformDescription: String, opacity: Double = 1) {
    self.init(.platform(platformDescription), opacity: opacity)
  }

  /// This colour with `opacity` times its opacity.
  public func opacity(_ opacity: Double) -> Color {
    var copy = self
    copy.opacityValue = opacityValue * opacity
    return copy
  }

  /// The colour's name (`red`) or components, and its opacity when not 1.
  public var description: String {
    let base: String
    switch storage {
    case .system(let name): base = name
    case .named(let name): base = "Color(\"\(name)\")"
    case .platform(let description): base = description
    case .components(let red, let green, let blue):
      base = "rgb(\(Self.format(red)), \(Self.format(green)), \(Self.format(blue)))"
    }
    return opacityValue == 1 ? base : "\(base) opacity \(Self.format(opacityValue))"
  }

  /// The colour's sRGB components and opacity, when they are known: its own, or a system
  /// colour's as iOS draws it in light mode. `nil` for a colour from the app's assets or from
  /// a framework by description, which only the device knows.
  package var resolvedComponents: (red: Double, green: Double, blue: Double, opacity: Double)? {
    switch storage {
    case .components(let red, let green, let blue):
      return (red, green, blue, opacityValue)
    case .system(let name):
      guard let (red, green, blue, alpha) = Self.systemComponents[name] else { return nil }
      return (red, green, blue, alpha * opacityValue)
    case .named, .platform:
      return nil
    }
  }

  /// iOS's system colours in light mode (sRGB), as its documentation gives them.
  private static let systemComponents: [String: (Double, Double, Double, Double)] = [
    "red": (1, 0.231, 0.188, 1), "orange": (1, 0.584, 0, 1), "yellow": (1, 0.8, 0, 1),
    "green": (0.204, 0.78, 0.349, 1), "mint": (0, 0.78, 0.745, 1),
    "teal": (0.188, 0.69, 0.78, 1), "cyan": (0.196, 0.678, 0.902, 1),
    "blue": (0, 0.478, 1, 1), "indigo": (0.345, 0.337, 0.839, 1),
    "purple": (0.686, 0.322, 0.871, 1), "pink": (1, 0.176, 0.333, 1),
    "brown": (0.635, 0.518, 0.369, 1), "white": (1, 1, 1, 1), "black": (0, 0, 0, 1),
    "gray": (0.557, 0.557, 0.576, 1), "clear": (0, 0, 0, 0), "primary": (0, 0, 0, 1),
    "secondary": (0.235, 0.235, 0.263, 0.6), "tertiary": (0.235, 0.235, 0.263, 0.3),
    "quaternary": (0.235, 0.235, 0.263, 0.18),
  ]

  private static func format(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }

  private static func rgb(hue: Double, saturation: Double, brightness: Double) -> (
    Double, Double, Double
  ) {
    let h = (hue - hue.rounded(.down)) * 6
    let sector = Int(h) % 6
    let f = h - Double(Int(h))
    let p = brightness * (1 - saturation)
    let q = brightness * (1 - saturation * f)
    let t = brightness * (1 - saturation * (1 - f))
    switch sector {
    case 0: return (brightness, t, p)
    case 1: return (q, brightness, p)
    case 2: return (p, brightness, t)
    case 3: return (p, q, brightness)
    case 4: return (t, p, brightness)
    default: return (brightness, p, q)
    }
  }

  /// Red.
  public static let red = Color(.system("red"))
  /// Orange.
  public static let orange = Color(.system("orange"))
  /// Yellow.
  public static let yellow = Color(.system("yellow"))
  /// Green.
  public static let green = Color(.system("green"))
  /// Mint.
  public static let mint = Color(.system("mint"))
  /// Teal.
  public static let teal = Color(.system("teal"))
  /// Cyan.
  public static let cyan = Color(.system("cyan"))
  /// Blue.
  public static let blue = Color(.system("blue"))
  /// Indigo.
  public static let indigo = Color(.system("indigo"))
  /// Purple.
  public static let purple = Color(.system("purple"))
  /// Pink.
  public static let pink = Color(.system("pink"))
  /// Brown.
  public static let brown = Color(.system("brown"))
  /// White.
  public static let white = Color(.system("white"))
  /// Grey.
  public static let gray = Color(.system("gray"))
  /// Black.
  public static let black = Color(.system("black"))
  /// No colour.
  public static let clear = Color(.system("clear"))
  /// The colour of primary content (text).
  public static let primary = Color(.system("primary"))
  /// The colour of secondary content.
  public static let secondary = Color(.system("secondary"))
  /// The app's accent colour.
  public static let accentColor = Color(.system("accentColor"))
}

extension Color: ShapeStyle {}

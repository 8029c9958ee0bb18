// SwiftUI's types made from UIKit's: `Color(uiColor:)`, `Font(uiFont)`, `Image(uiImage:)`.

extension Color {
  /// The colour of `color`, as SwiftUI's `Color(uiColor:)`.
  public init(uiColor color: UIColor) {
    self.init(platformDescription: color.description)
  }

  /// The colour of `color`, as SwiftUI's `Color(_:)` taking a `UIColor`:
  /// `Color(.systemBackground)`.
  public init(_ color: UIColor) {
    self.init(uiColor: color)
  }
}

extension Font {
  /// The font `font`, as SwiftUI's `Font(_:)` taking a `UIFont`.
  public init(_ font: UIFont) {
    self = .custom(font.fontName, size: font.pointSize)
  }
}

extension Image {
  /// The image `image`, as SwiftUI's `Image(uiImage:)`.
  public init(uiImage image: UIImage) {
    self.init(platformDescription: "uiImage: \"\(image.name)\"")
  }
}

extension UIColor {
  /// The colour of a SwiftUI `Color`, as UIKit's `UIColor(_:)`: its components, or a system
  /// colour's as iOS draws it in light mode. A colour only the device knows (an asset's)
  /// becomes grey, which UIKit would not do; its description says which it was.
  public convenience init(_ color: Color) {
    if let (red, green, blue, opacity) = color.resolvedComponents {
      self.init(
        red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(opacity))
    } else {
      self.init(white: 0.5, alpha: 1)
    }
  }
}

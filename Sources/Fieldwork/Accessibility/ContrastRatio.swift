#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// WCAG 2.x contrast: relative luminance of sRGB colours, and the ratio between two.
package enum ContrastRatio {
  /// The relative luminance of an sRGB colour whose components are in 0…1.
  package static func luminance(red: Double, green: Double, blue: Double) -> Double {
    func linear(_ channel: Double) -> Double {
      channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055).power(2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// The contrast ratio of two colours (1…21), whichever is lighter.
  package static func ratio(
    _ first: (red: Double, green: Double, blue: Double),
    _ second: (red: Double, green: Double, blue: Double)
  ) -> Double {
    let a = luminance(red: first.red, green: first.green, blue: first.blue)
    let b = luminance(red: second.red, green: second.green, blue: second.blue)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// The ratio WCAG 2.x asks of text: 3:1 for large text (24 points, or 18.66 bold), 4.5:1
  /// otherwise.
  package static func minimum(isLargeText: Bool) -> Double {
    isLargeText ? 3 : 4.5
  }
}

extension Double {
  /// `self` to the power `exponent`, for positive `self`.
  fileprivate func power(_ exponent: Double) -> Double {
    guard self > 0 else { return 0 }
    return pow(self, exponent)
  }
}

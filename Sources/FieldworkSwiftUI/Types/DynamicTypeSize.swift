/// The person's text size, as SwiftUI's `DynamicTypeSize`: `.large` unless set with
/// `.dynamicTypeSize(_:)` or in the environment.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  /// Extra small.
  case xSmall
  /// Small.
  case small
  /// Medium.
  case medium
  /// Large: the default.
  case large
  /// Extra large.
  case xLarge
  /// Extra extra large.
  case xxLarge
  /// Extra extra extra large.
  case xxxLarge
  /// The first accessibility size.
  case accessibility1
  /// The second accessibility size.
  case accessibility2
  /// The third accessibility size.
  case accessibility3
  /// The fourth accessibility size.
  case accessibility4
  /// The largest accessibility size.
  case accessibility5

  /// Whether this is one of the accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

private struct DynamicTypeSizeKey: EnvironmentKey {
  static var defaultValue: DynamicTypeSize { .large }
}

extension EnvironmentValues {
  /// The text size the views below use, as SwiftUI's `\.dynamicTypeSize`.
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }
}

extension View {
  /// Sets the text size of the views below.
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    environmentChange(ViewAttribute(.dynamicTypeSize, size)) { $0.dynamicTypeSize = size }
  }

  /// Keeps the text size of the views below within `range`.
  public func dynamicTypeSize<R: RangeExpression>(_ range: R) -> some View
  where R.Bound == DynamicTypeSize {
    environmentChange(ViewAttribute(.dynamicTypeSize, "\(range)")) { environment in
      let allowed = DynamicTypeSize.allCases.filter { range.contains($0) }
      guard let lowest = allowed.first, let highest = allowed.last else { return }
      environment.dynamicTypeSize = Swift.min(
        Swift.max(environment.dynamicTypeSize, lowest), highest)
    }
  }
}

// MARK: Attribute keys

extension AttributeKey {
  static var dynamicTypeSize: AttributeKey<Any> { .init("dynamicTypeSize") }
}

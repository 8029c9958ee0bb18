/// A length that grows with the person's text size, as SwiftUI's `@ScaledMetric`:
/// `@ScaledMetric var iconSize = 24.0`.
///
/// Nothing is laid out and the text size is iOS's default ("Large"), so the value is the one
/// given. A `.font(.system(size: iconSize))` made from it in the same `body` counts as
/// scaled: the accessibility audit's `.dynamicType` check does not report it.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
  private let base: Value
  /// The text style the value scales as.
  public let textStyle: Font.TextStyle

  /// A metric of `wrappedValue` points at the default text size, scaled as `textStyle` is.
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle = .body) {
    base = wrappedValue
    self.textStyle = textStyle
  }

  /// The value at the person's text size.
  public var wrappedValue: Value {
    ScaledMetricReads.note(Double(base))
    return base
  }
}

/// The `@ScaledMetric` values the `body` being evaluated has read, so that a system font of
/// one of those sizes counts as scaled.
package enum ScaledMetricReads {
  private static let reads = Locked<[Set<Double>]>([])

  /// Runs `body` as one view's `body`: the values its metrics read are known while it runs.
  static func evaluating<Result>(_ body: () -> Result) -> Result {
    reads.withLock { $0.append([]) }
    defer { reads.withLock { _ = $0.popLast() } }
    return body()
  }

  static func note(_ value: Double) {
    reads.withLock { stack in
      guard !stack.isEmpty else { return }
      stack[stack.count - 1].insert(value)
    }
  }

  /// Whether the `body` being evaluated read a metric of `value`.
  static func contains(_ value: Double) -> Bool {
    reads.withLock { $0.last?.contains(value) ?? false }
  }
}

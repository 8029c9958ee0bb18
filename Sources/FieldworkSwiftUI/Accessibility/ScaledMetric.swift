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
  /// The bodies being evaluated, nested, and the values read by those that read any: most
  /// bodies (every row of a long list) read none, and cost a count, not a set.
  private struct Reads {
    var depth = 0
    var values: [(depth: Int, values: Set<Double>)] = []
  }
  private static let reads = Locked(Reads())

  /// Runs `body` as one view's `body`: the values its metrics read are known while it runs.
  static func evaluating<Result>(_ body: () -> Result) -> Result {
    reads.withLock { $0.depth += 1 }
    defer {
      reads.withLock { reads in
        if reads.values.last?.depth == reads.depth { reads.values.removeLast() }
        reads.depth -= 1
      }
    }
    return body()
  }

  static func note(_ value: Double) {
    reads.withLock { reads in
      guard reads.depth > 0 else { return }
      if reads.values.last?.depth != reads.depth { reads.values.append((reads.depth, [])) }
      reads.values[reads.values.count - 1].values.insert(value)
    }
  }

  /// Whether the `body` being evaluated read a metric of `value`.
  static func contains(_ value: Double) -> Bool {
    reads.withLock { reads in
      guard let last = reads.values.last, last.depth == reads.depth else { return false }
      return last.values.contains(value)
    }
  }
}

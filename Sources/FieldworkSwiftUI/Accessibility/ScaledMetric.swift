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
  /// The values read by each `body` being evaluated that read any, by its node: most bodies
  /// (every row of a long list) read none, and cost one look at ``hasReads``.
  @MainActor private static var readsByBody: [ObjectIdentifier: Set<Double>] = [:]
  /// Whether any body being evaluated has read a metric.
  @MainActor private static var hasReads = false

  /// Forgets what the `body` of `owner`, just evaluated, read.
  @MainActor static func bodyDidEnd(_ owner: AnyObject) {
    guard hasReads else { return }
    readsByBody[ObjectIdentifier(owner)] = nil
    hasReads = !readsByBody.isEmpty
  }

  /// Notes that the `body` being evaluated (on the main actor) read a metric of `value`.
  static func note(_ value: Double) {
    guard MainQueue.isCurrent else { return }
    MainActor.assumeIsolated {
      guard let owner = UpdateScheduler.evaluatingBody else { return }
      readsByBody[ObjectIdentifier(owner), default: []].insert(value)
      hasReads = true
    }
  }

  /// Whether the `body` being evaluated read a metric of `value`.
  static func contains(_ value: Double) -> Bool {
    guard MainQueue.isCurrent else { return false }
    return MainActor.assumeIsolated {
      guard hasReads, let owner = UpdateScheduler.evaluatingBody else { return false }
      return readsByBody[ObjectIdentifier(owner)]?.contains(value) ?? false
    }
  }
}

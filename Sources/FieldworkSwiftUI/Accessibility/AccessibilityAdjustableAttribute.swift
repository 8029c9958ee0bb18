/// An adjustable action, as an attribute.
struct AccessibilityAdjustableAttribute: CustomStringConvertible {
  let handler: (AccessibilityAdjustmentDirection) -> Void
  var description: String { "action" }
}

/// A component's accessibility label, hint and identifier, each `nil` until set.
struct AccessibilityText {
  var label: String?
  var hint: String?
  var identifier: String?
}

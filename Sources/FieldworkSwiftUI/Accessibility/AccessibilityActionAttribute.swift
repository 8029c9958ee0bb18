/// An action of an accessibility element, as an attribute.
struct AccessibilityActionAttribute: CustomStringConvertible {
  let kind: AccessibilityActionKind?
  let name: String?
  let handler: () -> Void

  var description: String { name.map { "\"\($0)\"" } ?? kind?.description ?? "action" }
}

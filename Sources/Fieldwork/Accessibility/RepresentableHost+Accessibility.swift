// A hosted representable as VoiceOver meets it: Fieldwork's headless controls, and the views
// of FieldworkUIKit with UIKit's accessibility properties.

extension RepresentableHost {
  /// The view's accessibility elements in reading order: one for a text field, a search bar
  /// or a text view, and a UIKit view's elements (FieldworkUIKit) as UIKit lists them; none
  /// for a view that says nothing about itself.
  public var accessibilityElements: [AccessibilityElement] {
    guard !isDismantled, let source = view as? any AccessibilityElementSource else { return [] }
    return source.accessibilityElements(path: "\(Content.PlatformView.self)")
  }

  /// The view as VoiceOver reads it, one element a line (description, then hint). Secure
  /// text is never in it.
  public var spokenScreen: String {
    accessibilityElements.map(\.spoken).joined(separator: "\n")
  }

  /// Audits the view's elements, as XCUITest's `performAccessibilityAudit(for:_:)` does:
  /// controls with no description (`.sufficientElementDescription`) and identifiers used
  /// twice (`.uniqueIdentifier`). The checks that need a SwiftUI tree (fonts, colours,
  /// frames, tap gestures) are FieldworkSwiftUI's `ViewHost`'s.
  ///
  /// Each issue goes to `issueHandler`, which returns `true` to ignore it; the rest are
  /// thrown together as an ``AccessibilityAuditError``.
  public func performAccessibilityAudit(
    for auditTypes: AccessibilityAuditType = .all,
    _ issueHandler: ((AccessibilityAuditIssue) throws -> Bool)? = nil
  ) throws {
    try AccessibilityAuditIssue.report(
      AccessibilityAuditIssue.elementIssues(accessibilityElements, for: auditTypes),
      handler: issueHandler)
  }
}

extension AccessibilityAuditIssue {
  /// What the element checks find: controls with no description, identifiers used twice.
  package static func elementIssues(
    _ elements: [AccessibilityElement], for auditTypes: AccessibilityAuditType
  ) -> [AccessibilityAuditIssue] {
    var issues: [AccessibilityAuditIssue] = []
    if auditTypes.contains(.sufficientElementDescription) {
      issues += elements.compactMap(descriptionIssue)
    }
    if auditTypes.contains(.uniqueIdentifier) {
      var seen: [String: AccessibilityElement] = [:]
      for element in elements {
        guard let identifier = element.identifier, !identifier.isEmpty else { continue }
        guard let first = seen[identifier] else {
          seen[identifier] = element
          continue
        }
        issues.append(
          AccessibilityAuditIssue(
            auditType: .uniqueIdentifier, element: element, path: element.path,
            compactDescription: "Identifier \"\(identifier)\" is also \(first.path)'s",
            detailedDescription:
              "Two elements of one screen share an accessibilityIdentifier, so a UI test that finds \"\(identifier)\" cannot tell them apart.",
            fix: "give each element its own accessibilityIdentifier, such as one with its row's id"
          ))
      }
    }
    return issues
  }

  private static func descriptionIssue(_ element: AccessibilityElement) -> AccessibilityAuditIssue?
  {
    guard element.isControl else { return nil }
    let kind = element.kindName
    if element.label.allSatisfy(\.isWhitespace) {
      return AccessibilityAuditIssue(
        auditType: .sufficientElementDescription, element: element, path: element.path,
        compactDescription: "\(kind) has no description",
        detailedDescription:
          "VoiceOver reads it as \"\(element.spokenDescription)\": a person cannot tell what it is for.",
        fix: element.traits.contains(.isTextEntry)
          ? "give the field a title (TextField(\"Email\", text: $email)) or add .accessibilityLabel(\"Email\")"
          : "add .accessibilityLabel(\"…\") or a text label, such as Label(\"Share\", systemImage: …)"
      )
    }
    if element.labelIsOnlyAnImageName {
      return AccessibilityAuditIssue(
        auditType: .sufficientElementDescription, element: element, path: element.path,
        compactDescription: "\(kind) is described only by an image's name \"\(element.label)\"",
        detailedDescription:
          "The name of a symbol or an asset is no description: VoiceOver may read it as it is.",
        fix:
          "add .accessibilityLabel(\"…\"), or use Label(\"…\", systemImage: \"\(element.label)\")")
    }
    return nil
  }
}

extension AccessibilityElement {
  /// Whether a person operates the element (a button, a field, a toggle, an adjustable
  /// control, a link), so it needs a name and room to touch.
  package var isControl: Bool {
    !traits.isDisjoint(with: [
      .isButton, .isToggle, .isLink, .isTextEntry, .isSearchField, .isAdjustable,
      .isKeyboardKey, .isTab, .isBackButton,
    ])
  }

  /// The element's kind, for messages: "Button", "Text field".
  package var kindName: String {
    if traits.contains(.isToggle) { return "Toggle" }
    if traits.contains(.isSearchField) { return "Search field" }
    if traits.contains(.isSecureTextEntry) { return "Secure field" }
    if traits.contains(.isTextEntry) { return "Text field" }
    if traits.contains(.isAdjustable) { return "Adjustable control" }
    if traits.contains(.isLink) { return "Link" }
    if traits.contains(.isButton) { return "Button" }
    if traits.contains(.isImage) { return "Image" }
    return "Text"
  }
}

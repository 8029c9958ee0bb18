// What accessibility asks of a node, built on what every reader asks
// (Inspection/ViewNode+Reading.swift): its traits, actions, and whether it is hidden or
// labelled.

extension ViewNode {
  /// The traits `.accessibilityAddTraits` added (and a heading level), less those removed.
  var addedAccessibilityTraits: AccessibilityTraits {
    var traits: AccessibilityTraits = []
    for added in attributes(.accessibilityAddTraits) {
      traits.formUnion(added)
    }
    if attribute(.accessibilityHeading) != nil { traits.insert(.isHeader) }
    return traits
  }

  /// The traits `.accessibilityRemoveTraits` removed.
  var removedAccessibilityTraits: AccessibilityTraits {
    var traits: AccessibilityTraits = []
    for removed in attributes(.accessibilityRemoveTraits) {
      traits.formUnion(removed)
    }
    return traits
  }

  /// The view's accessibility actions, innermost first.
  var accessibilityActions: [AccessibilityActionAttribute] {
    attributes(.accessibilityAction)
  }

  /// Whether `.accessibilityHidden(true)` hides the view or a view around it.
  var isHiddenFromAccessibility: Bool {
    ancestor { $0.kind != nil && $0.attribute(.accessibilityHidden) == true } != nil
  }

  /// Whether the view itself carries an accessibility label (not one inherited from a
  /// container around it).
  var hasOwnAccessibilityLabel: Bool {
    attribute(.accessibilityLabel) != nil
  }
}

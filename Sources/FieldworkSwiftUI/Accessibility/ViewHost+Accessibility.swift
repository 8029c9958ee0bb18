// A hosted screen as assistive technology meets it: its elements, what VoiceOver says, a
// cursor that moves and acts as VoiceOver's does, and an audit.

extension ViewHost {
  /// The screen's accessibility elements, in VoiceOver's reading order: what is on screen
  /// (a presented alert or sheet hides what is behind it; a stack shows its top screen), with
  /// SwiftUI's defaults for each kind of view and the accessibility modifiers applied.
  public var accessibilityElements: [AccessibilityElement] {
    guard let top = graph.root?.children.first else { return [] }
    return graph.readingMadeRowsOnly {
      AccessibilityTreeBuilder(graph: graph, root: top.classifiedView).elements(below: top)
    }
  }

  /// The whole screen as VoiceOver reads it, one element a line (its description, then its
  /// hint), top to bottom. Secure text is never in it: a secure field's value is bullets.
  ///
  /// ```text
  /// Sign In. Heading.
  /// Email. Text Field. Double tap to edit.
  /// Password. Secure Text Field. Double tap to edit.
  /// Sign In. Button.
  /// ```
  public var spokenScreen: String {
    accessibilityElements.map(\.spoken).joined(separator: "\n")
  }

  /// A VoiceOver cursor on the screen, before its first element: `next()` moves to it.
  public func voiceOver() -> VoiceOverCursor {
    VoiceOverCursor(host: self)
  }

  /// Audits the screen for accessibility problems, as XCUITest's
  /// `performAccessibilityAudit(for:_:)` does on a device, in milliseconds and without one.
  ///
  /// Each issue found goes to `issueHandler`, which returns `true` to ignore it; the issues
  /// not ignored are thrown together as an `AccessibilityAuditError`. Without a handler,
  /// any issue throws.
  ///
  /// ```swift
  /// try host.performAccessibilityAudit()                         // every type
  /// try host.performAccessibilityAudit(for: [.contrast, .dynamicType]) { issue in
  ///   issue.path.hasPrefix("view(LegacyBanner.self)")           // ignored, for now
  /// }
  /// ```
  ///
  /// Nothing is laid out, so what needs layout is judged from what the code says: a
  /// `frame` it sets, a `lineLimit`, colours known by value. The DocC article "Testing
  /// accessibility" says what each type can and cannot know.
  public func performAccessibilityAudit(
    for auditTypes: AccessibilityAuditType = .all,
    _ issueHandler: ((AccessibilityAuditIssue) throws -> Bool)? = nil
  ) throws {
    try AccessibilityAuditIssue.report(
      accessibilityAuditIssues(for: auditTypes), handler: issueHandler)
  }

  /// What an audit of `auditTypes` finds, ignoring nothing.
  public func accessibilityAuditIssues(for auditTypes: AccessibilityAuditType = .all)
    -> [AccessibilityAuditIssue]
  {
    guard let top = graph.root?.children.first else { return [] }
    return graph.readingMadeRowsOnly {
      AccessibilityAuditor(graph: graph, top: top, root: top.classifiedView)
        .issues(for: auditTypes)
    }
  }
}

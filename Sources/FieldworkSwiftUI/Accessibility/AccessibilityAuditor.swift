// The accessibility audit of a hosted screen. Nothing is laid out, so each check judges what
// the code says: the labels and traits of the elements, a tap gesture's view, a `frame`, a
// `lineLimit`, fonts, and colours known by value. What cannot be known is reported, never
// passed: a colour by asset name, a width nothing fixes.

@MainActor
struct AccessibilityAuditor {
  let graph: ViewGraph
  /// The host's content.
  let top: ViewNode
  /// The view paths are relative to.
  let root: ViewNode

  private var builder: AccessibilityTreeBuilder {
    AccessibilityTreeBuilder(graph: graph, root: root)
  }

  func issues(for types: AccessibilityAuditType) -> [AccessibilityAuditIssue] {
    var issues: [AccessibilityAuditIssue] = []
    let elements = builder.elements(below: top)
    issues += AccessibilityAuditIssue.elementIssues(
      elements, for: types.intersection([.sufficientElementDescription, .uniqueIdentifier]))
    let nodeTypes = types.intersection([
      .elementDetection, .trait, .hitRegion, .dynamicType, .contrast, .textClipped,
    ])
    if !nodeTypes.isEmpty {
      walk(AccessibilityTreeBuilder.modalScope(of: top)) { node in
        issues += nodeIssues(node, types: nodeTypes)
      }
    }
    return issues
  }

  /// Visits the made nodes below `node` that are on screen, in order.
  private func walk(_ node: ViewNode, _ visit: (ViewNode) -> Void) {
    if node.kind != nil, node.attribute(.hidden) == true { return }
    visit(node)
    for child in node.children {
      if case .part(let name) = child.key,
        [.destination, .navigationDestination, .label, .prompt].contains(name)
      {
        // Not on screen, or read as its control's: a pushed screen is walked on its own
        // only when it is the one shown.
        if name == .navigationDestination, child === topScreen(of: node) {
          walk(child, visit)
        }
        continue
      }
      walk(child, visit)
    }
  }

  /// The last screen a stack pushed, which hides the ones under it.
  private func topScreen(of stack: ViewNode) -> ViewNode? {
    stack.children.last { $0.key == .part(.navigationDestination) }
  }

  // MARK: Views

  /// The frame a control's label gives it, when the label's outermost sizing is a `.frame`
  /// (`Button { Image(systemName: "xmark").frame(width: 20, height: 20) }` makes a 20 × 20
  /// button), grown by explicit padding around it (`.padding(12)` around that frame makes
  /// 44 × 44): found down the label's single-child path. Padding of the platform's default
  /// length makes the size unknown, so there is none.
  private static func labelFrame(of control: ViewNode) -> FrameAttribute? {
    var horizontal: CGFloat = 0
    var vertical: CGFloat = 0
    var current = control.children.first { $0.key == .position(0) }
    while let node = current {
      // The node's own modifiers only: `attribute(_:)` also finds those above it, which
      // would count a padding once for every node under it.
      let own = node.recordedModifierAttributes
      if let padding = own.last(.padding) {
        do {
          horizontal +=
            try (padding.inset(on: .leading) ?? 0) + (padding.inset(on: .trailing) ?? 0)
          vertical += try (padding.inset(on: .top) ?? 0) + (padding.inset(on: .bottom) ?? 0)
        } catch {
          return nil  // the platform's default length: the size is unknown
        }
      }
      if var frame = own.last(.frame) {
        frame.width = frame.width.map { $0 + horizontal }
        frame.height = frame.height.map { $0 + vertical }
        return frame
      }
      guard node.children.count == 1 else { return nil }
      current = node.children.first
    }
    return nil
  }

  private func nodeIssues(_ node: ViewNode, types: AccessibilityAuditType)
    -> [AccessibilityAuditIssue]
  {
    guard let kind = node.kind else { return [] }
    var issues: [AccessibilityAuditIssue] = []
    let path = node.path(from: root)
    let element = { builder.element(of: node) }

    if node.attribute(.onTapGesture) != nil, !node.isHiddenFromAccessibility {
      if let element = element() {
        if types.contains(.trait), element.traits.isDisjoint(with: [.isButton, .isLink, .isToggle])
        {
          issues.append(
            AccessibilityAuditIssue(
              auditType: .trait, element: element, path: path,
              compactDescription:
                "\(element.kindName) \"\(element.label)\" responds to a tap but is not a button",
              detailedDescription:
                "VoiceOver reads it as \"\(element.spokenDescription)\", so a person does not know a double tap does something.",
              fix: "use a Button, or add .accessibilityAddTraits(.isButton)"))
        }
      } else if types.contains(.elementDetection) {
        issues.append(
          AccessibilityAuditIssue(
            auditType: .elementDetection, element: nil, path: path,
            compactDescription:
              "\(node.kindDescription) responds to a tap but is no accessibility element",
            detailedDescription:
              "VoiceOver never reaches what it does: its views are read one by one, and none of them does it.",
            fix:
              "use a Button, or add .accessibilityElement(children: .combine) and .accessibilityAddTraits(.isButton)"
          ))
      }
    }

    if types.contains(.hitRegion),
      let frame = node.attribute(.frame) ?? Self.labelFrame(of: node),
      let element = element(), element.isControl
    {
      let small = [frame.width, frame.height].compactMap { $0 }.contains { $0 < 44 }
      if small {
        let size =
          "\(frame.width.map { EdgeInsets.format($0) } ?? "?") × \(frame.height.map { EdgeInsets.format($0) } ?? "?")"
        issues.append(
          AccessibilityAuditIssue(
            auditType: .hitRegion, element: element, path: path,
            compactDescription: "\(element.kindName) \"\(element.label)\" is \(size) points",
            detailedDescription: "A control smaller than 44 × 44 points is hard to touch.",
            fix:
              "make it at least 44 × 44 points: .frame(minWidth: 44, minHeight: 44), or .contentShape(Rectangle()) around a larger frame"
          ))
      }
    }

    guard kind == .text, let text = node.viewValue as? Text else { return issues }
    let string = (try? text.string(in: .testsDefault)) ?? text.content
    guard !string.isEmpty else { return issues }
    let attributes = ViewType.Text.Attributes(
      text: text, environmentFont: node.environment.font,
      environmentColor: Self.inheritedForeground(of: node))
    let font = (try? attributes.font()) ?? .body
    let isBold = ((try? attributes.isBold()) ?? false) || font.pointSize.isBold
    let quoted = "\"\(string.count > 40 ? String(string.prefix(40)) + "…" : string)\""

    if types.contains(.dynamicType), !font.scalesWithDynamicType {
      issues.append(
        AccessibilityAuditIssue(
          auditType: .dynamicType, element: element(), path: path,
          compactDescription: "Text \(quoted) has a fixed font, \(font)",
          detailedDescription: "It stays the same size when the person makes text larger.",
          fix:
            "use a text style (.font(.body)), .custom(_:size:relativeTo:), or a size from @ScaledMetric"
        ))
    }

    if types.contains(.contrast) {
      issues += contrastIssues(
        node, attributes: attributes, font: font, isBold: isBold, quoted: quoted, path: path,
        element: element)
    }

    if types.contains(.textClipped), node.environment.lineLimit == 1,
      let width = fixedWidth(around: node)
    {
      let needed = Self.estimatedWidth(of: string, pointSize: font.pointSize.size, isBold: isBold)
      if needed > Double(width) {
        issues.append(
          AccessibilityAuditIssue(
            auditType: .textClipped, element: element(), path: path,
            compactDescription:
              "Text \(quoted) needs about \(Int(needed.rounded())) points on one line, in \(EdgeInsets.format(width))",
            detailedDescription:
              "With .lineLimit(1) the end is cut off and replaced by an ellipsis, more so at larger text sizes.",
            fix: "allow more lines (.lineLimit(nil) or a range), or let the width grow"))
      }
    }
    return issues
  }

  /// The foreground colour `node` inherits: the nearest `.foregroundColor(_:)` or
  /// `.foregroundStyle(_:)` above it (a style counts when a colour stands for it).
  private static func inheritedForeground(of node: ViewNode) -> Color? {
    let value = node.inheritedAttribute(.foregroundColor, .foregroundStyle)
    return (value as? Color) ?? (value as? any ShapeStyle)?.fillColor
  }

  private func contrastIssues(
    _ node: ViewNode, attributes: ViewType.Text.Attributes, font: Font, isBold: Bool,
    quoted: String, path: String, element: () -> AccessibilityElement?
  ) -> [AccessibilityAuditIssue] {
    let foregroundColor = (try? attributes.foregroundColor()) ?? .primary
    let background = backgroundColor(behind: node)
    guard let foreground = foregroundColor.resolvedComponents,
      let back = background.color?.resolvedComponents
    else {
      let unknown =
        foregroundColor.resolvedComponents == nil
        ? "its colour \(foregroundColor)" : "the colour behind it (\(background.description))"
      return [
        AccessibilityAuditIssue(
          auditType: .contrast, element: element(), path: path,
          compactDescription: "Text \(quoted): contrast unknown",
          detailedDescription:
            "The audit cannot know \(unknown), so it cannot tell whether the text can be read; it reports it rather than pass it.",
          fix:
            "use colours known by value (Color(red:green:blue:), a system colour), or ignore this issue after checking it on a device"
        )
      ]
    }
    // A background that is not opaque is seen over white, the system background.
    let backOpaque = Self.composite(back, over: (1, 1, 1))
    let fore = Self.composite(foreground, over: backOpaque)
    let ratio = ContrastRatio.ratio(fore, backOpaque)
    let size = font.pointSize.size
    let isLarge = size >= 24 || (isBold && size >= 18.66)
    let minimum = ContrastRatio.minimum(isLargeText: isLarge)
    guard ratio < minimum else { return [] }
    return [
      AccessibilityAuditIssue(
        auditType: .contrast, element: element(), path: path,
        compactDescription:
          "Text \(quoted) has a contrast of \(Self.format(ratio)):1, under \(Self.format(minimum)):1",
        detailedDescription:
          "\(foregroundColor) on \(background.description), \(isLarge ? "large" : "normal") text (\(EdgeInsets.format(CGFloat(size))) points\(isBold ? ", bold" : "")): WCAG 2.x asks \(Self.format(minimum)):1.",
        fix:
          "darken the text or lighten the background (or the other way round) until the ratio is at least \(Self.format(minimum)):1"
      )
    ]
  }

  /// The colour behind `node`: the closest `.background(Color)` (or a colour in a shape,
  /// `.background(.black, in: Capsule())`), a background part that is a colour, or a
  /// `ZStack`'s colour under it (modified or not: `Color.black.ignoresSafeArea()`); white (the
  /// system background) when nothing sets one. `color` is `nil` for a background the audit
  /// cannot know.
  private func backgroundColor(behind node: ViewNode) -> (color: Color?, description: String) {
    var previous: ViewNode = node
    var current: ViewNode? = node
    while let view = current {
      if view.kind != nil {
        if let value = view.attribute(.background) {
          if let color = value as? Color { return (color, "\(color)") }
          if let shaped = value as? ShapedBackground, let color = shaped.color {
            return (color, shaped.description)
          }
          return (nil, "\(value)")
        }
        if let part = view.partNode(named: .background) {
          if let color = part.partViews.first?.viewValue as? Color { return (color, "\(color)") }
          return (nil, "a background view")
        }
        if view.kind == .zStack, let first = view.contentChildren.first, first !== previous,
          let color = Self.colorView(first)
        {
          return (color, "\(color)")
        }
        previous = view
      }
      current = view.parentNode
    }
    return (Color.white, "the system background (white)")
  }

  /// The colour `node` shows when it is a `Color`, under modifiers or not.
  private static func colorView(_ node: ViewNode) -> Color? {
    var current: ViewNode? = node
    while let view = current {
      if let color = view.viewValue as? Color { return color }
      current = view.children.count == 1 ? view.children.first : nil
    }
    return nil
  }

  /// The width `node` is given by a `frame` on it or around it, when one fixes it.
  private func fixedWidth(around node: ViewNode) -> CGFloat? {
    var current: ViewNode? = node
    while let view = current {
      if view.kind != nil, let frame = view.attribute(.frame) {
        if let width = frame.width ?? frame.maxWidth, width.isFinite { return width }
      }
      current = view.parentNode
    }
    return nil
  }

  /// About how wide `string` is in the system font: half the point size for most
  /// characters, more in bold, a whole one for wide (East Asian) characters and emoji.
  static func estimatedWidth(of string: String, pointSize: Double, isBold: Bool) -> Double {
    var width = 0.0
    for character in string {
      let scalar = character.unicodeScalars.first?.value ?? 0
      let isWide =
        (0x1100...0x115F).contains(scalar) || (0x2E80...0xA4CF).contains(scalar)
        || (0xAC00...0xD7A3).contains(scalar) || (0xF900...0xFAFF).contains(scalar)
        || (0xFF00...0xFF60).contains(scalar) || (0x1F300...0x1FAFF).contains(scalar)
      width += isWide ? 1.0 : (character == " " ? 0.28 : 0.52)
    }
    return width * pointSize * (isBold ? 1.06 : 1)
  }

  private static func composite(
    _ color: (red: Double, green: Double, blue: Double, opacity: Double),
    over back: (red: Double, green: Double, blue: Double)
  ) -> (red: Double, green: Double, blue: Double) {
    let alpha = color.opacity
    return (
      color.red * alpha + back.red * (1 - alpha), color.green * alpha + back.green * (1 - alpha),
      color.blue * alpha + back.blue * (1 - alpha)
    )
  }

  private static func format(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }

  // MARK: Escape

  /// The screen's escape: dismisses the alert or sheet that is up, else pops the top pushed
  /// screen. Returns whether there was one.
  static func escape(in graph: ViewGraph) -> Bool {
    guard let top = graph.root?.children.first else { return false }
    let scope = AccessibilityTreeBuilder.modalScope(of: top)
    if scope !== top {
      graph.perform { scope.environment.dismiss() }
      return true
    }
    var pushed: ViewNode?
    func find(_ node: ViewNode) {
      for child in node.children {
        if child.key == .part(.navigationDestination) { pushed = child }
        find(child)
      }
    }
    find(top)
    guard let screen = pushed?.contentChildren.first ?? pushed else { return false }
    graph.perform { screen.environment.dismiss() }
    return true
  }
}

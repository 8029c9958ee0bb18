// A `Text`, as inspection reads it: its string in a locale, its styles over ranges of it
// (`attributes()`, ViewInspector's `ViewType.Text.Attributes`), and the images inside it.

extension InspectableView where Kind == ViewType.Text {
  /// The string the text shows, read in `locale` (`Locale.testsDefault` unless
  /// given): a localised key is looked up in its table, formatted values are formatted for
  /// the locale.
  public func string(locale: Locale = .testsDefault) throws -> String {
    try onMainActor { try text().string(in: locale) }
  }

  /// The styles applied to the text, over ranges of it, as ViewInspector's `attributes()`.
  public func attributes() throws -> ViewType.Text.Attributes {
    try onMainActor {
      let node = try liveNode()
      let text = try self.text()
      let environment = node.environment
      return ViewType.Text.Attributes(
        text: text, environmentFont: environment.font,
        environmentColor: node.inheritedAttribute(.foregroundColor) ?? nil)
    }
  }

  /// The images shown inside the text, in order.
  public func images() throws -> [Image] {
    try onMainActor { try text().images }
  }

  @MainActor private func text() throws -> Text {
    guard let text = try liveNode().viewValue as? Text else {
      throw InspectionError.typeMismatch(factual: typeNameForErrors, expected: "Text")
    }
    return text
  }
}

extension ViewType.Text {
  /// The styles of a `Text` over ranges of its string, as ViewInspector's
  /// `ViewType.Text.Attributes`: `attributes().isBold()`, `attributes()[0..<2].isItalic()`.
  ///
  /// A style applied to the whole text (or inherited from the environment, for the font and
  /// the colour) holds over every range; one applied to a part joined with `+` holds over
  /// that part only, and asking for it over a wider range throws "Modifier 'italic' is
  /// applied only to a subrange".
  public struct Attributes: Sendable {
    private struct Run: Sendable {
      var range: Range<Int>
      var styles: [TextStyleItem]
    }

    private let runs: [Run]
    private let length: Int
    private let environmentFont: Font?
    private let environmentColor: Color?
    private let range: Range<Int>

    init(text: Text, environmentFont: Font?, environmentColor: Color?) {
      let whole = text.styles.compactMap { $0 as? TextStyleItem }
      var runs: [Run] = []
      var offset = 0
      for run in text.runs ?? [text] {
        let count = run.content.count
        let own = run.runs == nil ? run.styles.compactMap { $0 as? TextStyleItem } : []
        runs.append(Run(range: offset..<offset + count, styles: own + whole))
        offset += count
      }
      self.runs = runs
      length = offset
      self.environmentFont = environmentFont
      self.environmentColor = environmentColor
      range = 0..<offset
    }

    private init(_ base: Attributes, range: Range<Int>) {
      runs = base.runs
      length = base.length
      environmentFont = base.environmentFont
      environmentColor = base.environmentColor
      self.range = range
    }

    /// The styles over the characters in `range`.
    public subscript(range: Range<Int>) -> Attributes { Attributes(self, range: range) }
    /// The styles over the characters in `range`.
    public subscript(range: ClosedRange<Int>) -> Attributes {
      Attributes(self, range: range.lowerBound..<range.upperBound + 1)
    }
    /// The styles over the characters up to `range`'s end.
    public subscript(range: PartialRangeUpTo<Int>) -> Attributes {
      Attributes(self, range: 0..<range.upperBound)
    }
    /// The styles over the characters up to and including `range`'s end.
    public subscript(range: PartialRangeThrough<Int>) -> Attributes {
      Attributes(self, range: 0..<range.upperBound + 1)
    }
    /// The styles over the characters from `range`'s start.
    public subscript(range: PartialRangeFrom<Int>) -> Attributes {
      Attributes(self, range: range.lowerBound..<length)
    }

    /// The value `pick` finds in the runs over the range: the same in every run, or an error.
    private func common<Value: Equatable>(
      _ name: String, _ pick: (TextStyleItem) -> Value?
    ) throws -> Value {
      guard range.lowerBound >= 0, range.upperBound <= length, !range.isEmpty || length == 0
      else { throw InspectionError.textAttribute("Invalid text range") }
      let overlapping = runs.filter { $0.range.overlaps(range) || (length == 0) }
      let values = overlapping.map { $0.styles.compactMap(pick).last }
      guard let first = values.first, let value = first else {
        if values.contains(where: { $0 != nil }) {
          throw InspectionError.textAttribute("Modifier '\(name)' is applied only to a subrange")
        }
        throw InspectionError.modifierNotFound(parent: "Text", modifier: name, index: 0)
      }
      guard values.allSatisfy({ $0 == value }) else {
        throw InspectionError.textAttribute("Modifier '\(name)' is applied only to a subrange")
      }
      return value
    }

    /// Whether the text is bold.
    public func isBold() throws -> Bool {
      try common("bold") {
        if case .bold(let isActive) = $0 { return isActive }
        if case .weight(let weight) = $0, weight == .bold { return true }
        return nil
      }
    }

    /// Whether the text is italic.
    public func isItalic() throws -> Bool {
      try common("italic") {
        if case .italic(let isActive) = $0 { return isActive }
        return nil
      }
    }

    /// The text's font weight.
    public func fontWeight() throws -> Font.Weight {
      try common("fontWeight") {
        if case .weight(let weight?) = $0 { return weight }
        return nil
      }
    }

    /// The text's font: its own, else the environment's.
    public func font() throws -> Font {
      do {
        return try common("font") {
          if case .font(let font?) = $0 { return font }
          return nil
        }
      } catch {
        if let environmentFont { return environmentFont }
        throw error
      }
    }

    /// The text's colour: its own, else the closest `.foregroundColor(_:)` around it.
    public func foregroundColor() throws -> Color {
      do {
        return try common("foregroundColor") {
          if case .foreground(let color?) = $0 { return color }
          return nil
        }
      } catch {
        if let environmentColor { return environmentColor }
        throw error
      }
    }

    /// Whether the text is struck through.
    public func isStrikethrough() throws -> Bool {
      try common("strikethrough") {
        if case .strikethrough(let isActive, _) = $0 { return isActive }
        return nil
      }
    }

    /// The colour the text is struck through with.
    public func strikethroughColor() throws -> Color? {
      try common("strikethrough") {
        if case .strikethrough(_, let color) = $0 { return .some(color) }
        return nil
      }
    }

    /// Whether the text is underlined.
    public func isUnderline() throws -> Bool {
      try common("underline") {
        if case .underline(let isActive, _) = $0 { return isActive }
        return nil
      }
    }

    /// The colour the text is underlined with.
    public func underlineColor() throws -> Color? {
      try common("underline") {
        if case .underline(_, let color) = $0 { return .some(color) }
        return nil
      }
    }

    /// The text's kerning.
    public func kerning() throws -> CGFloat {
      try common("kerning") {
        if case .kerning(let value) = $0 { return value }
        return nil
      }
    }

    /// The text's tracking.
    public func tracking() throws -> CGFloat {
      try common("tracking") {
        if case .tracking(let value) = $0 { return value }
        return nil
      }
    }

    /// The text's baseline offset.
    public func baselineOffset() throws -> CGFloat {
      try common("baselineOffset") {
        if case .baselineOffset(let value) = $0 { return value }
        return nil
      }
    }
  }
}

extension InspectableView {
  // MARK: Accessibility

  /// The view's accessibility label, as a text (ViewInspector's `accessibilityLabel()`):
  /// `try view.accessibilityLabel().string()`.
  public func accessibilityLabel() throws -> InspectableView<ViewType.Text> {
    try accessibilityText(.accessibilityLabel)
  }

  /// The view's accessibility value, as a text.
  public func accessibilityValue() throws -> InspectableView<ViewType.Text> {
    try accessibilityText(.accessibilityValue)
  }

  /// The view's accessibility hint, as a text.
  public func accessibilityHint() throws -> InspectableView<ViewType.Text> {
    try accessibilityText(.accessibilityHint)
  }

  /// The view's accessibility identifier.
  public func accessibilityIdentifier() throws -> String {
    try onMainActor {
      if let own = try componentAccessibilityText(.accessibilityIdentifier) { return own }
      return try modifier(.accessibilityIdentifier)
    }
  }

  /// What one of Fieldwork's text components set on its control with its own accessibility
  /// modifier (`TextField(…).accessibilityLabel("Email")` is the component's), if any.
  @MainActor private func componentAccessibilityText(_ key: AttributeKey<String>) throws
    -> String?
  {
    let node = try liveNode()
    guard node.attribute(key) == nil,
      let control = (node as? any RepresentableNode)?.representableDriver?.platformView
        as? any TextTraitsControl
    else { return nil }
    switch key {
    case .accessibilityLabel: return control.accessibilityLabel
    case .accessibilityHint: return control.accessibilityHint
    default: return control.accessibilityIdentifier
    }
  }

  /// Whether the view is hidden from accessibility.
  public func accessibilityHidden() throws -> Bool {
    try onMainActor { try modifier(.accessibilityHidden) }
  }

  /// The text of the accessibility modifier that records `key`, hosted as a `Text` of its own.
  func accessibilityText(_ key: AttributeKey<String>) throws -> InspectableView<ViewType.Text> {
    let text = try onMainActor { () -> Text in
      if let own = try componentAccessibilityText(key) { return Text(verbatim: own) }
      return Text(try modifier(key))
    }
    return try text.inspect().text()
  }
}

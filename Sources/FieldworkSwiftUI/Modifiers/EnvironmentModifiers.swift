// The modifiers SwiftUI passes down the environment: they reach every view below, and the
// closest one wins. Fieldwork's text components read the text traits, the focus binding and
// the submit actions from here, so `.keyboardType(.emailAddress)` on a `Form` reaches its
// fields as SwiftUI's does.

private struct FontKey: EnvironmentKey {
  static var defaultValue: Font? { nil }
}

private struct ForegroundStyleKey: EnvironmentKey {
  static var defaultValue: String? { nil }
}

private struct LineLimitKey: EnvironmentKey {
  static var defaultValue: Int? { nil }
}

private struct TextAlignmentKey: EnvironmentKey {
  static var defaultValue: TextAlignment { .leading }
}

private struct SizeClassKey: EnvironmentKey {
  static var defaultValue: UserInterfaceSizeClass? { .compact }
}

private struct VerticalSizeClassKey: EnvironmentKey {
  static var defaultValue: UserInterfaceSizeClass? { .regular }
}

private struct DismissKey: EnvironmentKey {
  static var defaultValue: DismissAction { DismissAction {} }
}

private struct LocaleKey: EnvironmentKey {
  static var defaultValue: Locale { Locale(identifier: "en_US") }
}

extension EnvironmentValues {
  /// The font text below uses, unless it sets its own (`.font(_:)`).
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }

  /// The foreground style below (`.foregroundColor(_:)`, `.foregroundStyle(_:)`), by its
  /// description.
  public var foregroundStyleDescription: String? {
    get { self[ForegroundStyleKey.self] }
    set { self[ForegroundStyleKey.self] = newValue }
  }

  /// The most lines text below shows (`.lineLimit(_:)`), or `nil` for no limit.
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }

  /// How lines of text below line up (`.multilineTextAlignment(_:)`).
  public var multilineTextAlignment: TextAlignment {
    get { self[TextAlignmentKey.self] }
    set { self[TextAlignmentKey.self] = newValue }
  }

  /// The horizontal size class: compact, a phone's, by default.
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[SizeClassKey.self] }
    set { self[SizeClassKey.self] = newValue }
  }

  /// The vertical size class: regular, a phone's upright, by default.
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }

  /// Dismisses the presentation the view is in.
  public var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }

  /// The locale views format with: `en_US` by default, so a test's text does not depend on
  /// the machine's.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }
}

extension View {
  /// Sets the environment value at `keyPath` for this view and the views below it, as
  /// SwiftUI's `.environment(_:_:)`.
  public func environment<Value>(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value
  ) -> some View {
    environmentChange(nil) { $0[keyPath: keyPath] = value }
  }

  /// Puts `object` in the environment of this view and the views below, by its type, as
  /// SwiftUI's `.environment(_:)` for an `@Observable` model: `@Environment(Model.self)`
  /// reads it. `nil` removes the object of that type.
  public func environment<Object: AnyObject & Observable>(_ object: Object?) -> some View {
    environmentChange(ViewAttribute(.environment, ViewTypeName.of(Object.self))) {
      $0.setObject(object)
    }
  }

  /// Changes the environment of this view and the views below with `transform`.
  public func transformEnvironment<Value>(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>,
    transform: @escaping (inout Value) -> Void
  ) -> some View {
    environmentChange(nil) { transform(&$0[keyPath: keyPath]) }
  }

  /// Disables this view and the controls below it, as SwiftUI's `.disabled(_:)`: a control
  /// is disabled when any enclosing view disables it; `.disabled(false)` never enables what
  /// an enclosing view disabled.
  public func disabled(_ disabled: Bool) -> some View {
    environmentChange(disabled ? ViewAttribute(.disabled, true) : nil) {
      $0.isEnabled = $0.isEnabled && !disabled
    }
  }

  /// Sets the font of the text below, as SwiftUI's `.font(_:)`.
  public func font(_ font: Font?) -> some View {
    environmentChange(ViewAttribute(.font, font)) { $0.font = font }
  }

  /// Sets the weight of the font of the text below, as SwiftUI's `.fontWeight(_:)`: the font
  /// in effect here (the body font when none is set) at that weight. `nil` leaves the font
  /// as it is. A `.font(_:)` set further down replaces it, weight and all (SwiftUI keeps the
  /// weight apart and applies it to that font too).
  public func fontWeight(_ weight: Font.Weight?) -> some View {
    environmentChange(weight.map { ViewAttribute(.fontWeight, $0) }) { values in
      if let weight { values.font = (values.font ?? .body).weight(weight) }
    }
  }

  /// Sets the foreground colour of the content below, as SwiftUI's `.foregroundColor(_:)`.
  public func foregroundColor(_ color: Color?) -> some View {
    environmentChange(ViewAttribute(.foregroundColor, color)) {
      $0.foregroundStyleDescription = color?.description
    }
  }

  /// Sets the foreground style of the content below, as SwiftUI's `.foregroundStyle(_:)`.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    environmentChange(ViewAttribute(.foregroundStyle, style)) {
      $0.foregroundStyleDescription = style.description
    }
  }

  /// Sets the primary and secondary foreground styles, as SwiftUI's
  /// `.foregroundStyle(_:_:)`.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2)
    -> some View
  {
    environmentChange(ViewAttribute(.foregroundStyle, "\(primary), \(secondary)")) {
      $0.foregroundStyleDescription = primary.description
    }
  }

  /// Sets the most lines text below shows.
  public func lineLimit(_ number: Int?) -> some View {
    environmentChange(ViewAttribute(.lineLimit, number)) { $0.lineLimit = number }
  }

  /// Sets the range of lines text below takes, as SwiftUI's `lineLimit(_:)` taking a range
  /// (`lineLimit(2...4)`, a vertical text field that grows): the upper bound is the most it
  /// shows.
  public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
    lineLimit(limit.upperBound)
  }

  /// Sets the fewest lines text below takes, with no most (`lineLimit(2...)`).
  public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
    lineLimit(nil)
  }

  /// Sets the most lines text below shows, and whether it keeps room for them when shorter,
  /// as SwiftUI's `lineLimit(_:reservesSpace:)`. Nothing is laid out: the room is not kept.
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    lineLimit(limit)
  }

  /// Sets how lines of text below line up.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    environmentChange(ViewAttribute(.multilineTextAlignment, alignment.rawValue)) {
      $0.multilineTextAlignment = alignment
    }
  }

  // MARK: Text traits, for the text controls below

  /// Sets the keyboard of the text controls below, as SwiftUI's `.keyboardType(_:)`.
  public func keyboardType(_ type: KeyboardType) -> some View {
    environmentChange(ViewAttribute(.keyboardType, type)) { $0.setKeyboardType(type) }
  }

  /// Sets the content type of the text controls below, for autofill, as SwiftUI's
  /// `.textContentType(_:)`.
  public func textContentType(_ type: TextContentType?) -> some View {
    environmentChange(ViewAttribute(.textContentType, type)) {
      $0.setTextContentType(type)
    }
  }

  /// Sets how the text controls below capitalise, as SwiftUI's
  /// `.textInputAutocapitalization(_:)`; `nil` is the default (sentences).
  public func textInputAutocapitalization(_ capitalization: TextInputAutocapitalization?)
    -> some View
  {
    let type = (capitalization ?? .sentences).autocapitalizationType
    return environmentChange(ViewAttribute(.textInputAutocapitalization, type)) {
      $0.setAutocapitalization(type)
    }
  }

  /// Sets how the text controls below capitalise, as SwiftUI's older `.autocapitalization(_:)`.
  @available(*, deprecated, renamed: "textInputAutocapitalization(_:)")
  public func autocapitalization(_ type: TextAutocapitalizationType) -> some View {
    environmentChange(ViewAttribute(.autocapitalization, type)) { $0.setAutocapitalization(type) }
  }

  /// Turns autocorrection off (or back to the default) for the text controls below, as
  /// SwiftUI's `.autocorrectionDisabled(_:)`.
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
    environmentChange(ViewAttribute(.autocorrectionDisabled, disable)) {
      $0.setAutocorrection(disable ? .no : .default)
    }
  }

  /// Turns autocorrection off for the text controls below, as SwiftUI's older
  /// `.disableAutocorrection(_:)`; `nil` is the default.
  @available(*, deprecated, renamed: "autocorrectionDisabled(_:)")
  public func disableAutocorrection(_ disable: Bool?) -> some View {
    environmentChange(ViewAttribute(.autocorrectionDisabled, disable)) {
      $0.setAutocorrection(disable == true ? .no : .default)
    }
  }

  /// Sets the return key's title of the text fields below, as SwiftUI's `.submitLabel(_:)`.
  public func submitLabel(_ label: SubmitLabel) -> some View {
    environmentChange(ViewAttribute(.submitLabel, label)) {
      $0.setReturnKeyType(label.returnKeyType)
    }
  }

  // MARK: Focus and submit

  /// Binds the focus of the text control below to `binding` holding `value`, as SwiftUI's
  /// `.focused(_:equals:)`. Put it on the control itself, as SwiftUI code does; on a
  /// container, it binds the text controls inside.
  public func focused<Value: Hashable>(_ binding: FocusState<Value?>.Binding, equals value: Value)
    -> some View
  {
    environmentChange(ViewAttribute(.focused, "equals: \(value)")) {
      $0.setFocus(binding.base, equals: value)
    }
  }

  /// Binds the focus of the text control below to a `Bool`, as SwiftUI's `.focused(_:)`.
  public func focused(_ binding: FocusState<Bool>.Binding) -> some View {
    environmentChange(ViewAttribute(.focused, "Bool")) { $0.setFocus(binding.base) }
  }

  /// Runs `action` when a text control below submits, as SwiftUI's `.onSubmit(of:_:)`: the
  /// return key of a text field (`.text`), the search key of a search field (`.search`).
  /// Actions of nested views all run, the innermost first. In a test, `callOnSubmit()` on
  /// the control submits it.
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void)
    -> some View
  {
    environmentChange(ViewAttribute(.onSubmit, triggers == .search ? "search" : "text")) {
      $0.addSubmitAction(SubmitAction(triggers: triggers, action: action))
    }
  }
}

extension Environment {
  /// Reads the `@Observable` object of type `type` that an enclosing view put in the
  /// environment with `.environment(_:)`, as SwiftUI's `@Environment(Model.self)`.
  ///
  /// A view whose object nobody provided is not evaluated: the host reports
  /// `UpdateDiagnostic/Kind/missingEnvironmentObject(_:)` and the view shows nothing, where
  /// SwiftUI would stop the app.
  public init(_ type: Value.Type) where Value: AnyObject & Observable {
    self.init(object: type)
  }

  /// Reads the `@Observable` object of type `type` an enclosing view put in the environment,
  /// or `nil` when none did.
  public init<Object: AnyObject & Observable>(_ type: Object.Type) where Value == Object? {
    self.init(optionalObject: type)
  }
}

// MARK: Attribute keys

extension AttributeKey {
  static var autocorrectionDisabled: AttributeKey<Bool?> { .init("autocorrectionDisabled") }
  static var lineLimit: AttributeKey<Int?> { .init("lineLimit") }
  static var environment: AttributeKey<String> { .init("environment") }
  static var multilineTextAlignment: AttributeKey<String> { .init("multilineTextAlignment") }
  static var onSubmit: AttributeKey<String> { .init("onSubmit") }
  static var submitLabel: AttributeKey<SubmitLabel> { .init("submitLabel") }
  static var textInputAutocapitalization: AttributeKey<TextAutocapitalizationType> {
    .init("textInputAutocapitalization")
  }
}

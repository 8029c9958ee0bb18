import Foundation

/// A text field bound to a `String`, with closure hooks and fluent modifiers: the
/// `CustomTextField` of the classic `UIViewRepresentable` tutorials, ready-made.
///
/// ```swift
/// @State var name = ""
/// @State var isEditingName = false
///
/// let host = RepresentableHost {
///   TextField("Name", text: $name, isFirstResponder: $isEditingName)
///     .onEdit { print("now:", name) }
///     .onReturn { save() }
///     .maxLength(40)
/// }
/// ```
///
/// The binding is written on every committed edit (never with IME text still being
/// composed), and `updateView` assigns to the field only what differs, so the caret never
/// jumps. Return runs the return hook and then ends editing, as SwiftUI's `onSubmit` does.
/// Writing the focus binding focuses or dismisses the field; focus changes made by the person
/// write it back.
public struct TextField: EditingComponent {
  /// The traits and rules the field is configured with.
  public struct Configuration {
    /// The text shown while the field is empty.
    public var placeholder: String
    /// The field's title: its label, which VoiceOver reads and inspection's `labelView()`
    /// shows. The placeholder too, unless there is a ``prompt``.
    public var title: String?
    /// The prompt SwiftUI's `TextField(_:text:prompt:)` was given: the placeholder, in place
    /// of the title.
    public var prompt: Text?
    /// Whether the text is hidden.
    public var isSecureTextEntry = false
    /// Whether the text may hold line breaks (SwiftUI's `axis: .vertical`): return inserts
    /// one instead of submitting.
    public var allowsLineBreaks = false
    /// When the clear button shows.
    public var clearButtonMode: HeadlessTextField.ViewMode = .never
    /// Whether beginning to edit clears the text.
    public var clearsOnBeginEditing = false
    /// The most characters (grapheme clusters) the text may hold, or `nil` for no limit.
    public var maxLength: Int?
    /// Decides which typed or pasted characters are accepted, or `nil` to accept all.
    public var inputFilter: ((Character) -> Bool)?
    /// Buttons shown above the keyboard while the field is focused.
    public var inputAccessoryItems: [InputAccessoryItem] = []
    /// What is wrong with the text, from the app, or `nil`; it wins over
    /// ``invalidValueMessage``.
    public var validationMessage: String?
    /// What a value field says when its text did not parse as editing committed (the field
    /// then shows the value it kept); shown until the person edits again.
    public var invalidValueMessage = "not a valid value"
  }

  /// Where the field's text comes from and goes to.
  enum Source {
    case text(Binding<String>)
    case value(ValueAdapter)
  }

  /// Connects a non-`String` value: formatted for display, parsed when editing commits.
  struct ValueAdapter {
    var format: () -> String
    /// Parses and writes the value; returns whether the text parsed.
    var commit: (String) -> Bool
  }

  /// Where the text comes from and goes to.
  let source: Source
  /// The field's traits and rules; the modifiers set these.
  public var configuration: Configuration
  /// The `Bool` focus binding given to the initializer, if any: `true` while the field is
  /// first responder. A `focused` modifier takes precedence.
  public var isFirstResponder: Binding<Bool>?
  /// The selection binding set with ``selection(_:)``.
  var selection: Binding<NSRange>?
  /// What the modifiers every text component shares have set (traits, focus, `disabled`,
  /// `onChange`).
  public var editing = EditingModifiers()
  /// What formats the text as the person types (``formatted(by:)``, ``mask(_:affineFormats:customNotations:value:complete:)``).
  var formatting = TextFieldFormatting()

  /// Runs after editing begins.
  public var didBeginEditing: () -> Void = {}
  /// Runs after each committed change to the text, once the binding holds it.
  public var didChange: () -> Void = {}
  /// Runs after editing ends.
  public var didEndEditing: () -> Void = {}
  /// Runs when return is pressed; returning `true` ends editing, `false` keeps the field
  /// focused. The default returns `true`.
  public var shouldReturn: () -> Bool = { true }

  /// Creates a field bound to a string.
  ///
  /// - Parameters:
  ///   - placeholder: The text shown while the field is empty.
  ///   - text: The text; written on every committed edit.
  ///   - isFirstResponder: An optional focus binding: writing `true` focuses the field,
  ///     `false` dismisses it; the person's focus changes write it back.
  public init(
    _ placeholder: String = "", text: Binding<String>, isFirstResponder: Binding<Bool>? = nil
  ) {
    source = .text(text)
    configuration = Configuration(placeholder: placeholder, title: placeholder)
    self.isFirstResponder = isFirstResponder
  }

  /// Creates a field with a title and a prompt, as SwiftUI's
  /// `TextField(_:text:prompt:)`: the prompt is the text shown while the field is empty (the
  /// title is, without one).
  ///
  /// - Parameters:
  ///   - title: The field's title.
  ///   - text: The text; written on every committed edit.
  ///   - prompt: The text shown while the field is empty.
  public init(_ title: String, text: Binding<String>, prompt: Text?) {
    self.init(prompt?.content ?? title, text: text)
    configuration.title = title
    configuration.prompt = prompt
  }

  /// Creates a field that edits a non-`String` value through a format and a parse function,
  /// as SwiftUI's `TextField(value:format:)`.
  ///
  /// While the person edits, the value is untouched. When editing commits (return, or the end
  /// of editing) the text is parsed: a parsed value is written; an unparsable text leaves the
  /// value unchanged. Either way the field then shows the formatted value.
  ///
  /// ```swift
  /// TextField("Age", value: $age, format: { String($0) }, parse: { Int($0) })
  /// ```
  ///
  /// - Parameters:
  ///   - placeholder: The text shown while the field is empty.
  ///   - value: The value.
  ///   - format: Turns the value into the text shown.
  ///   - parse: Turns the text back into a value, or `nil` when it does not parse.
  ///   - isFirstResponder: An optional focus binding.
  public init<Value>(
    _ placeholder: String = "", value: Binding<Value>, format: @escaping (Value) -> String,
    parse: @escaping (String) -> Value?, isFirstResponder: Binding<Bool>? = nil
  ) {
    let source = Source.value(
      ValueAdapter(
        format: { format(value.wrappedValue) },
        commit: { text in
          guard let parsed = parse(text) else { return false }
          value.wrappedValue = parsed
          return true
        }))
    self.source = source
    configuration = Configuration(placeholder: placeholder)
    self.isFirstResponder = isFirstResponder
  }

  /// Creates a field that edits a value through a `FormatStyle`, as SwiftUI's
  /// `TextField(_:value:format:prompt:)`: `.number`, `.currency(code:)`, `.percent`, a date
  /// style, any parseable style.
  ///
  /// As in SwiftUI, the text is formatted when editing commits (return, or the end of
  /// editing): a text that parses writes the value, one that does not leaves the value and
  /// shows ``Configuration/invalidValueMessage``; either way the field then shows the
  /// formatted value. ``formattedWhileTyping(_:)`` formats a number style as the person types.
  ///
  /// ```swift
  /// @State var amount = 0.0
  /// TextField("Amount", value: $amount, format: .currency(code: "EUR"))
  /// ```
  public init<Style: ParseableFormatStyle>(
    _ title: String, value: Binding<Style.FormatInput>, format style: Style,
    prompt: Text? = nil
  ) where Style.FormatOutput == String {
    self.init(
      prompt?.content ?? title, value: value, format: { style.format($0) },
      parse: { try? style.parseStrategy.parse($0) })
    if let live = style as? any LiveNumberFormatStyle {
      formatting.liveNumbers = NumberInputFormatter(live)
      let parse = { (text: String) -> Bool in
        guard let parsed = try? style.parseStrategy.parse(text) else { return false }
        value.wrappedValue = parsed
        return true
      }
      formatting.writeLiveValue = parse
    }
  }

  /// Creates a field that edits a value through a `Formatter`, as SwiftUI's
  /// `TextField(_:value:formatter:prompt:)` (iOS 13): a `NumberFormatter` for numbers, a
  /// `DateFormatter` for dates.
  ///
  /// As in SwiftUI, the text is formatted when editing commits: a text the formatter reads
  /// writes the value, one it does not leaves the value as it was. A number is written as the
  /// value's type (`Int`, `Double`, `Float`, `Decimal` or `NSNumber`), a date from a
  /// `DateFormatter` or an `ISO8601DateFormatter`. Another formatter's text is not read on
  /// Linux (swift-corelibs-foundation keeps `getObjectValue` internal): the value stays.
  ///
  /// ```swift
  /// @State var quantity = 1
  /// TextField("Quantity", value: $quantity, formatter: NumberFormatter())
  /// ```
  public init<V>(
    _ title: String, value: Binding<V>, formatter: Formatter, prompt: Text? = nil
  ) {
    self.init(
      prompt?.content ?? title, value: value,
      format: { TextField.string(for: $0, with: formatter) },
      parse: { TextField.value(of: $0, with: formatter) })
  }

  /// `value` as `formatter` writes it: through `string(from:)` for a number formatter, whose
  /// `string(for:)` in swift-corelibs-foundation ignores its fraction digits.
  static func string(for value: Any, with formatter: Formatter) -> String {
    if let numbers = formatter as? NumberFormatter {
      let number: NSNumber? =
        switch value {
        case let int as Int: NSNumber(value: int)
        case let double as Double: NSNumber(value: double)
        case let float as Float: NSNumber(value: float)
        case let decimal as Decimal: NSDecimalNumber(decimal: decimal)
        case let number as NSNumber: number
        default: nil
        }
      if let number { return numbers.string(from: number) ?? "" }
    }
    if let dates = formatter as? DateFormatter, let date = value as? Date {
      return dates.string(from: date)
    }
    return formatter.string(for: value) ?? ""
  }

  /// The value `formatter` reads from `text`, as `V`; `nil` when it reads none.
  static func value<V>(of text: String, with formatter: Formatter) -> V? {
    if let numbers = formatter as? NumberFormatter {
      guard let number = numbers.number(from: text) else { return nil }
      switch V.self {
      case is Int.Type: return number.intValue as? V
      case is Double.Type: return number.doubleValue as? V
      case is Float.Type: return number.floatValue as? V
      case is Decimal.Type: return number.decimalValue as? V
      default: return number as? V
      }
    }
    if let dates = formatter as? DateFormatter {
      return dates.date(from: text) as? V
    }
    if let dates = formatter as? ISO8601DateFormatter {
      return dates.date(from: text) as? V
    }
    // Any other formatter reads through `getObjectValue(_:for:errorDescription:)`, which
    // swift-corelibs-foundation keeps internal: its text is not read here.
    return nil
  }

  /// Relays the field's delegate calls and control events into the bindings and hooks.
  @MainActor
  public final class Coordinator: HeadlessTextFieldDelegate {
    /// The latest value of the component, refreshed on every update.
    public internal(set) var parent: TextField
    /// Keeps the field and the text binding equal.
    let boundText = BoundText()
    /// Whether the last commit of a value field's text failed to parse (until the next edit).
    var didFailToParse = false
    /// What the `.onChange(of:)` observers last saw.
    let changes = ChangeObservations()
    /// The settings of the latest update: the field's own and its environment's.
    var resolved: ResolvedEditing
    /// The environment of the latest update, for the submit actions of enclosing views.
    var environment = EnvironmentValues()
    /// The malformed mask format last reported, so it is reported once.
    var reportedMaskError: MaskFormatError?
    /// The mask's last result, for the text and the masks it was computed for.
    var lastMaskResult: (text: String, primary: Mask, affine: [Mask], result: Mask.Result)?

    init(parent: TextField) {
      self.parent = parent
      resolved = parent.editing.resolved(in: EnvironmentValues())
    }

    /// Writes the focus binding and runs ``TextField/didBeginEditing``.
    public func textFieldDidBeginEditing(_ textField: HeadlessTextField) {
      // clearsOnBeginEditing may have emptied the field.
      syncBinding(from: textField)
      resolved.focus?.claim()
      syncSelection(from: textField)
      parent.didBeginEditing()
    }

    /// Applies ``TextField/Configuration/inputFilter`` and ``TextField/Configuration/maxLength``.
    public func textField(
      _ textField: HeadlessTextField, shouldChangeCharactersIn range: NSRange,
      replacementString string: String
    ) -> Bool {
      TextLimit.allows(
        range, string, in: textField, maxLength: parent.configuration.maxLength,
        filter: parent.configuration.inputFilter, formatter: textField.inputFormatter)
    }

    /// Ends editing after the return hook unless the hook returns `false`.
    public func textFieldShouldReturn(_ textField: HeadlessTextField) -> Bool {
      commitValue(from: textField)
      let endsEditing = parent.shouldReturn()
      environment.runSubmitActions(for: .text)
      guard endsEditing else { return false }
      textField.resignFirstResponder()
      return true
    }

    /// Writes the focus binding and runs ``TextField/didEndEditing``.
    public func textFieldDidEndEditing(
      _ textField: HeadlessTextField, reason: HeadlessTextField.DidEndEditingReason
    ) {
      commitValue(from: textField)
      if case .value(let adapter) = parent.source {
        textField.text = adapter.format()
      }
      resolved.focus?.release()
      parent.didEndEditing()
    }

    /// Writes the selection binding when the caret or the selection moved.
    public func textFieldDidChangeSelection(_ textField: HeadlessTextField) {
      syncSelection(from: textField)
    }

    func syncSelection(from textField: HeadlessTextField) {
      guard let selection = parent.selection, selection.wrappedValue != textField.selectedRange
      else { return }
      selection.wrappedValue = textField.selectedRange
    }

    /// The marked range at the last change while an IME composition was in progress.
    private var lastMarkedRange: NSRange?

    func editingChanged(_ textField: HeadlessTextField) {
      if didFailToParse {
        didFailToParse = false
        showValidation(on: textField)
      }
      if let marked = textField.markedRange {
        lastMarkedRange = marked
      } else if let composed = lastMarkedRange {
        lastMarkedRange = nil
        if let maxLength = parent.configuration.maxLength {
          // Composition is never cut while it runs; what it commits is trimmed to the limit,
          // from its own end, never from the text that was there before.
          TextLimit.trimCommittedComposition(composed, in: textField, maxLength: maxLength)
        }
      }
      switch parent.source {
      case .text:
        let wrote = syncBinding(from: textField)
        syncMaskOutput(from: textField)
        if wrote { parent.didChange() }
      case .value:
        syncMaskOutput(from: textField)
        if textField.markedRange == nil { parent.didChange() }
      }
    }

    /// Writes the committed text (never text still being composed) to the binding when it
    /// differs. Returns whether it wrote.
    @discardableResult
    private func syncBinding(from textField: HeadlessTextField) -> Bool {
      guard case .text(let text) = parent.source else { return false }
      return boundText.write(from: textField, to: text)
    }

    private func commitValue(from textField: HeadlessTextField) {
      guard case .value(let adapter) = parent.source else { return }
      didFailToParse = !adapter.commit(textField.committedText)
      showValidation(on: textField)
    }

    /// Sets the field's ``HeadlessTextField/validationMessage``: the app's, else a parse
    /// failure's.
    func showValidation(on textField: HeadlessTextField) {
      let configuration = parent.configuration
      let message =
        configuration.validationMessage
        ?? (didFailToParse ? configuration.invalidValueMessage : nil)
      if textField.validationMessage != message { textField.validationMessage = message }
    }
  }

  /// Makes the coordinator that relays the field's events.
  public func makeCoordinator() -> Coordinator {
    Coordinator(parent: self)
  }

  /// Makes the field and connects it to the coordinator.
  public func makeView(context: Context) -> HeadlessTextField {
    let field = HeadlessTextField()
    field.delegate = context.coordinator
    field.addAction(for: .editingChanged) { [weak coordinator = context.coordinator] field in
      coordinator?.editingChanged(field)
    }
    return field
  }

  /// Applies what differs between this value and the field.
  public func updateView(_ field: HeadlessTextField, context: Context) {
    let coordinator = context.coordinator
    coordinator.parent = self
    coordinator.environment = context.environment
    let resolved = editing.resolved(
      in: context.environment, fallbackFocus: isFirstResponder.map(FocusBinding.init))
    coordinator.resolved = resolved
    let configuration = self.configuration
    let placeholder = configuration.placeholder.isEmpty ? nil : configuration.placeholder
    if field.placeholder != placeholder { field.placeholder = placeholder }
    resolved.apply(to: field)
    field.returnKeyType = resolved.traits.returnKeyType ?? .default
    field.clearButtonMode = configuration.clearButtonMode
    field.clearsOnBeginEditing = configuration.clearsOnBeginEditing
    field.allowsLineBreaks = configuration.allowsLineBreaks
    field.inputAccessoryItems = configuration.inputAccessoryItems
    field.isSecureTextEntry = configuration.isSecureTextEntry
    field.isEnabled = resolved.isEnabled
    coordinator.showValidation(on: field)

    var assignedText = false
    switch source {
    case .text(let text):
      assignedText = coordinator.boundText.assign(from: text, to: field)
    case .value(let adapter):
      let wanted = adapter.format()
      if !field.isEditing, field.text != wanted {
        field.text = wanted
        assignedText = true
      }
    }
    if coordinator.updateFormatting(of: field, context: context) { assignedText = true }

    if let selection {
      if assignedText {
        // New text puts the caret at its end; the binding follows.
        coordinator.syncSelection(from: field)
      } else {
        applySelection(selection, to: field, context: context)
      }
    }

    resolved.focus?.apply(to: field)
    coordinator.changes.run(editing.changeObservers)
  }

  /// Detaches the field from the coordinator.
  public static func dismantleView(_ field: HeadlessTextField, coordinator: Coordinator) {
    field.delegate = nil
  }
}

extension TextField: CustomReflectable {
  /// What reflection shows of a field, read on the main actor.
  private struct Reflection: Sendable {
    var text: String
    var placeholder: String
    var isSecureTextEntry: Bool
  }

  /// What `dump` and `Mirror` show: the text (redacted when the field is secure) and the
  /// configuration; the bindings, hooks and closures are not reflected, so a secure field's
  /// text cannot be reached through the binding's value.
  public nonisolated var customMirror: Mirror {
    let reflection = ifOnMainActor { () -> Reflection in
      let configuration = self.configuration
      let text: String
      if configuration.isSecureTextEntry {
        text = "<secure, redacted>"
      } else {
        switch source {
        case .text(let binding): text = binding.wrappedValue.debugDescription
        case .value(let adapter): text = adapter.format().debugDescription
        }
      }
      return Reflection(
        text: text, placeholder: configuration.placeholder,
        isSecureTextEntry: configuration.isSecureTextEntry)
    }
    guard let reflection else {
      return Mirror(self, children: ["note": "read on the main actor to see more"])
    }
    return Mirror(
      self,
      children: [
        "text": reflection.text, "placeholder": reflection.placeholder,
        "isSecureTextEntry": reflection.isSecureTextEntry,
      ], displayStyle: .struct)
  }
}

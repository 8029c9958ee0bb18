import Fieldwork
import Foundation

/// A `UITextFieldDelegate` that formats its field with a mask (or any `InputFormatter`) as
/// the person types, and forwards every other delegate call to your own delegate: the object
/// input-mask's users install on their `UITextField`, with its names.
///
/// ```swift
/// final class Coordinator: NSObject, UITextFieldDelegate, OnMaskedTextChangedListener {
///   let masking = MaskedTextInputListener(primaryFormat: "+1 ([000]) [000]-[0000]")
///   override init() {
///     super.init()
///     masking.listener = self
///     masking.textFieldDelegate = self   // the other delegate calls come here
///   }
///   func textInput(
///     _ textInput: UITextInput, didExtractValue value: String,
///     didFillMandatoryCharacters complete: Bool, didComputeTailPlaceholder tailPlaceholder: String
///   ) { print(value, complete) }
/// }
/// // in makeUIView: field.delegate = context.coordinator.masking
/// ```
///
/// As with input-mask on iOS: `textField(_:shouldChangeCharactersIn:replacementString:)`
/// asks your delegate first (its `false` refuses the edit), then sets the formatted text and
/// the caret itself and answers `false`, so the field sends no `editingChanged` for a
/// formatted edit; the ``listener`` and ``onMaskedTextChangedCallback`` are how you hear of
/// it. A format that does not compile formats nothing (``formatError`` says why): the field
/// edits as a plain one, where input-mask would trap.
@MainActor
open class MaskedTextInputListener: NSObject, UITextFieldDelegate {
  /// Hears the value after each edit.
  open weak var listener: (any OnMaskedTextChangedListener)?
  /// Hears the value after each edit: the field, the value, whether it is complete, and the
  /// tail placeholder.
  open var onMaskedTextChangedCallback:
    (
      (_ textInput: any UITextInput, _ value: String, _ complete: Bool, _ tailPlaceholder: String)
        ->
        Void
    )?
  /// Your own delegate: every call the listener does not decide is forwarded to it, and its
  /// `false` to `shouldChangeCharactersIn` refuses an edit before it is formatted.
  open weak var textFieldDelegate: (any UITextFieldDelegate)?

  /// The primary format.
  open var primaryMaskFormat: String
  /// Formats picked instead of the primary one when the text fits them better.
  open var affineFormats: [String]
  /// How the format is picked.
  open var affinityCalculationStrategy: AffinityCalculationStrategy
  /// Characters of your own for the formats.
  open var customNotations: [Notation]
  /// Whether typing at the end shows the separators that follow at once.
  open var autocomplete: Bool
  /// Whether an empty field shows the format's first fixed characters when it is focused.
  open var autocompleteOnFocus: Bool
  /// Whether deleting drops separators left at the end and skips the caret over them.
  open var autoskip: Bool
  /// A formatter of your own, used instead of the mask: Fieldwork's addition.
  open var formatter: (any InputFormatter)?

  /// A listener formatting with a mask.
  public init(
    primaryFormat: String = "", autocomplete: Bool = true, autocompleteOnFocus: Bool = true,
    autoskip: Bool = false, affineFormats: [String] = [],
    affinityCalculationStrategy: AffinityCalculationStrategy = .wholeString,
    customNotations: [Notation] = [],
    onMaskedTextChangedCallback: (
      (_ textInput: any UITextInput, _ value: String, _ complete: Bool, _ tailPlaceholder: String)
        -> Void
    )? = nil
  ) {
    primaryMaskFormat = primaryFormat
    self.autocomplete = autocomplete
    self.autocompleteOnFocus = autocompleteOnFocus
    self.autoskip = autoskip
    self.affineFormats = affineFormats
    self.affinityCalculationStrategy = affinityCalculationStrategy
    self.customNotations = customNotations
    self.onMaskedTextChangedCallback = onMaskedTextChangedCallback
    super.init()
  }

  /// A listener formatting with `formatter` (an IBAN's `GroupingFormatter`, a number's
  /// `NumberInputFormatter`): the value it reports is the formatted text.
  public convenience init(formatter: some InputFormatter) {
    self.init()
    self.formatter = formatter
  }

  /// The masks of the current formats, or why they do not compile.
  private var masks: Result<MaskFormatter, MaskFormatError> {
    Result { () throws(MaskFormatError) -> MaskFormatter in
      var formatter = try MaskFormatter(
        primaryFormat: primaryMaskFormat, affineFormats: affineFormats,
        customNotations: customNotations, affinityCalculationStrategy: affinityCalculationStrategy)
      formatter.autocomplete = autocomplete
      formatter.autoskip = autoskip
      return formatter
    }
  }

  /// Why the formats do not compile, or `nil` when they do.
  open var formatError: MaskFormatError? {
    if case .failure(let error) = masks { return error }
    return nil
  }

  /// The primary format's placeholder (`+1 (000) 000-0000`), or `""` when it does not compile.
  open var placeholder: String { (try? masks.get())?.primaryMask.placeholder ?? "" }
  /// The primary format's `Mask.acceptableTextLength`.
  open var acceptableTextLength: Int { (try? masks.get())?.primaryMask.acceptableTextLength ?? 0 }
  /// The primary format's `Mask.totalTextLength`.
  open var totalTextLength: Int { (try? masks.get())?.primaryMask.totalTextLength ?? 0 }
  /// The primary format's `Mask.acceptableValueLength`.
  open var acceptableValueLength: Int {
    (try? masks.get())?.primaryMask.acceptableValueLength ?? 0
  }
  /// The primary format's `Mask.totalValueLength`.
  open var totalValueLength: Int { (try? masks.get())?.primaryMask.totalValueLength ?? 0 }

  /// Puts `text` into `field` formatted, the caret at its end, and tells the listeners.
  ///
  /// With a mask, `autocomplete` is input-mask's: the fixed characters after the text are
  /// shown, all of them (an empty `+1 ([000])` field shows `+1 (`).
  @discardableResult
  open func put(text: String, into field: UITextField, autocomplete: Bool? = nil) -> Mask.Result {
    let result: Mask.Result
    if formatter == nil, let masks = try? masks.get() {
      let caretString = CaretString(
        string: text, caretPosition: text.endIndex,
        caretGravity: .forward(autocomplete: autocomplete ?? self.autocomplete))
      result = masks.mask(for: caretString).apply(toText: caretString)
    } else {
      result = self.result(for: TextEdit(reformatting: text, caret: text.utf16.count))
    }
    show(result, in: field)
    return result
  }

  /// What the formatter makes of `edit`.
  private func result(for edit: TextEdit) -> Mask.Result {
    if let formatter {
      let formatted = formatter.format(edit)
      return Self.plainResult(formatted)
    }
    guard let masks = try? masks.get() else {
      return Self.plainResult(FormattedText(text: edit.editedText, caret: edit.caret))
    }
    let formatted = masks.format(edit)
    // The value and completeness of the text shown, from the mask that shows it.
    let shown = masks.result(for: formatted.text)
    return Mask.Result(
      formattedText: CaretString(
        string: formatted.text,
        caretPosition: String.Index(utf16Offset: formatted.caret, in: formatted.text),
        caretGravity: edit.isDeletion ? .backward(autoskip: autoskip) : .forward(autocomplete: true)
      ),
      extractedValue: shown.extractedValue, affinity: shown.affinity, complete: shown.complete,
      tailPlaceholder: shown.tailPlaceholder)
  }

  private static func plainResult(_ formatted: FormattedText) -> Mask.Result {
    Mask.Result(
      formattedText: CaretString(
        string: formatted.text,
        caretPosition: String.Index(utf16Offset: formatted.caret, in: formatted.text),
        caretGravity: .forward(autocomplete: false)),
      extractedValue: formatted.text, affinity: 0, complete: true, tailPlaceholder: "")
  }

  /// Sets the field's text and caret programmatically (no delegate call, no control event,
  /// as on iOS), then tells the listeners.
  private func show(_ result: Mask.Result, in field: UITextField) {
    let text = result.formattedText.string
    if field.text != text { field.text = text }
    let caret = text.utf16.distance(
      from: text.startIndex, to: min(result.formattedText.caretPosition, text.endIndex))
    if let position = field.position(from: field.beginningOfDocument, offset: caret) {
      field.selectedTextRange = field.textRange(from: position, to: position)
    }
    listener?.textInput(
      field, didExtractValue: result.extractedValue, didFillMandatoryCharacters: result.complete,
      didComputeTailPlaceholder: result.tailPlaceholder)
    onMaskedTextChangedCallback?(
      field, result.extractedValue, result.complete, result.tailPlaceholder)
  }

  // MARK: UITextFieldDelegate

  /// Asks your delegate.
  open func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    textFieldDelegate?.textFieldShouldBeginEditing(textField) ?? true
  }

  /// Shows the format's first fixed characters in an empty field (``autocompleteOnFocus``),
  /// then tells your delegate.
  open func textFieldDidBeginEditing(_ textField: UITextField) {
    if autocompleteOnFocus, formatter == nil, (textField.text ?? "").isEmpty {
      put(text: "", into: textField, autocomplete: true)
    }
    textFieldDelegate?.textFieldDidBeginEditing(textField)
  }

  /// Asks your delegate.
  open func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
    textFieldDelegate?.textFieldShouldEndEditing(textField) ?? true
  }

  /// Tells your delegate (its `reason:` form, which calls the other by default).
  open func textFieldDidEndEditing(
    _ textField: UITextField, reason: UITextField.DidEndEditingReason
  ) {
    textFieldDelegate?.textFieldDidEndEditing(textField, reason: reason)
  }

  /// Asks your delegate first; then formats the edited text itself, puts the caret after the
  /// same typed character, tells the listeners, and answers `false`.
  open func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    if let textFieldDelegate,
      !textFieldDelegate.textField(
        textField, shouldChangeCharactersIn: range, replacementString: string)
    {
      return false
    }
    guard let edit = try? TextEdit(text: textField.text ?? "", range: range, replacement: string)
    else { return false }
    show(result(for: edit), in: textField)
    return false
  }

  /// Tells your delegate.
  open func textFieldDidChangeSelection(_ textField: UITextField) {
    textFieldDelegate?.textFieldDidChangeSelection(textField)
  }

  /// Asks your delegate; when it agrees, empties the field through the formatter and tells
  /// the listeners.
  open func textFieldShouldClear(_ textField: UITextField) -> Bool {
    guard textFieldDelegate?.textFieldShouldClear(textField) ?? true else { return false }
    put(text: "", into: textField, autocomplete: false)
    return true
  }

  /// Asks your delegate.
  open func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    textFieldDelegate?.textFieldShouldReturn(textField) ?? true
  }
}

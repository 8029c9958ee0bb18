import Foundation

/// What a text field formats its text with, and the bindings a mask writes.
struct TextFieldFormatting {
  /// A mask and what it writes.
  struct MaskOutput {
    var formatter: MaskFormatter
    /// The value the mask extracts (`5551234567` from `+1 (555) 123-4567`).
    var value: Binding<String>?
    /// Whether every mandatory character is there.
    var complete: Binding<Bool>?
  }

  /// The formatter set with ``TextField/formatted(by:)``.
  var formatter: (any InputFormatter)?
  /// The mask set with ``TextField/mask(_:affineFormats:customNotations:value:complete:)``.
  var mask: MaskOutput?
  /// Why the mask's format was refused, reported once the field is hosted.
  var maskError: MaskFormatError?
  /// The number style of a value field, followed as the person types when
  /// ``formatsWhileTyping`` is on.
  var liveNumbers: NumberInputFormatter?
  /// Parses a value field's text and writes the value; returns whether it parsed.
  var writeLiveValue: ((String) -> Bool)?
  /// Whether a value field formats its number as the person types.
  var formatsWhileTyping = false

  /// What the field formats edits with.
  var active: (any InputFormatter)? {
    formatter ?? mask?.formatter ?? (formatsWhileTyping ? liveNumbers : nil)
  }
}

extension TextField {
  /// Formats the text as the person types with `formatter`: a ``Mask``, a ``MaskFormatter``, a
  /// ``NumberInputFormatter``, an ``UppercaseFormatter``, a ``GroupingFormatter`` or one of
  /// your own (see ``InputFormatter``).
  ///
  /// The caret stays where the formatter puts it (after the same typed character, for the
  /// formatters Fieldwork ships), the text binding, ``maxLength(_:)``, `onChange` and the
  /// delegates see the formatted text, and text an input method is composing is formatted
  /// only once it is committed.
  ///
  /// ```swift
  /// TextField("IBAN", text: $iban).formatted(by: GroupingFormatter.iban)
  /// ```
  public func formatted(by formatter: some InputFormatter) -> Self {
    modified { $0.formatting.formatter = formatter }
  }

  /// Formats the text with a mask in input-mask's notation as the person types, and binds
  /// the value it extracts and whether it is complete.
  ///
  /// ```swift
  /// @State var phone = ""
  /// @State var digits = ""
  /// @State var isComplete = false
  /// TextField("Phone", text: $phone)
  ///   .mask("+1 ([000]) [000]-[0000]", value: $digits, complete: $isComplete)
  /// // typing 5551234567 shows "+1 (555) 123-4567"; digits is "5551234567"
  /// ```
  ///
  /// Writing `value` shows it formatted. A malformed format formats nothing, and the host
  /// reports an ``UpdateDiagnostic/Kind/invalidMaskFormat(_:)`` saying what is wrong; make a
  /// ``MaskFormatter`` yourself (it throws) to handle the error where you write the format.
  ///
  /// - Parameters:
  ///   - format: The primary format.
  ///   - affineFormats: Other formats, picked by affinity as the text changes.
  ///   - customNotations: Characters of your own for the formats.
  ///   - value: Written with the extracted value after every edit.
  ///   - complete: Written with whether every mandatory character is there.
  public func mask(
    _ format: String, affineFormats: [String] = [], customNotations: [Notation] = [],
    value: Binding<String>? = nil, complete: Binding<Bool>? = nil
  ) -> Self {
    do {
      let formatter = try MaskFormatter(
        primaryFormat: format, affineFormats: affineFormats, customNotations: customNotations)
      return mask(formatter, value: value, complete: complete)
    } catch {
      return modified { copy in
        copy.formatting.mask = nil
        copy.formatting.maskError = error
      }
    }
  }

  /// Formats the text with `formatter` as the person types, and binds the value it extracts
  /// and whether it is complete: ``mask(_:affineFormats:customNotations:value:complete:)``
  /// with a formatter you made (and whose settings you chose).
  public func mask(
    _ formatter: MaskFormatter, value: Binding<String>? = nil, complete: Binding<Bool>? = nil
  ) -> Self {
    modified { copy in
      copy.formatting.mask = TextFieldFormatting.MaskOutput(
        formatter: formatter, value: value, complete: complete)
      copy.formatting.maskError = nil
    }
  }
}

extension TextField {
  /// Formats a number field's text as the person types (a field made with
  /// `TextField(_:value:format:prompt:)` and a number style): grouping separators appear as
  /// digits arrive, the caret stays after the same digit, one decimal separator is kept where
  /// it is typed and a second refused, all in the style's locale (``NumberInputFormatter``).
  /// The value is written after every edit that parses, and when editing commits, as without
  /// this modifier. Other styles (dates, say) still format when editing commits.
  ///
  /// ```swift
  /// TextField("Amount", value: $amount, format: .number).formattedWhileTyping()
  /// // typing 1234567.5 shows "1,234,567.5" in en_US; amount is 1234567.5
  /// ```
  public func formattedWhileTyping(_ isOn: Bool = true) -> Self {
    modified { $0.formatting.formatsWhileTyping = isOn }
  }
}

extension TextField.Coordinator {
  /// The mask's result for the field's text, kept for the text it was computed for: an edit
  /// and the update it causes ask for it twice.
  func maskResult(_ formatter: MaskFormatter, for text: String) -> Mask.Result {
    if let last = lastMaskResult, last.text == text, last.primary === formatter.primaryMask,
      last.affine.elementsEqual(formatter.affineMasks, by: ===)
    {
      return last.result
    }
    let result = formatter.result(for: text)
    lastMaskResult = (text, formatter.primaryMask, formatter.affineMasks, result)
    return result
  }

  /// Writes the mask's value and completeness for the field's text, after an edit.
  func syncMaskOutput(from field: HeadlessTextField) {
    guard field.markedRange == nil else { return }
    let formatting = parent.formatting
    if formatting.formatsWhileTyping, formatting.liveNumbers != nil,
      let write = formatting.writeLiveValue, !field.text.isEmpty
    {
      _ = write(field.text)
    }
    guard let mask = formatting.mask else { return }
    let result = maskResult(mask.formatter, for: field.text)
    if let value = mask.value, value.wrappedValue != result.extractedValue {
      value.wrappedValue = result.extractedValue
    }
    if let complete = mask.complete, complete.wrappedValue != result.complete {
      complete.wrappedValue = result.complete
    }
  }

  /// Sets the field's formatter, shows a value written to the mask's binding, and reports a
  /// malformed format: part of every update.
  ///
  /// - Returns: Whether the text was assigned.
  func updateFormatting(
    of field: HeadlessTextField, context: RepresentableContext<TextField>
  ) -> Bool {
    let formatting = parent.formatting
    field.inputFormatter = formatting.active
    if let error = formatting.maskError, reportedMaskError != error {
      reportedMaskError = error
      context.report(
        UpdateDiagnostic(
          kind: .invalidMaskFormat(error.description),
          hostDescription: "RepresentableHost<TextField>", rounds: 0))
    }
    guard let mask = formatting.mask, field.markedRange == nil else { return false }
    var assigned = false
    if let value = mask.value,
      maskResult(mask.formatter, for: field.text).extractedValue != value.wrappedValue
    {
      // The value was written from outside: show it formatted (the caret at the end, as any
      // programmatic text puts it).
      let shown = mask.formatter.result(for: value.wrappedValue)
      if field.text != shown.formattedText.string {
        field.text = shown.formattedText.string
        assigned = true
      }
      if case .text(let text) = parent.source, text.wrappedValue != field.text {
        text.wrappedValue = field.text
      }
      if value.wrappedValue != shown.extractedValue { value.wrappedValue = shown.extractedValue }
    }
    syncMaskOutput(from: field)
    return assigned
  }
}

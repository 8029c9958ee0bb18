/// Formats a field with a mask as the person types: a primary format and, optionally, affine
/// formats it switches between as the text changes (a phone field that lays out "+1 …" and
/// "+44 …" numbers each their own way; a card field that groups an American Express number
/// 4-6-5 and others 4-4-4-4).
///
/// ```swift
/// let phone = try MaskFormatter(
///   primaryFormat: "+1 ([000]) [000]-[0000]", affineFormats: ["+44 [0000] [000000]"])
/// phone.result(for: "+44 2071234567").formattedText.string   // "+44 2071 234567"
/// ```
///
/// Typing leans the caret forward, with ``autocomplete`` (the separators that follow are
/// shown at once, up to a letter or digit of the format); deleting leans it back, with ``autoskip`` (off by default: a backspace
/// after a separator moves the caret before it and removes nothing). Either way the caret
/// stays after the same typed character, and every character of the value is kept.
public struct MaskFormatter: InputFormatter, Sendable {
  /// The format shown first, and on ties.
  public let primaryMask: Mask
  /// The other formats, in order of preference on ties.
  public let affineMasks: [Mask]
  /// How the format to show is picked.
  public var affinityCalculationStrategy: AffinityCalculationStrategy
  /// Whether typing at the end shows the fixed characters that follow at once.
  public var autocomplete: Bool
  /// Whether deleting drops fixed characters left at the end and skips the caret over them.
  public var autoskip: Bool
  /// The text the last ``format(_:)`` returned, and the mask that made it: what
  /// ``result(for:)`` reads that text with, rather than picking again; and that result, when
  /// formatting already made it (the caret at the end, nothing appended).
  private let lastFormat = Locked<(text: String, mask: Mask, result: Mask.Result?)?>(nil)

  /// A formatter of the given formats, compiled once (``Mask/getOrCreate(withFormat:customNotations:)``).
  ///
  /// - Throws: ``MaskFormatError`` for a malformed format.
  public init(
    primaryFormat: String, affineFormats: [String] = [], customNotations: [Notation] = [],
    affinityCalculationStrategy: AffinityCalculationStrategy = .wholeString,
    autocomplete: Bool = true, autoskip: Bool = false
  ) throws(MaskFormatError) {
    primaryMask = try Mask.getOrCreate(withFormat: primaryFormat, customNotations: customNotations)
    var affine: [Mask] = []
    for format in affineFormats {
      affine.append(try Mask.getOrCreate(withFormat: format, customNotations: customNotations))
    }
    affineMasks = affine
    self.affinityCalculationStrategy = affinityCalculationStrategy
    self.autocomplete = autocomplete
    self.autoskip = autoskip
  }

  /// The mask that fits `text` best: the highest affinity, the first on ties.
  public func mask(for text: CaretString) -> Mask {
    bestMask(for: text).mask
  }

  /// `text` formatted by the mask that fits it best, the text split into characters once for
  /// every mask; and whether another mask fits it as well.
  private func bestResult(for text: CaretString) -> (result: Mask.Result, mask: Mask, isTied: Bool)
  {
    let characters = Array(text.string)
    let caret = text.caretOffset
    guard affinityCalculationStrategy == .wholeString else {
      let best = bestMask(for: text)
      let result = best.mask.apply(characters, caret: caret, gravity: text.caretGravity)
      return (result, best.mask, best.isTied)
    }
    // The whole string's affinity is the result's: each mask drafts the text once, and the
    // best one's draft is made the result rather than formatted again. `bestMask`'s choice,
    // first of the highest, in a loop of its own: a generic helper shared by both, carrying
    // the results, measured 8% more instructions here (retains of the captured text and the
    // results).
    var best = (
      draft: primaryMask.draft(
        characters, caret: caret, gravity: text.caretGravity, affinityOnly: false),
      mask: primaryMask, isTied: false
    )
    for mask in affineMasks {
      let draft = mask.draft(
        characters, caret: caret, gravity: text.caretGravity, affinityOnly: false)
      if draft.affinity > best.draft.affinity {
        best = (draft, mask, false)
      } else if draft.affinity == best.draft.affinity {
        best.isTied = true
      }
    }
    return (best.mask.result(of: best.draft), best.mask, best.isTied)
  }

  /// The mask that fits `text` best (the highest affinity, the first on ties), and whether
  /// another fits it as well.
  private func bestMask(for text: CaretString) -> (mask: Mask, isTied: Bool) {
    guard !affineMasks.isEmpty else { return (primaryMask, false) }
    let score: (Mask) -> Int
    if affinityCalculationStrategy == .wholeString {
      // The text split into characters once, for every mask.
      let characters = Array(text.string)
      let caret = text.caretOffset
      score = { $0.affinity(of: characters, caret: caret, gravity: text.caretGravity) }
    } else {
      score = { affinityCalculationStrategy.calculateAffinity(ofMask: $0, forText: text) }
    }
    var best = primaryMask
    var bestAffinity = score(best)
    var isTied = false
    for mask in affineMasks {
      let affinity = score(mask)
      if affinity > bestAffinity {
        best = mask
        bestAffinity = affinity
        isTied = false
      } else if affinity == bestAffinity {
        isTied = true
      }
    }
    return (best, isTied)
  }

  /// What the field shows for `text`, its value and whether it is complete: the best mask
  /// applied with the caret at the end, nothing autocompleted.
  public func result(for text: String) -> Mask.Result {
    let caretString = CaretString(
      string: text, caretPosition: text.endIndex, caretGravity: .forward(autocomplete: false))
    if let last = lastFormat.withLock({ $0 }), last.text == text {
      return last.result ?? last.mask.apply(toText: caretString)
    }
    return bestResult(for: caretString).result
  }

  /// The edited text formatted by the mask that fits it best.
  ///
  /// Autocomplete appends the separators that follow (spaces, brackets, dashes, dots…) but
  /// stops at a letter or digit of the format, which the person may be about to type (the
  /// "44" of "+44 "), and appends nothing while two formats fit the text equally well: it
  /// would decide between them for the person.
  public func format(_ edit: TextEdit) -> FormattedText {
    let edited = edit.editedText
    let caret = String.Index(utf16Offset: edit.caret, in: edited)
    let formatted: FormattedText
    let mask: Mask
    // What `result(for:)` gives for the formatted text, when this is it.
    var result: Mask.Result?
    if edit.isDeletion {
      let text = CaretString(
        string: edited, caretPosition: caret, caretGravity: .backward(autoskip: autoskip))
      let best = bestResult(for: text)
      mask = best.mask
      formatted = FormattedText(best.result.formattedText)
    } else {
      let typed = CaretString(
        string: edited, caretPosition: caret, caretGravity: .forward(autocomplete: false))
      let best = bestResult(for: typed)
      mask = best.mask
      let plain = best.result
      let separators =
        autocomplete && !best.isTied && caret == edited.endIndex
          // Nothing placed (a letter typed into digits): nothing to complete either.
          && !plain.formattedText.string.isEmpty
        ? mask.literals(after: plain).prefix { !$0.isLetter && !$0.isNumber } : ""
      if !separators.isEmpty {
        let text = plain.formattedText.string + separators
        formatted = FormattedText(text: text, caret: text.utf16.count)
      } else {
        formatted = FormattedText(plain.formattedText)
        if plain.formattedText.caretPosition == plain.formattedText.string.endIndex,
          !plain.passesOptional
        {
          // Read again, the formatted text fits where it stands character for character
          // (formatting it changes nothing): its affinity is its length. Optional characters
          // passed over count against it, so then it is read again when asked.
          result = plain.withAffinity(plain.formattedText.string.count)
        }
      }
    }
    lastFormat.withLock { $0 = (formatted.text, mask, result) }
    return formatted
  }

  /// The placeholder of what is left to type after `text`, with `blank` for each character
  /// to type and the format's fixed characters as they are.
  public func placeholder(after text: String, blank: Character) -> String {
    let caretString = CaretString(
      string: text, caretPosition: text.endIndex, caretGravity: .forward(autocomplete: false))
    let mask = lastFormat.withLock { $0?.text == text ? $0?.mask : nil }
    return (mask ?? bestMask(for: caretString).mask).placeholder(after: caretString, blank: blank)
  }
}

extension Mask: InputFormatter {
  /// The edited text formatted, as a ``MaskFormatter`` of this format alone formats it.
  public func format(_ edit: TextEdit) -> FormattedText {
    MaskFormatter(mask: self).format(edit)
  }

  /// The placeholder of what is left to type after `text`.
  public func placeholder(after text: String, blank: Character) -> String {
    placeholder(
      after: CaretString(
        string: text, caretPosition: text.endIndex, caretGravity: .forward(autocomplete: false)),
      blank: blank)
  }
}

extension MaskFormatter {
  /// A formatter of one mask.
  init(mask: Mask) {
    primaryMask = mask
    affineMasks = []
    affinityCalculationStrategy = .wholeString
    autocomplete = true
    autoskip = false
  }
}

import Foundation

/// A format for text typed into a field — a phone number, a date, a card number — in
/// input-mask's notation, and the formatting of any text with it.
///
/// Inside `[ ]`, each character stands for one typed character: `0` a digit, `9` an optional
/// digit, `A` a letter, `a` an optional letter, `_` a letter or digit, `-` an optional letter
/// or digit, `…` any number more of the kind before it (`[0…]`: digits without end; alone,
/// letters and digits), and the characters of your own ``Notation``s. Characters inside
/// `{ }` are shown and belong to the value; characters outside any block are shown only. A
/// backslash shows the next character as it is (`\[`).
///
/// ```swift
/// let mask = try Mask(format: "+1 ([000]) [000]-[0000]")
/// let typed = "5551234567"
/// let result = mask.apply(toText: CaretString(
///   string: typed, caretPosition: typed.endIndex, caretGravity: .forward(autocomplete: true)))
/// result.formattedText.string   // "+1 (555) 123-4567"
/// result.extractedValue         // "5551234567"
/// result.complete               // true
/// ```
///
/// The names are input-mask's (`Mask`, `apply(toText:)`, `Mask.Result`, `CaretString`,
/// `Notation`, `getOrCreate(withFormat:customNotations:)`), so code and tests written against
/// that library port as they are, and its behaviour is kept where it is documented, quirks
/// included: within a block a run of one kind puts its mandatory characters first (`[90]`
/// acts as `[09]`), nothing after `…` is ever read, literals met while placing a character
/// stay when it is dropped, and optional characters that lead to a literal or to the end are
/// passed by a character they refuse: every case of input-mask's published suite agrees.
/// Where its rules would make formatting the output change it (a digit that is the literal
/// after optional digits, a character that fits nowhere before a character to type),
/// Fieldwork keeps the text as it is. Where it is silent Fieldwork is
/// stricter: an unbalanced bracket, an empty block and a custom notation on a character the
/// format already uses throw a ``MaskFormatError``.
///
/// A mask is immutable and `Sendable`; ``getOrCreate(withFormat:customNotations:)`` keeps the
/// masks it made, so a field that formats on every key compiles its format once.
public final class Mask: Sendable, CustomStringConvertible {
  /// What ``apply(toText:)`` made of a text.
  public struct Result: Sendable, Equatable, CustomStringConvertible {
    /// The formatted text, and where the caret is in it.
    public let formattedText: CaretString
    /// The characters typed into `[ ]` and the characters of `{ }`: the value the text holds.
    public let extractedValue: String
    /// How well the text fits the format, as input-mask counts it: one for each character
    /// that fits where it stands, less one for each character the format had to insert, each
    /// optional character passed over and each character dropped. Fields with several
    /// formats show the one with the highest.
    public let affinity: Int
    /// Whether every mandatory character is there.
    public let complete: Bool
    /// The ``Mask/placeholder`` of what is still to type after the text.
    public let tailPlaceholder: String
    /// The step of the format the text ends before.
    let nextStep: Int
    /// Whether an optional character was passed over: formatting the output again may then
    /// count its affinity otherwise.
    var passesOptional = false

    /// A result made elsewhere in the package (a listener reporting a text no mask formats).
    package init(
      formattedText: CaretString, extractedValue: String, affinity: Int, complete: Bool,
      tailPlaceholder: String
    ) {
      self.init(
        formattedText: formattedText, extractedValue: extractedValue, affinity: affinity,
        complete: complete, tailPlaceholder: tailPlaceholder, nextStep: 0)
    }

    init(
      formattedText: CaretString, extractedValue: String, affinity: Int, complete: Bool,
      tailPlaceholder: String, nextStep: Int
    ) {
      self.formattedText = formattedText
      self.extractedValue = extractedValue
      self.affinity = affinity
      self.complete = complete
      self.tailPlaceholder = tailPlaceholder
      self.nextStep = nextStep
    }

    /// The same result with another affinity.
    func withAffinity(_ affinity: Int) -> Result {
      var result = Result(
        formattedText: formattedText, extractedValue: extractedValue, affinity: affinity,
        complete: complete, tailPlaceholder: tailPlaceholder, nextStep: nextStep)
      result.passesOptional = passesOptional
      return result
    }

    /// The formatted text with its caret, the value, and whether it is complete.
    public var description: String {
      "\(formattedText) value \"\(extractedValue)\"\(complete ? " complete" : "")"
    }
  }

  /// The format the mask was made from.
  public let format: String
  /// The custom notations it was made with.
  public let customNotations: [Notation]
  /// The compiled format.
  let steps: [Step]

  /// Compiles `format`.
  ///
  /// - Throws: ``MaskFormatError`` when the format is malformed or a custom notation clashes
  ///   with the format's own characters.
  public init(format: String, customNotations: [Notation] = []) throws(MaskFormatError) {
    self.format = format
    self.customNotations = customNotations
    steps = try Self.compile(format, customNotations: customNotations)
  }

  /// The mask for `format`, made once and then kept: the way to get a mask on every key.
  ///
  /// Masks are kept by format *and* notations, so the same format with other notations is
  /// another mask.
  ///
  /// - Throws: ``MaskFormatError`` when the format is malformed.
  public static func getOrCreate(
    withFormat format: String, customNotations: [Notation] = []
  ) throws(MaskFormatError) -> Mask {
    let key = CacheKey(format: format, notations: customNotations)
    if let known = cache.withLock({ $0[key] }) { return known }
    let mask = try Mask(format: format, customNotations: customNotations)
    cache.withLock { masks in
      // A program with endless formats (made from data) keeps only the latest few hundred.
      if masks.count >= 512 { masks.removeAll() }
      masks[key] = mask
    }
    return mask
  }

  /// Whether `format` compiles.
  public static func isValid(format: String, customNotations: [Notation] = []) -> Bool {
    (try? Mask(format: format, customNotations: customNotations)) != nil
  }

  private struct CacheKey: Hashable, Sendable {
    var format: String
    var notations: [Notation]
  }

  private static let cache = Locked<[CacheKey: Mask]>([:])

  // MARK: What the format holds

  /// The format as a person would see it filled: each character to type shown as input-mask
  /// shows it (`0` a digit, `a` a letter, `-` a letter or digit, a custom notation as its
  /// character), the fixed characters as they are. `"+1 ([000]) [000]-[0000]"` gives
  /// `"+1 (000) 000-0000"`.
  public var placeholder: String {
    String(steps.compactMap(Self.placeholderCharacter))
  }

  /// How many characters a text that holds every mandatory character has. An ellipsis
  /// counts one, as in input-mask: `[0…]` gives 2.
  public var acceptableTextLength: Int {
    steps.filter { step in
      if case .value(_, true) = step { return false }
      return true
    }.count
  }

  /// How many characters the longest text the format takes has, an ellipsis counting one.
  public var totalTextLength: Int {
    steps.count
  }

  /// How many characters the value of a text that holds every mandatory character has (an
  /// ellipsis counts one).
  public var acceptableValueLength: Int {
    steps.filter { step in
      switch step {
      case .value(_, let optional): !optional
      case .fixed, .ellipsis: true
      case .free: false
      }
    }.count
  }

  /// How many characters the longest value has, an ellipsis counting one.
  public var totalValueLength: Int {
    steps.filter { step in
      switch step {
      case .value, .fixed, .ellipsis: true
      case .free: false
      }
    }.count
  }

  /// The format.
  public var description: String { format }

  private static func placeholderCharacter(_ step: Step) -> Character? {
    switch step {
    case .value(let kind, _): kind.placeholder
    case .ellipsis: nil
    case .fixed(let character), .free(let character): character
    }
  }

  // MARK: Formatting

  /// Formats `text`: every character that fits where it stands is kept, every other one is
  /// dropped, and the fixed characters are put in between; the caret stays after the same
  /// typed character. Never throws, never traps: text of any length and any characters
  /// (emoji, combining marks, right-to-left scripts) gives a result.
  public func apply(toText text: CaretString) -> Result {
    apply(Array(text.string), caret: text.caretOffset, gravity: text.caretGravity)
  }

  /// ``apply(toText:)`` for a text already split into its characters, with the caret as a
  /// character offset: what a formatter trying several masks on one text computes once.
  func apply(_ input: [Character], caret: Int, gravity: CaretString.CaretGravity) -> Result {
    result(of: draft(input, caret: caret, gravity: gravity, affinityOnly: false))
  }

  /// The ``Result/affinity`` of `input`, without making the rest of the result: how a
  /// formatter with several masks scores each before it formats with the best.
  func affinity(of input: [Character], caret: Int, gravity: CaretString.CaretGravity) -> Int {
    draft(input, caret: caret, gravity: gravity, affinityOnly: true).affinity
  }

  /// What ``apply(toText:)`` makes of a text, before its strings are made: a formatter with
  /// several masks drafts each and makes strings of the best alone (making them was a third
  /// of drafting).
  struct Draft {
    /// The formatted text's characters.
    fileprivate var output: [Character]
    /// The value's characters.
    fileprivate var value: [Character]
    /// Where the caret is in `output`, in characters.
    fileprivate var caretIndex: Int
    /// The result's ``Result/affinity``.
    let affinity: Int
    /// The result's ``Result/complete``.
    fileprivate let complete: Bool
    /// The step the text ends before.
    fileprivate let step: Int
    /// Whether an optional character was passed over (`Result.passesOptional`).
    fileprivate let passesOptional: Bool
    /// The caret's gravity, kept in the formatted text.
    fileprivate let gravity: CaretString.CaretGravity
  }

  /// The result a draft of this mask's stands for.
  func result(of draft: Draft) -> Result {
    let formatted = String(draft.output)
    var result = Result(
      formattedText: CaretString(
        string: formatted,
        caretPosition: formatted.index(formatted.startIndex, offsetBy: draft.caretIndex),
        caretGravity: draft.gravity),
      extractedValue: String(draft.value), affinity: draft.affinity, complete: draft.complete,
      tailPlaceholder: String(steps[draft.step...].compactMap(Self.placeholderCharacter)),
      nextStep: draft.step)
    result.passesOptional = draft.passesOptional
    return result
  }

  /// `input` formatted, as a draft; with `affinityOnly`, only its affinity is meant.
  func draft(
    _ input: [Character], caret: Int, gravity: CaretString.CaretGravity, affinityOnly: Bool
  ) -> Draft {
    var forward = true
    var autocomplete = false
    var autoskip = false
    switch gravity {
    case .forward(let complete): autocomplete = complete
    case .backward(let skip):
      forward = false
      autoskip = skip
    }
    var output: [Character] = []
    // What each output character is: typed, or a literal of the format (fixed or free).
    var tags: [Tag] = []
    var value: [Character] = []
    output.reserveCapacity(steps.count)
    tags.reserveCapacity(steps.count)
    value.reserveCapacity(steps.count)
    var affinity = 0
    // The caret goes where input-mask's goes: a forward caret counts what is written while
    // the characters up to the one at the caret are read (that one placed after it); a
    // backward caret counts what is written while the characters before it are read.
    var caretOffset: Int? = !forward && caret == 0 ? 0 : nil
    var step = 0
    var position = 0
    // The step after the last character written: optional characters passed after it, by
    // characters then dropped, are still to type (as formatting the output again finds).
    var stepAfterOutput = 0
    var passesOptional = false
    func noteCaret(beforePlacing: Bool) {
      guard caretOffset == nil else { return }
      if forward ? position == caret : position + 1 == caret && !beforePlacing {
        caretOffset = output.count
      }
    }
    func place(_ character: Character, as tag: Tag) {
      noteCaret(beforePlacing: true)
      output.append(character)
      tags.append(tag)
      if tag != .free { value.append(character) }
      stepAfterOutput = step
      affinity += 1
      noteCaret(beforePlacing: false)
      position += 1
    }
    func drop() {
      // Fits nowhere here: input-mask reads on and counts it against the format.
      noteCaret(beforePlacing: false)
      affinity -= 1
      position += 1
    }
    while position < input.count, step < steps.count {
      let character = input[position]
      switch steps[step] {
      case .free(let literal), .fixed(let literal):
        let tag: Tag = if case .fixed = steps[step] { .fixed } else { .free }
        step += 1
        if character == literal {
          place(literal, as: tag)
        } else {
          // Inserted: the character is tried against the next step.
          output.append(literal)
          tags.append(tag)
          if tag == .fixed { value.append(literal) }
          stepAfterOutput = step
          affinity -= 1
        }
      case .value(let kind, let optional):
        if optional && isLiteralAhead(character, after: step) {
          // The character is the literal the optional characters lead to ("0" in `[9]0`):
          // taken as that literal, so that formatting the output again reads it the same way
          // (input-mask would take it as a digit, and the text would grow each time).
          step += 1
          passesOptional = true
        } else if kind.accepts(character), !Self.merges(output.last, character) {
          step += 1
          place(character, as: .typed)
        } else if optional, refusedCharacterPasses(character, after: step, following: output.last) {
          // Passed over for good, as in input-mask: the character is tried against the next
          // step, and the format gives up the optional character.
          step += 1
          affinity -= 1
          passesOptional = true
        } else {
          drop()
        }
      case .ellipsis(let kind):
        if kind.accepts(character), !Self.merges(output.last, character) {
          place(character, as: .typed)
        } else {
          drop()
        }
      }
    }
    // What is left once the format ends is dropped, each character counted against it.
    affinity -= input.count - position
    step = stepAfterOutput
    if affinityOnly {
      return Draft(
        output: [], value: [], caretIndex: 0, affinity: affinity, complete: false, step: step,
        passesOptional: passesOptional, gravity: gravity)
    }
    if caretOffset == nil, caret < input.count {
      // The caret is among the characters left over: after everything written.
      caretOffset = output.count
    }
    if forward && autocomplete && caret >= input.count {
      while step < steps.count, steps[step].isLiteral {
        switch steps[step] {
        case .fixed(let literal):
          output.append(literal)
          tags.append(.fixed)
          value.append(literal)
        case .free(let literal):
          output.append(literal)
          tags.append(.free)
        case .value, .ellipsis: break
        }
        step += 1
      }
    }
    // Complete when nothing mandatory is left: no character to type and, as in input-mask, no
    // character of `{ }` (an ellipsis asks for nothing more).
    let complete = !steps[step...].contains { $0.isMandatoryValue || $0.isFixed }
    var caretIndex = min(caretOffset ?? output.count, output.count)
    if autoskip {
      // Deleting backwards: literals left at the end go, and a caret just after literals
      // moves before them. No typed character is ever removed.
      if caret >= input.count {
        while let last = tags.last, last != .typed {
          if last == .fixed { value.removeLast() }
          output.removeLast()
          tags.removeLast()
          step -= 1
        }
      }
      caretIndex = min(caretIndex, output.count)
      while caretIndex > 0, tags[caretIndex - 1] != .typed { caretIndex -= 1 }
    }
    return Draft(
      output: output, value: value, caretIndex: caretIndex, affinity: affinity,
      complete: complete, step: step, passesOptional: passesOptional, gravity: gravity)
  }

  /// The format's fixed characters from `result`'s end up to the next character to type:
  /// what autocomplete would append to it.
  func literals(after result: Result) -> String {
    var literals = ""
    var step = result.nextStep
    while step < steps.count {
      switch steps[step] {
      case .fixed(let character), .free(let character): literals.append(character)
      case .value, .ellipsis: return literals
      }
      step += 1
    }
    return literals
  }

  /// Whether `next`, placed after `previous`, would join it in one character (a lone
  /// combining or spacing mark, a Hangul vowel after a consonant, LF after CR): such a
  /// character is not taken, since the text would then hold a character nobody typed and
  /// formatting it again would read it otherwise.
  private static func merges(_ previous: Character?, _ next: Character) -> Bool {
    guard let previous else { return false }
    if let before = asciiByte(of: previous), let after = asciiByte(of: next) {
      return before == 0x0D && after == 0x0A
    }
    return (String(previous) + String(next)).count == 1
  }

  /// The byte of a character that is one ASCII byte (not CR LF, which is two), else `nil`:
  /// one length check where `asciiValue` walks the character's scalars.
  static func asciiByte(of character: Character) -> UInt8? {
    let utf8 = character.utf8
    return utf8.count == 1 ? utf8.first : nil
  }

  /// Whether `character`, refused by the optional character at `step`, passes it. It does
  /// when the optional characters lead to a literal or to the format's end, as in input-mask,
  /// or when it fits one of them or the character to type after them. Before a character to
  /// type it does not fit, it is dropped and leaves them in place: passing them would let
  /// the next typed character land further on than formatting the output again puts it
  /// (`.[9][9][_]` would read `+1` as `.1`, and `.1` as `.1` in the first optional digit),
  /// and the text would change at the next key.
  private func refusedCharacterPasses(
    _ character: Character, after step: Int, following previous: Character?
  ) -> Bool {
    for next in steps[(step + 1)...] {
      switch next {
      case .free, .fixed:
        return true
      case .value(let kind, let optional):
        if kind.accepts(character), !Self.merges(previous, character) { return true }
        if !optional { return false }
      case .ellipsis(let kind):
        return kind.accepts(character) && !Self.merges(previous, character)
      }
    }
    return true
  }

  /// Whether the first step after `step` that is not an optional character is a literal
  /// equal to `character`.
  private func isLiteralAhead(_ character: Character, after step: Int) -> Bool {
    var next = step + 1
    while next < steps.count, case .value(_, true) = steps[next] { next += 1 }
    guard next < steps.count else { return false }
    switch steps[next] {
    case .fixed(let literal), .free(let literal): return literal == character
    case .value, .ellipsis: return false
    }
  }

  /// What is left to type after `text` (formatted), with `blank` for each character to type
  /// and the format's fixed characters as they are: `+1 (555` gives `) ___-____` for
  /// `+1 ([000]) [000]-[0000]`.
  func placeholder(after text: CaretString, blank: Character) -> String {
    String(
      steps[apply(toText: text).nextStep...].compactMap { step -> Character? in
        switch step {
        case .value: blank
        case .ellipsis: nil
        case .fixed(let character), .free(let character): character
        }
      })
  }

  /// What a character of the formatted text is.
  private enum Tag {
    case typed
    case fixed
    case free
  }
}

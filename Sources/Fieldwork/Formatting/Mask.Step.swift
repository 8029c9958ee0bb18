import Foundation

extension Mask {
  /// What a value character may be.
  enum Kind: Sendable, Equatable {
    case digit
    case letter
    case alphanumeric
    case custom(Notation)

    /// Whether `character` is one: each of its scalars in the set (an accented letter written
    /// as a letter and a combining mark is a letter: marks belong to the letters).
    func accepts(_ character: Character) -> Bool {
      // ASCII, most of what is typed, without a set lookup.
      if let ascii = Mask.asciiByte(of: character) {
        let isDigit = ascii &- 0x30 < 10
        let isLetter = (ascii | 0x20) &- 0x61 < 26
        switch self {
        case .digit: return isDigit
        case .letter: return isLetter
        case .alphanumeric: return isDigit || isLetter
        case .custom: break
        }
      }
      let set: CharacterSet
      switch self {
      case .digit: set = .decimalDigits
      case .letter: set = .letters
      case .alphanumeric: set = .alphanumerics
      case .custom(let notation): set = notation.characterSet
      }
      return character.unicodeScalars.allSatisfy(set.contains)
    }

    /// What ``Mask/placeholder`` shows for it: input-mask's characters.
    var placeholder: Character {
      switch self {
      case .digit: "0"
      case .letter: "a"
      case .alphanumeric: "-"
      case .custom(let notation): notation.character
      }
    }
  }

  /// One step of a compiled format.
  enum Step: Sendable, Equatable {
    /// A character typed, of `kind`; `optional` ones may be skipped.
    case value(Kind, optional: Bool)
    /// Any number of characters of `kind`; ends the format.
    case ellipsis(Kind)
    /// A character of `{ }`: shown, and part of the extracted value.
    case fixed(Character)
    /// A character outside any block: shown only.
    case free(Character)

    var isMandatoryValue: Bool {
      if case .value(_, let optional) = self { return !optional }
      return false
    }

    var isFixed: Bool {
      if case .fixed = self { return true }
      return false
    }

    var isLiteral: Bool {
      switch self {
      case .fixed, .free: true
      case .value, .ellipsis: false
      }
    }
  }

  /// The characters the format gives a meaning inside `[ ]`.
  static let builtInNotations: Set<Character> = ["0", "9", "A", "a", "_", "-", "…"]

  /// The steps of `format`.
  ///
  /// Inside a block, a run of notations of one kind is ordered mandatory first (`[9900]` is
  /// `[0099]`), as input-mask orders it; nothing after an ellipsis is ever read, so it is
  /// left out.
  static func compile(
    _ format: String, customNotations: [Notation]
  ) throws(MaskFormatError) -> [Step] {
    var custom: [Character: Notation] = [:]
    for notation in customNotations {
      if builtInNotations.contains(notation.character)
        || "[]{}\\".contains(notation.character)
      {
        throw .notationClash(notation.character)
      }
      guard custom.updateValue(notation, forKey: notation.character) == nil else {
        throw .duplicateNotation(notation.character)
      }
    }
    var steps: [Step] = []
    var block: (opening: Character, at: Int)?
    var run: [Step] = []
    var escaping = false
    // Past an ellipsis the format is still checked, but its steps are never used.
    var ended = false
    func endRun() {
      if !ended { steps += run }
      run = []
    }
    func append(_ step: Step) {
      if !ended { steps.append(step) }
    }
    for (offset, character) in format.enumerated() {
      if escaping {
        escaping = false
        switch block?.opening {
        case "[": throw .unknownNotation(character, at: offset)
        case "{": append(.fixed(character))
        default: append(.free(character))
        }
        continue
      }
      switch character {
      case "\\":
        escaping = true
      case "[", "{":
        guard block == nil else { throw .nestedBlock(at: offset) }
        block = (character, offset)
      case "]", "}":
        guard let open = block, (open.opening == "[") == (character == "]") else {
          throw .unexpectedClosing(character, at: offset)
        }
        if offset == open.at + 1 { throw .emptyBlock(at: open.at) }
        endRun()
        block = nil
      default:
        switch block?.opening {
        case "[":
          let step: Step
          switch character {
          case "0": step = .value(.digit, optional: false)
          case "9": step = .value(.digit, optional: true)
          case "A": step = .value(.letter, optional: false)
          case "a": step = .value(.letter, optional: true)
          case "_": step = .value(.alphanumeric, optional: false)
          case "-": step = .value(.alphanumeric, optional: true)
          case "…":
            // The kind of the notation before it in the block, or any letter or digit.
            var kind = Kind.alphanumeric
            if case .value(let previous, _)? = run.last { kind = previous }
            endRun()
            if !ended { steps.append(.ellipsis(kind)) }
            ended = true
            continue
          default:
            guard let notation = custom[character] else {
              throw .unknownNotation(character, at: offset)
            }
            step = .value(.custom(notation), optional: notation.isOptional)
          }
          if case .value(let kind, _) = step, case .value(let previous, _)? = run.last,
            previous != kind
          {
            endRun()
          }
          run.append(step)
        case "{": append(.fixed(character))
        default: append(.free(character))
        }
      }
    }
    if escaping { throw .danglingEscape }
    if let block { throw .unclosedBlock(opening: block.opening, at: block.at) }
    return mandatoryFirst(steps)
  }

  /// `steps` with each run of value characters of one kind ordered mandatory first, across
  /// blocks too (`[9][9][00]` is `[0099]`, as `[9900]` is): nothing separates adjacent blocks
  /// in the text, so an optional character before a mandatory one of the same kind would take
  /// what the mandatory one needs, and formatting the text again would read it otherwise.
  private static func mandatoryFirst(_ steps: [Step]) -> [Step] {
    var result: [Step] = []
    var run: [Step] = []
    var runKind: Kind?
    func flush() {
      result += run.filter(\.isMandatoryValue) + run.filter { !$0.isMandatoryValue }
      run = []
      runKind = nil
    }
    for step in steps {
      if case .value(let kind, _) = step {
        if kind != runKind { flush() }
        runKind = kind
        run.append(step)
      } else {
        flush()
        result.append(step)
      }
    }
    flush()
    return result
  }
}

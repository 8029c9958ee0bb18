/// A problem with a macro's use, reported by the compiler at the offset it names.
package struct MacroDiagnostic: Error, Equatable, Sendable {
  /// What is wrong, and what to write instead.
  package let message: String
  /// The UTF-8 offset in the expanded syntax's source where the problem is.
  package let offset: Int

  package init(_ message: String, at offset: Int) {
    self.message = message
    self.offset = offset
  }
}

/// One argument of a macro's use: its label, if any, and where its value is in the tokens.
package struct MacroArgument: Equatable, Sendable {
  /// The argument's label (`traits` in `traits: .landscapeLeft`), or `nil`.
  package let label: String?
  /// The value's tokens: indices into the call's tokens.
  package let tokens: Range<Int>
}

/// A macro's use, split into its arguments and trailing closure.
package struct MacroCall: Sendable {
  /// The source the compiler sent.
  package let source: String
  /// Its tokens.
  package let tokens: [SwiftToken]
  /// The arguments in parentheses, in order.
  package let arguments: [MacroArgument]
  /// The indices of the trailing closure's `{` and `}`, if there is one.
  package let trailingClosure: ClosedRange<Int>?

  /// Reads a freestanding macro's use: `#Name`, optional `( … )`, optional `{ … }`.
  ///
  /// - Throws: ``MacroDiagnostic`` when the text can't be read or has more than one
  ///   trailing closure.
  package init(freestanding source: String) throws(MacroDiagnostic) {
    self.source = source
    do {
      tokens = try SwiftLexer.tokenize(source)
    } catch {
      throw MacroDiagnostic("cannot read the macro's text: \(error.reason)", at: error.offset)
    }
    guard let first = tokens.first, first.kind == .poundName else {
      throw MacroDiagnostic("expected a macro use starting with #", at: 0)
    }
    var index = 1
    var arguments: [MacroArgument] = []
    if index < tokens.count, tokens[index].text == "(", !tokens[index].followsNewline {
      let close = try MacroCall.matching(index, in: tokens)
      arguments = MacroCall.split(tokens, from: index + 1, to: close)
      index = close + 1
    }
    var trailingClosure: ClosedRange<Int>?
    if index < tokens.count, tokens[index].text == "{" {
      let close = try MacroCall.matching(index, in: tokens)
      trailingClosure = index...close
      index = close + 1
    }
    if index < tokens.count {
      throw MacroDiagnostic(
        "unexpected '\(tokens[index].text)' after the macro's closure: only one trailing "
          + "closure is supported",
        at: tokens[index].range.lowerBound)
    }
    self.arguments = arguments
    self.trailingClosure = trailingClosure
  }

  /// The source text of tokens `range`, from the first token's start to the last's end.
  package func text(_ range: Range<Int>) -> String {
    guard let first = range.first, let last = range.last else { return "" }
    return MacroCall.slice(source, tokens[first].range.lowerBound..<tokens[last].range.upperBound)
  }

  /// The UTF-8 slice `range` of `source`.
  package static func slice(_ source: String, _ range: Range<Int>) -> String {
    let utf8 = source.utf8
    let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
    let end = utf8.index(start, offsetBy: range.count)
    return String(decoding: utf8[start..<end], as: UTF8.self)
  }

  /// The index of the bracket that closes the one at `open`.
  package static func matching(_ open: Int, in tokens: [SwiftToken]) throws(MacroDiagnostic) -> Int
  {
    var depth = 0
    for index in open..<tokens.count {
      depth += tokens[index].nesting
      if depth == 0 { return index }
    }
    throw MacroDiagnostic(
      "'\(tokens[open].text)' is never closed", at: tokens[open].range.lowerBound)
  }

  /// Splits tokens `start..<end` at commas outside brackets into labelled arguments.
  static func split(_ tokens: [SwiftToken], from start: Int, to end: Int) -> [MacroArgument] {
    var arguments: [MacroArgument] = []
    var depth = 0
    var argumentStart = start
    func finish(_ argumentEnd: Int) {
      guard argumentStart < argumentEnd else { return }
      if argumentEnd - argumentStart >= 2, tokens[argumentStart].kind == .identifier,
        tokens[argumentStart + 1].text == ":"
      {
        arguments.append(
          MacroArgument(label: tokens[argumentStart].text, tokens: argumentStart + 2..<argumentEnd))
      } else {
        arguments.append(MacroArgument(label: nil, tokens: argumentStart..<argumentEnd))
      }
    }
    for index in start..<end {
      let token = tokens[index]
      depth += token.nesting
      if depth == 0, token.kind == .punctuation, token.text == "," {
        finish(index)
        argumentStart = index + 1
      }
    }
    finish(end)
    return arguments
  }
}

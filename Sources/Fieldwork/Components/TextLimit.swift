import Foundation

/// The components' character filter and length limit, the same for ``TextField`` and
/// ``TextEditor``: counted in characters as a person sees them (grapheme clusters), never
/// cutting text an input method is still composing.
///
/// Each check counts the characters of the whole text, so in a text of megabytes a limited
/// editor pays a pass over it per keystroke; an unlimited one pays nothing.
@MainActor enum TextLimit {
  /// The answer to `shouldChange` for an edit of `range` with `string`: `true` when the edit
  /// passes as it is; otherwise the part that passes (what the filter allows, as much as
  /// fits) is made as an edit of its own, and the answer is `false`.
  ///
  /// With a `formatter`, the length that counts is the formatted text's.
  static func allows(
    _ range: NSRange, _ string: String, in control: some HeadlessTextInput, maxLength: Int?,
    filter: ((Character) -> Bool)?, formatter: (any InputFormatter)? = nil
  ) -> Bool {
    guard filter != nil || maxLength != nil else { return true }
    var replacement = string
    if let filter { replacement = String(string.filter(filter)) }
    if let maxLength {
      replacement = fitting(
        replacement, replacing: range, in: control.buffer.committedText, maxLength: maxLength,
        formatter: formatter)
    }
    guard replacement != string else { return true }
    // Make the edit with what fits (or passes the filter) instead of the whole string, over
    // the same range: the nested edit asks again with the shortened text, which is accepted.
    // The range is the one asked about, so a secure field's first edit after refocusing
    // (which replaces everything) keeps what passes too.
    if !replacement.isEmpty { control.performSubstituteEdit(range, with: replacement) }
    return false
  }

  /// Shortens the text just committed at `composed` until the whole text fits `maxLength`
  /// characters, keeping the composed text's beginning and the caret after it.
  static func trimCommittedComposition(
    _ composed: NSRange, in control: some HeadlessTextInput, maxLength: Int
  ) {
    let text = control.buffer.text
    guard text.count > maxLength else { return }
    guard let range = try? TextRanges.stringRange(composed, in: text) else {
      // The committed text moved (a callback edited it): fall back to the whole text.
      control.buffer.assign(String(text.prefix(maxLength)))
      return
    }
    let composedText = text[range]
    var keep = max(0, composedText.count - (text.count - maxLength))
    while true {
      let kept = String(composedText.prefix(keep))
      var candidate = text
      TextRanges.replace(composed, in: &candidate, with: kept)
      if candidate.count <= maxLength || keep == 0 {
        control.replaceProgrammatically(composed, with: kept)
        return
      }
      keep -= 1
    }
  }

  /// The longest prefix of `replacement` that keeps the text within `maxLength` characters.
  static func fitting(
    _ replacement: String, replacing range: NSRange, in text: String, maxLength: Int,
    formatter: (any InputFormatter)? = nil
  ) -> String {
    guard (try? TextRanges.stringRange(range, in: text)) != nil else { return replacement }
    if let formatter {
      // The formatted text is what must fit: the longest prefix of the replacement whose
      // formatted result does.
      func fits(_ candidate: String) -> Bool {
        guard let edit = try? TextEdit(text: text, range: range, replacement: candidate) else {
          return false
        }
        return formatter.format(edit).text.count <= maxLength
      }
      var kept = replacement.count
      while kept > 0, !fits(String(replacement.prefix(kept))) { kept -= 1 }
      return String(replacement.prefix(kept))
    }
    var result = text
    TextRanges.replace(range, in: &result, with: replacement)
    guard result.count > maxLength else { return replacement }
    var removed = text
    TextRanges.replace(range, in: &removed, with: "")
    var room = maxLength - removed.count
    guard room > 0 else { return "" }
    // Characters can merge with their neighbours, so check each candidate length.
    var prefix = String(replacement.prefix(room))
    while room > 0 {
      var candidate = text
      TextRanges.replace(range, in: &candidate, with: prefix)
      if candidate.count <= maxLength { return prefix }
      room -= 1
      prefix = String(replacement.prefix(room))
    }
    return ""
  }
}

/// Untrusted text through the macro plugin's readers: the Swift lexer, `#Preview` and
/// `@Entry` expansion, and the JSON of the compiler's messages. Nothing may trap or hang;
/// tokens must lie in order inside the text and be its slices, and JSON must survive a
/// round trip.
enum MacroFuzz {
  static func run(_ data: [UInt8]) {
    let text = String(decoding: data, as: UTF8.self)
    if let tokens = try? SwiftLexer.tokenize(text) {
      let utf8 = Array(text.utf8)
      var end = 0
      for token in tokens {
        guard token.range.lowerBound >= end, token.range.upperBound <= utf8.count,
          !token.range.isEmpty,
          token.text == String(decoding: utf8[token.range], as: UTF8.self)
        else { fatalError("invariant violated: token \(token) out of order or not a slice") }
        end = token.range.upperBound
      }
    }
    let location = PreviewExpansion.Location(fileID: "F/f.swift", line: 1, column: 1)
    for source in ["#Preview" + text, "#Preview {" + text + "}", text] {
      _ = try? PreviewExpansion.expand(source, at: location) { "u_\($0)" }
    }
    _ = try? EntryExpansion.accessors("@Entry var " + text)
    _ = try? EntryExpansion.peer(text)
    for source in ["@Model final class M {" + text + "}", text] {
      _ = try? ModelExpansion.members(source)
      _ = try? ModelExpansion.modelClass(source)
    }
    _ = ModelExpansion.memberAttribute(text)
    _ = try? ModelExpansion.accessors("var " + text)
    _ = try? ModelExpansion.peer(text)
    if let value = try? JSONValue.parse(data) {
      guard (try? JSONValue.parse(value.serialized)) == value else {
        fatalError("invariant violated: JSON does not survive a round trip")
      }
      _ = MacroPlugin.reply(to: value)
    }
  }
}

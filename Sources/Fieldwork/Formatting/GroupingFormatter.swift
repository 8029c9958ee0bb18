import Foundation

/// Groups the characters a person types into blocks with a separator between them, as an
/// IBAN or a card number is written, keeping the caret after the same character: only the
/// characters of ``allowed`` are kept, up to ``maximumLength`` of them.
///
/// ```swift
/// TextField("IBAN", text: $iban).formatted(by: GroupingFormatter.iban)
/// // typing de89370400440532013000 shows "DE89 3704 0044 0532 0130 00"
/// ```
public struct GroupingFormatter: InputFormatter, Sendable, Equatable {
  /// How many characters a block has.
  public var groupSize: Int
  /// What goes between blocks.
  public var separator: String
  /// The characters kept; others are dropped (a separator typed by hand too).
  public var allowed: CharacterSet
  /// Whether letters are uppercased.
  public var uppercases: Bool
  /// The most characters kept (separators not counted), or `nil` for no limit.
  public var maximumLength: Int?

  /// A formatter of blocks of `groupSize` characters.
  public init(
    groupSize: Int, separator: String = " ", allowed: CharacterSet = .alphanumerics,
    uppercases: Bool = false, maximumLength: Int? = nil
  ) {
    self.groupSize = max(1, groupSize)
    self.separator = separator
    self.allowed = allowed
    self.uppercases = uppercases
    self.maximumLength = maximumLength
  }

  /// An International Bank Account Number: ASCII letters and digits, uppercased, in blocks
  /// of four, at most 34 characters (the standard's longest).
  public static let iban = GroupingFormatter(
    groupSize: 4, separator: " ",
    allowed: CharacterSet(
      charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"),
    uppercases: true, maximumLength: 34)

  /// The characters kept from the edited text, in blocks, the caret after the same one.
  public func format(_ edit: TextEdit) -> FormattedText {
    var kept: [Character] = []
    var keptBeforeCaret = 0
    var offset = 0
    for character in edit.editedText {
      let beforeCaret = offset < edit.caret
      offset += character.utf16.count
      guard character.unicodeScalars.allSatisfy(allowed.contains) else { continue }
      if let maximumLength, kept.count >= maximumLength { break }
      kept.append(character)
      if beforeCaret { keptBeforeCaret += 1 }
    }
    var text = ""
    var caret = keptBeforeCaret == 0 ? 0 : nil as Int?
    for (index, character) in kept.enumerated() {
      if index > 0 && index % groupSize == 0 { text += separator }
      text += uppercases ? character.uppercased() : String(character)
      if index + 1 == keptBeforeCaret { caret = text.utf16.count }
    }
    return FormattedText(text: text, caret: caret ?? text.utf16.count)
  }

  /// What is left to type after `text`, when there is a limit: `blank`s in blocks.
  public func placeholder(after text: String, blank: Character) -> String {
    guard let maximumLength else { return "" }
    let count = text.filter { $0.unicodeScalars.allSatisfy(allowed.contains) }.count
    guard count < maximumLength else { return "" }
    var tail = ""
    for index in count..<maximumLength {
      if index > 0 && index % groupSize == 0 && (index > count || count > 0) { tail += separator }
      tail.append(blank)
    }
    return tail
  }
}

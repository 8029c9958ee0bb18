/// Writes contacts as vCard 3.0, as Apple Contacts and Google Contacts export them: a card per
/// contact with its formatted name, each e-mail and phone, and its organisation.
///
/// ``VCardParser`` reads what this writes back into the same contacts. The benchmarks use it
/// to open a generated address book with `contacts-search --file`, the path a person's own
/// export takes.
public enum VCardWriter {
  /// The card of one contact, lines ended with CR LF as the format asks.
  public static func card(_ contact: VCardContact) -> String {
    var card = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:\(escaped(contact.name))\r\n"
    for email in contact.emails { card += "EMAIL;TYPE=INTERNET:\(escaped(email))\r\n" }
    for phone in contact.phones { card += "TEL;TYPE=CELL:\(escaped(phone))\r\n" }
    if !contact.organization.isEmpty { card += "ORG:\(escaped(contact.organization))\r\n" }
    return card + "END:VCARD\r\n"
  }

  /// The cards of `contacts`, one after another.
  public static func file(_ contacts: [VCardContact]) -> [UInt8] {
    var bytes: [UInt8] = []
    for contact in contacts { bytes += card(contact).utf8 }
    return bytes
  }

  /// A text value with the characters vCard gives a meaning escaped: backslash, comma,
  /// semicolon and line breaks.
  static func escaped(_ value: String) -> String {
    var result = ""
    result.reserveCapacity(value.utf8.count)
    for character in value {
      switch character {
      case "\\": result += "\\\\"
      case ",": result += "\\,"
      case ";": result += "\\;"
      case "\n", "\r\n", "\r": result += "\\n"
      default: result.append(character)
      }
    }
    return result
  }
}

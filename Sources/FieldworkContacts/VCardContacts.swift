import Foundation

/// Contacts from vCard cards, and back.
enum VCardContacts {
  /// The contact of `card`; `index` makes an identifier for a card without a UID.
  static func contact(_ card: VCardCard, index: Int) -> ContactValues {
    var values = ContactValues(identifier: "vcard-\(index + 1)")
    var formattedName: String?
    var hasName = false
    for property in card.properties {
      switch property.name {
      // The properties every card has come first: a `switch` over strings tries its cases in
      // order.
      case "FN": formattedName = property.text
      case "TEL":
        values.phoneNumbers.append(
          CNLabeledValue(
            label: phoneLabel(property.types), value: CNPhoneNumber(stringValue: property.text)))
      case "EMAIL":
        values.emailAddresses.append(
          CNLabeledValue(label: label(property.types), value: NSString(string: property.text)))
      case "N":
        let parts = property.components + Array(repeating: "", count: 5)
        (values.familyName, values.givenName, values.middleName) = (parts[0], parts[1], parts[2])
        (values.namePrefix, values.nameSuffix) = (parts[3], parts[4])
        // A card with an N line, even an empty one, has its name there.
        hasName = true
      case "NICKNAME": values.nickname = property.text
      case "ORG":
        let parts = property.components
        values.organizationName = parts.first ?? ""
        values.departmentName = parts.count > 1 ? parts[1] : ""
      case "VERSION", "PRODID": break
      case "UID": values.identifier = property.text
      case "TITLE": values.jobTitle = property.text
      case "NOTE": values.note = property.text
      case "BDAY":
        // A birthday in another form is kept as it was written.
        if let date = birthday(property.text) {
          values.birthday = date
        } else {
          values.otherLines.append(line(property))
        }
      case "ADR":
        let parts = property.components + Array(repeating: "", count: 7)
        let address = CNMutablePostalAddress()
        address.street = parts[2]
        address.city = parts[3]
        address.state = parts[4]
        address.postalCode = parts[5]
        address.country = parts[6]
        values.postalAddresses.append(
          CNLabeledValue(
            label: label(property.types), value: address.copy() as? CNPostalAddress ?? address))
      case "KIND" where property.text.lowercased() == "org",
        "X-ABSHOWAS" where property.text.uppercased() == "COMPANY":
        values.contactType = .organization
      default: values.otherLines.append(line(property))
      }
    }
    if !hasName, let formattedName, values.contactType == .person {
      values.givenName = formattedName
    }
    return values
  }

  /// A card for `values`, vCard 3.0, lines ended with CR LF and folded at 75 bytes.
  static func card(_ values: ContactValues) -> String {
    var lines = ["BEGIN:VCARD", "VERSION:3.0", "UID:\(VCardText.escaped(values.identifier))"]
    let name = [
      values.familyName, values.givenName, values.middleName, values.namePrefix,
      values.nameSuffix,
    ].map(VCardText.escaped).joined(separator: ";")
    lines.append("N:\(name)")
    let contact = CNContact(values: values, fetchedKeys: nil)
    lines.append(
      "FN:\(VCardText.escaped(CNContactFormatter.string(from: contact, style: .fullName) ?? ""))")
    if !values.nickname.isEmpty { lines.append("NICKNAME:\(VCardText.escaped(values.nickname))") }
    if !values.organizationName.isEmpty || !values.departmentName.isEmpty {
      lines.append(
        "ORG:\(VCardText.escaped(values.organizationName));\(VCardText.escaped(values.departmentName))"
      )
    }
    if values.contactType == .organization { lines.append("X-ABShowAs:COMPANY") }
    if !values.jobTitle.isEmpty { lines.append("TITLE:\(VCardText.escaped(values.jobTitle))") }
    for phone in values.phoneNumbers {
      lines.append("TEL\(typeParameter(phone.label)):\(VCardText.escaped(phone.value.stringValue))")
    }
    for email in values.emailAddresses {
      lines.append("EMAIL\(typeParameter(email.label)):\(VCardText.escaped(String(email.value)))")
    }
    for address in values.postalAddresses {
      let value = address.value
      let parts = ["", "", value.street, value.city, value.state, value.postalCode, value.country]
      lines.append(
        "ADR\(typeParameter(address.label)):\(parts.map(VCardText.escaped).joined(separator: ";"))")
    }
    if let birthday = values.birthday, let month = birthday.month, let day = birthday.day {
      let year = birthday.year.map { String(format: "%04d", $0) } ?? "-"
      lines.append("BDAY:\(year)-\(String(format: "%02d", month))-\(String(format: "%02d", day))")
    }
    if !values.note.isEmpty { lines.append("NOTE:\(VCardText.escaped(values.note))") }
    lines += values.otherLines
    lines.append("END:VCARD")
    return lines.map(folded).joined(separator: "\r\n") + "\r\n"
  }

  /// A property written back as it was read.
  static func line(_ property: VCardProperty) -> String {
    var text = property.group.map { "\($0)." } ?? ""
    text += property.name
    for parameter in property.parameters { text += ";\(parameter.name)=\(parameter.value)" }
    return text + ":" + property.rawValue
  }

  /// `line` folded so that no line is longer than 75 bytes, never inside a character.
  static func folded(_ line: String) -> String {
    guard line.utf8.count > 75 else { return line }
    var result = ""
    var width = 0
    for character in line {
      let size = character.utf8.count
      if width + size > 75 {
        result += "\r\n "
        width = 1
      }
      result.append(character)
      width += size
    }
    return result
  }

  static func typeParameter(_ label: String?) -> String {
    switch label {
    case CNLabelHome?: ";TYPE=HOME"
    case CNLabelWork?: ";TYPE=WORK"
    case CNLabelPhoneNumberMobile?: ";TYPE=CELL"
    case CNLabelPhoneNumberiPhone?: ";TYPE=IPHONE"
    case CNLabelPhoneNumberMain?: ";TYPE=MAIN"
    case CNLabelPhoneNumberHomeFax?: ";TYPE=HOME,FAX"
    case CNLabelPhoneNumberWorkFax?: ";TYPE=WORK,FAX"
    case CNLabelPhoneNumberPager?: ";TYPE=PAGER"
    case CNLabelOther?: ";TYPE=OTHER"
    case CNLabelSchool?: ";TYPE=SCHOOL"
    case nil: ""
    case let label?: ";TYPE=\"\(label.replacingOccurrences(of: "\"", with: "'"))\""
    }
  }

  static func phoneLabel(_ types: [String]) -> String? {
    let set = Set(types)
    if set.contains("FAX") {
      return set.contains("WORK") ? CNLabelPhoneNumberWorkFax : CNLabelPhoneNumberHomeFax
    }
    if set.contains("IPHONE") { return CNLabelPhoneNumberiPhone }
    if set.contains("CELL") { return CNLabelPhoneNumberMobile }
    if set.contains("MAIN") { return CNLabelPhoneNumberMain }
    if set.contains("PAGER") { return CNLabelPhoneNumberPager }
    return label(types)
  }

  static func label(_ types: [String]) -> String? {
    let set = Set(types)
    if set.contains("HOME") { return CNLabelHome }
    if set.contains("WORK") { return CNLabelWork }
    if set.contains("SCHOOL") { return CNLabelSchool }
    if set.contains("OTHER") { return CNLabelOther }
    let own = types.filter { !["PREF", "INTERNET", "VOICE", "X400"].contains($0) }
    return own.first.map { $0.lowercased() }
  }

  /// `1815-12-10`, `18151210` or `--12-10` (no year).
  static func birthday(_ text: String) -> DateComponents? {
    let digits = text.filter(\.isNumber)
    if text.hasPrefix("--"), digits.count == 4 {
      return DateComponents(month: Int(digits.prefix(2)), day: Int(digits.suffix(2)))
    }
    guard digits.count == 8 else { return nil }
    let year = Int(digits.prefix(4))
    let month = Int(digits.dropFirst(4).prefix(2))
    let day = Int(digits.suffix(2))
    guard let month, let day, (1...12).contains(month), (1...31).contains(day) else { return nil }
    return DateComponents(year: year, month: month, day: day)
  }
}

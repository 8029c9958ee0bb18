import ExampleSupport
import Foundation
import Testing

@Suite struct VCardParserTests {
  func parse(_ text: String) -> (contacts: [VCardContact], warnings: [VCardWarning]) {
    VCardParser.parse(Array(text.utf8))
  }

  @Test func readsTheFieldsOfAVersion3Card() {
    let (contacts, warnings) = parse(
      """
      BEGIN:VCARD\r
      VERSION:3.0\r
      N:Müller;José;;Dr.;\r
      FN:José Müller\r
      item1.EMAIL;type=INTERNET;type=pref:jose@example.org\r
      EMAIL;TYPE=WORK:jm@work.example\r
      TEL;TYPE=CELL:+49 30 1234\r
      ORG:Acme\\, Inc.;Research\r
      END:VCARD\r

      """)
    #expect(warnings.isEmpty)
    #expect(
      contacts == [
        VCardContact(
          name: "José Müller", emails: ["jose@example.org", "jm@work.example"],
          phones: ["+49 30 1234"], organization: "Acme, Inc.")
      ])
  }

  @Test func foldedLinesAndEscapesAreUndone() {
    let (contacts, _) = parse(
      "BEGIN:VCARD\nVERSION:4.0\nFN:Zoë \n Salda\n\tña\\; \\,x\\\\y\\nz\nEND:VCARD\n")
    #expect(contacts.first?.name == "Zoë Saldaña; ,x\\y\nz")
  }

  @Test func aMissingFNTakesTheNameFromN() {
    let (contacts, _) = parse("BEGIN:VCARD\nN:Hopper;Grace;Brewster;Rear Admiral;\nEND:VCARD\n")
    #expect(contacts.first?.name == "Rear Admiral Grace Brewster Hopper")
  }

  @Test func parametersSuchAsCharsetAreAccepted() {
    let (contacts, warnings) = parse(
      "BEGIN:VCARD\nVERSION:3.0\nFN;CHARSET=UTF-8;LANGUAGE=de:Jürgen\nEMAIL;PREF=1:j@x.de\nEND:VCARD"
    )
    #expect(warnings.isEmpty)
    #expect(contacts == [VCardContact(name: "Jürgen", emails: ["j@x.de"])])
  }

  @Test func severalCardsCRLFOrLF() {
    let cards = (1...3).map { "BEGIN:VCARD\r\nFN:Person \($0)\r\nEND:VCARD" }
    #expect(
      parse(cards.joined(separator: "\r\n")).contacts.map(\.name) == [
        "Person 1", "Person 2", "Person 3",
      ])
    #expect(
      parse(cards.joined(separator: "\n").replacingOccurrences(of: "\r", with: "")).contacts.count
        == 3)
  }

  @Test func anEmptyFileHasNoContactsAndNoWarnings() {
    let (contacts, warnings) = parse("")
    #expect(contacts.isEmpty && warnings.isEmpty)
  }

  @Test func garbageBetweenCardsIsSkippedWithItsLineNumber() {
    var bytes = Array("BEGIN:VCARD\nFN:Ada\nEND:VCARD\n".utf8)
    bytes += [0x00, 0xFF, 0xFE, 0x1B, 0x5B, 0x32, 0x4A, 0x0A]  // line 4: binary junk
    bytes += Array("no colon here\nBEGIN:VCARD\nFN:Grace\nbroken line\nEND:VCARD\n".utf8)
    let (contacts, warnings) = VCardParser.parse(bytes)
    #expect(contacts.map(\.name) == ["Ada", "Grace"])
    #expect(warnings.map(\.line) == [4, 4, 5, 8])
    #expect(warnings.contains { $0.line == 4 && $0.message.contains("invalid UTF-8") })
    #expect(warnings.contains { $0.line == 8 && $0.message.contains("no ':'") })
  }

  @Test func aCardWithNothingToShowIsSkippedWithAWarning() {
    let (contacts, warnings) = parse(
      "BEGIN:VCARD\nTEL:123\nEND:VCARD\nBEGIN:VCARD\nFN:Ok\nEND:VCARD\n")
    #expect(contacts.map(\.name) == ["Ok"])
    #expect(
      warnings == [
        VCardWarning(line: 1, message: "card has no name, email or organization, skipped")
      ])
  }

  @Test func anUnendedCardStillLoads() {
    let (contacts, warnings) = parse("BEGIN:VCARD\nFN:Ada\nBEGIN:VCARD\nFN:Grace\n")
    #expect(contacts.map(\.name) == ["Ada", "Grace"])
    #expect(warnings.count == 2)
  }

  @Test func anOversizedLineIsSkippedAndTheRestLoads() {
    let huge = String(repeating: "x", count: VCardParser.maximumLineLength + 10)
    let folded = (0..<2000).map { _ in " " + String(repeating: "y", count: 60) }.joined(
      separator: "\n")
    let text =
      "BEGIN:VCARD\nFN:Ada\nNOTE:\(huge)\nEND:VCARD\nBEGIN:VCARD\nFN:Grace\nNOTE:z\n\(folded)\nEND:VCARD\n"
    let (contacts, warnings) = parse(text)
    #expect(contacts.map(\.name) == ["Ada", "Grace"])
    #expect(warnings.map(\.line) == [3, 7])
    #expect(warnings.allSatisfy { $0.message.contains("longer than 65536 bytes") })
  }

  /// What the writer makes, the parser reads back as the same contacts: generated ones (accents,
  /// CJK, Cyrillic, Greek, emoji, several e-mails and phones) and ones with the characters
  /// vCard escapes.
  @Test func writtenCardsReadBackAsTheSameContacts() {
    let tricky = [
      VCardContact(
        name: "Lovelace, Ada; Countess", emails: ["ada@example.org"], phones: ["+44 20 7946 0000"],
        organization: "Analytical Engines; Ltd."),
      VCardContact(name: "Back\\slash", emails: [], phones: [], organization: ""),
      VCardContact(name: "Two\nlines", emails: ["a@b.c", "d@e.f"], phones: ["1", "2"]),
    ]
    let contacts = SyntheticContacts.make(2_000) + tricky
    let (read, warnings) = VCardParser.parse(VCardWriter.file(contacts))
    #expect(warnings.isEmpty)
    #expect(read.count == contacts.count)
    for (written, back) in zip(contacts, read) where written != back {
      Issue.record("\(written) read back as \(back)")
    }
  }

  @Test func aFileOverTheLimitIsRefusedBeforeReading() throws {
    let folder = try TemporaryFolder()
    let path = folder.path + "/big.vcf"
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: UInt64(VCardParser.maximumFileSize + 1))
    try handle.close()
    #expect(
      throws: VCardError.fileTooLarge(
        path: path, size: VCardParser.maximumFileSize + 1, limit: VCardParser.maximumFileSize)
    ) {
      try VCardParser.load(path: path)
    }
    #expect(throws: VCardError.self) { try VCardParser.load(path: folder.path + "/missing.vcf") }
  }

  @Test func theBundledFileHasOverAThousandInternationalContacts() throws {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Examples/contacts-search/contacts.vcf")
    let (contacts, warnings) = try VCardParser.load(path: url.path)
    #expect(warnings.isEmpty)
    #expect(contacts.count >= 1000)
    #expect(contacts.contains { $0.name == "José Müller" })
    #expect(contacts.contains { $0.name == "山田太郎" })
    #expect(contacts.filter { !$0.name.allSatisfy(\.isASCII) }.count > 300)
  }
}

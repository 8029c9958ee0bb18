import ExampleSupport
import FieldworkUIKit
import Foundation
import Testing

/// `CNContactStore`, as the contacts-search example reads it (`ContactStoreReader`), reads the
/// example's bundled vCard as the examples' own vCard parser does: the same contacts, in the
/// same order, with the same names (as `CNContactFormatter` writes them), phones, e-mails and
/// organisations.
@Suite struct ContactStoreReadsTheExamplesContactsTests {
  @Test func theStoreAndTheExamplesParserReadTheSameContacts() throws {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Examples/contacts-search/contacts.vcf").standardized.path
    let (parsed, _) = try VCardParser.load(path: path)
    let (read, warnings) = try ContactStoreReader.contacts(in: URL(fileURLWithPath: path))
    #expect(read.count == 1158)
    #expect(read == parsed)
    #expect(warnings.isEmpty)
  }
}

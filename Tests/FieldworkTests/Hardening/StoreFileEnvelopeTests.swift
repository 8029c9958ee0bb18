import Fieldwork
import Foundation
import Testing

/// The envelope the SwiftData and Core Data store files share: what it writes, and the reason
/// it gives for each kind of file it will not read, never quoting the file's text.
@Suite struct StoreFileEnvelopeTests {
  struct Notes: StoreFileEnvelope, Equatable {
    var format: String
    var version: Int
    var notes: [String]
  }

  private func reason(_ json: String) -> String? {
    do throws(StoreFileProblem) {
      _ = try Notes.decode(Array(json.utf8), format: "notes", version: 2)
      return nil
    } catch {
      return error.reason
    }
  }

  @Test func aFileReadsBackAsItWasWrittenWithItsKeysSorted() throws {
    let file = Notes(format: "notes", version: 2, notes: ["milk", "bread"])
    let bytes = file.encoded()
    #expect(
      String(decoding: bytes, as: UTF8.self)
        == #"{"format":"notes","notes":["milk","bread"],"version":2}"#)
    #expect(try Notes.decode(bytes, format: "notes", version: 2) == file)
  }

  @Test func anOlderVersionReadsAndANewerOneIsRefused() throws {
    let old = Notes(format: "notes", version: 1, notes: [])
    #expect(try Notes.decode(old.encoded(), format: "notes", version: 2) == old)
    #expect(
      reason(#"{"format":"notes","version":3,"notes":[]}"#)
        == "written by a newer Fieldwork (format version 3)")
  }

  @Test func anotherStoresFileIsRefusedByItsFormat() {
    #expect(
      reason(#"{"format":"fieldwork-coredata","version":1,"notes":[]}"#)
        == "its format is 'fieldwork-coredata', not 'notes'")
  }

  @Test func eachKindOfUnreadableFileHasItsReason() {
    #expect(reason("") == "not a store file (not JSON)")
    #expect(reason("{\"format\": \"notes\",") == "not a store file (not JSON)")
    #expect(reason(#"{"format":"notes","version":1}"#) == "not a store file ('notes' is missing)")
    #expect(
      reason(#"{"format":"notes","version":"one","notes":[]}"#)
        == "not a store file (wrong type at version)")
    #expect(
      reason(#"{"format":"notes","version":1,"notes":null}"#)
        == "not a store file (wrong type at notes)")
  }

  @Test func aReasonNeverQuotesWhatTheFileHolds() throws {
    let secret = "hunter2-pin-4471"
    let reasons = [
      #"{"format":"notes","version":1,"notes":[1, "\#(secret)"]}"#,
      #"{"format":"notes","version":1,"notes":["\#(secret)"], oops}"#,
      #"\#(secret)"#,
    ].map(reason)
    #expect(reasons.allSatisfy { $0 != nil })
    for reason in reasons {
      #expect(!(try #require(reason)).contains("hunter2"))
    }
  }
}

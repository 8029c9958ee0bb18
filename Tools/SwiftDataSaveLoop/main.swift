// Saves to a SwiftData store file in a loop, for the test that kills it at random points of
// a save (SwiftDataCrashTests): each save adds one `SaveLoopTick` and sets the `SaveLoopCounter` to the
// number of ticks, together, so a store holding a half-done save would show the two apart.
//
//   swiftdata-save-loop STORE-PATH
//   swiftdata-save-loop --vcard VCARD-PATH   (the Contacts store: each save adds a contact)
import FieldworkContacts
import FieldworkSwiftData
import Foundation

@Model final class SaveLoopTick {
  var number: Int
  var payload: String
  init(number: Int, payload: String) {
    self.number = number
    self.payload = payload
  }
}

@Model final class SaveLoopCounter {
  var count: Int
  init(count: Int) { self.count = count }
}

let arguments = CommandLine.arguments
if arguments.count == 3, arguments[1] == "--vcard" {
  // Each save adds contact n, named "Contact n" with the phone number n, to the file.
  let store = CNContactStore(vCardFileURL: URL(fileURLWithPath: arguments[2]))
  do {
    var count = try store.unifiedContacts(matching: NSPredicate(value: true), keysToFetch: []).count
    while true {
      count += 1
      let contact = CNMutableContact()
      contact.givenName = "Contact"
      contact.familyName = "\(count)"
      contact.phoneNumbers = [
        CNLabeledValue(
          label: CNLabelPhoneNumberMobile, value: CNPhoneNumber(stringValue: "\(count)"))
      ]
      let request = CNSaveRequest()
      request.add(contact, toContainerWithIdentifier: nil)
      try store.execute(request)
      FileHandle.standardOutput.write(Data("\(count)\n".utf8))
    }
  } catch {
    FileHandle.standardError.write(Data("swiftdata-save-loop: \(error)\n".utf8))
    exit(1)
  }
}
guard arguments.count == 2 else {
  FileHandle.standardError.write(Data("usage: swiftdata-save-loop STORE-PATH\n".utf8))
  exit(2)
}
do {
  let container = try ModelContainer(
    for: SaveLoopTick.self, SaveLoopCounter.self,
    configurations: ModelConfiguration(url: URL(fileURLWithPath: arguments[1])))
  let context = ModelContext(container)
  let counter =
    try context.fetch(FetchDescriptor<SaveLoopCounter>()).first ?? SaveLoopCounter(count: 0)
  context.insert(counter)
  while true {
    let number = counter.count + 1
    // A payload that makes each save write a few more kilobytes.
    context.insert(
      SaveLoopTick(number: number, payload: String(repeating: "\(number % 10)", count: 512)))
    counter.count = number
    try context.save()
    FileHandle.standardOutput.write(Data("\(number)\n".utf8))
  }
} catch {
  FileHandle.standardError.write(Data("swiftdata-save-loop: \(error)\n".utf8))
  exit(1)
}

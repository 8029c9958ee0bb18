// The contacts search tutorial's app: the phone's contacts read through the Contacts
// framework, listed under the tutorial's UISearchBar wrapper and filtered as the person
// types. Written in Swift 5, as the tutorial is; only the import blocks differ from the iOS
// files.
#if canImport(UIKit)
  import Contacts
  import SwiftUI
#else
  import FieldworkUIKit
#endif

class ContactStore: ObservableObject {
  @Published var contacts: [CNContact] = []
  @Published var accessDenied = false

  let store: CNContactStore

  init(store: CNContactStore = CNContactStore()) {
    self.store = store
  }

  func fetchContacts() {
    store.requestAccess(for: .contacts) { granted, error in
      guard granted else {
        DispatchQueue.main.async {
          self.accessDenied = true
        }
        return
      }
      let keys =
        [CNContactGivenNameKey, CNContactFamilyNameKey, CNContactPhoneNumbersKey]
        as [CNKeyDescriptor]
      let request = CNContactFetchRequest(keysToFetch: keys)
      request.sortOrder = .givenName
      var fetched: [CNContact] = []
      do {
        try self.store.enumerateContacts(with: request) { contact, _ in
          fetched.append(contact)
        }
      } catch {
        print("Failed to fetch contacts: \(error)")
      }
      DispatchQueue.main.async {
        self.contacts = fetched
      }
    }
  }
}

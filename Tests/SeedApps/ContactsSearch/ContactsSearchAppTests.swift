import FieldworkUIKit
import Foundation
import Testing

/// The contacts search app, launched whole: it lists the contacts of a vCard file through
/// CNContactStore and filters them as the person types into its UISearchBar wrapper.
@MainActor @Suite struct ContactsSearchAppTests {
  func names(_ app: AppHost<ContactsSearchApp>) throws -> [String] {
    try app.window.inspect().findAll(ContactRow.self).map {
      let contact = try $0.actualView().contact
      return "\(contact.givenName) \(contact.familyName)"
    }
  }

  @Test func theContactsOfTheAddressBookAreListedAndFilteredAsThePersonTypes() async throws {
    let app = try AppHost(ContactsSearchApp.self)
    // The store answers on a queue of its own; the list fills on the main queue's next turn.
    await app.window.settle()
    let all = try names(app)
    #expect(all.count == 40)
    #expect(all.first == "Ada Lovelace")
    let searchBar: UISearchBar = try app.window.inspect().find(SearchBar.self).actualView().uiView()
    searchBar.tap()
    searchBar.type("jos")
    #expect(try names(app) == ["José Müller"])
    #expect(
      try app.window.inspect().find(ContactRow.self).find(text: "+69 488 4853123").string()
        == "+69 488 4853123")
    for _ in 0..<3 { searchBar.deleteBackward() }
    #expect(try names(app).count == 40)
  }

  @Test func aPersonWhoDeniesAccessIsToldWhere() async throws {
    let store = ContactStore(
      store: CNContactStore(vCardFileURL: CNContactStore.defaultFileURL, access: .denied))
    let host = ViewHost { ContentView(contactStore: store) }
    await host.settle()
    #expect(
      try host.inspect().find(text: "Allow access to your contacts in Settings.").string()
        .hasPrefix("Allow"))
    #expect(try host.inspect().findAll(ContactRow.self).isEmpty)
  }
}

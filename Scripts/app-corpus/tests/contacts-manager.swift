// The main flow of a-chernyshova/swift-pg's contacts manager (2023), walked headlessly:
// the contact list searched, the keypad tab's digits typed, a call placed over every tab and
// hung up, both managers shared through `environmentObject`. Run by
// Scripts/app-corpus-check.sh against the app's own sources; none of them is copied here.
import FieldworkUIKit
import Testing

@testable import contacts_manager

@MainActor @Suite struct ContactsManagerWalk {
  @Test func aContactIsSearchedANumberDialledAndTheCallHungUp() throws {
    let app = try AppHost(HT1App.self)
    let screen = app.window
    let contacts = try screen.inspect().find(ContactsScreen.self).actualView().contactsManager
      .contacts
    #expect(contacts.count == 5)
    #expect(try screen.inspect().find(ContactsScreen.self).find(ViewType.ForEach.self).count == 5)

    // The search field filters the list by name.
    let first = contacts[0]
    try screen.inspect().find(ViewType.SearchBar.self).setInput(first.secondName)
    let rows = try screen.inspect().find(ContactsScreen.self).find(ViewType.ForEach.self)
    #expect(rows.count >= 1)
    let name = "\(first.firstName) \(first.secondName)"
    #expect(try screen.inspect().find(text: name).string() == name)

    // The keypad tab: three digits, then the green call button covers every tab.
    let tabs = try screen.inspect().find(ViewType.TabView.self)
    try tabs.select(value: 2)
    for _ in 0..<3 {
      try screen.inspect().find(DigitButton.self) { try $0.actualView().buttonTitle == "5" }
        .button().tap()
    }
    #expect(try screen.inspect().find(text: "555").string() == "555")
    try screen.inspect().find(CallPageActionButton.self) {
      try $0.actualView().buttonImgSystemName == "phone.fill"
    }.button().tap()
    #expect(try screen.inspect().find(text: "calling...").string() == "calling...")
    #expect(try screen.inspect().find(CallPageScreen.self).find(text: "555").string() == "555")

    // Hung up: the call screen goes.
    try screen.inspect().find(CallPageActionButton.self) {
      try $0.actualView().buttonImgSystemName == "phone.down.fill"
    }.button().tap()
    #expect(throws: InspectionError.self) { try screen.inspect().find(CallPageScreen.self) }
  }
}

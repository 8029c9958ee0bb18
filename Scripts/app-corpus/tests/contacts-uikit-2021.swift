// The main flow of nickinade/swiftui-contacts (2021), a SwiftUI app on UIKit's life cycle
// (an app delegate and a scene delegate that hosts a `TabView` in a `UIHostingController`),
// walked headlessly: a contact opened from the list, its phone and e-mail read on the detail
// screen, then the second tab listing everyone's numbers. Run by Scripts/app-corpus-check.sh
// against the app's own sources; none of them is copied here.
import FieldworkUIKit
import Testing

@testable import contacts_uikit_2021

@MainActor @Suite struct ContactsUIKit2021Walk {
  @Test func aContactIsOpenedAndTheNumbersTabListsEveryone() throws {
    let app = try UIApplicationHost(delegate: AppDelegate(), sceneDelegate: { SceneDelegate() })
    #expect(app.scene?.activationState == .foregroundActive)
    let people = DataManager.shared.contacts
    #expect(people.count == 8)
    let tabs = try app.inspect().find(ViewType.TabView.self)
    #expect(try tabs.selectedTab() == AnyHashable(0))
    #expect(try app.inspect().find(ContactListView.self).navigationTitle() == "Contact list")

    // The list: a link per person, opened as a tap does.
    let first = people[0]
    try app.inspect().find(navigationLink: first.fullName).activate()
    let detail = try app.inspect().find(ContactDetailsView.self)
    #expect(try detail.actualView().person == first)
    #expect(try detail.find(text: first.phone).string() == first.phone)
    #expect(try detail.find(text: first.email).string() == first.email)

    // The second tab: every person a section, headed by the name as written.
    try tabs.select(value: 1)
    #expect(try tabs.selectedTab() == AnyHashable(1))
    let numbers = try app.inspect().find(NumbersListView.self)
    #expect(try numbers.findAll(DetailsRow.self).count == people.count * 2)
    #expect(try numbers.find(text: people[7].fullName).string() == people[7].fullName)
  }
}

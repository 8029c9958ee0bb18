// The main flow of Rin-t/SimpleTodoWithSwiftData (2024), a SwiftData to-do app in two tabs,
// walked headlessly: a to-do added through the sheet, ticked off with a tap, filtered with
// the menu, and deleted with its swipe action, its store on disk. Run by
// Scripts/app-corpus-check.sh against the app's own sources; none of them is copied here.
import FieldworkUIKit
import Testing

@testable import todo_swiftdata_tabs

@MainActor @Suite struct TodoSwiftDataTabsWalk {
  @Test func aToDoIsAddedTickedFilteredAndDeleted() throws {
    let app = try AppHost(SimpleTodoWithSwiftDataApp.self)
    let screen = app.window
    #expect(try screen.inspect().findAll(TodoCardView.self).isEmpty)
    #expect(try screen.inspect().find(ViewType.TabView.self).selectedTab() == AnyHashable(0))

    // The plus button opens the sheet; its add button is disabled until there is text.
    try screen.inspect().find(ActivateButtonView.self).find(ViewType.Button.self).tap()
    let sheet = try screen.inspect().find(AddTodoView.self)
    #expect(try sheet.find(button: "追加").isDisabled())
    try sheet.find(ViewType.TextField.self).setInput("牛乳を買う")
    try screen.inspect().find(AddTodoView.self).find(button: "追加").tap()
    #expect(throws: InspectionError.self) { try screen.inspect().find(AddTodoView.self) }
    #expect(try screen.inspect().find(text: "牛乳を買う").string() == "牛乳を買う")
    #expect(try screen.inspect().find(text: "カテゴリなし").string() == "カテゴリなし")

    // A tap ticks it off; the menu's filters show it or not.
    try screen.inspect().find(TodoCardView.self).callOnTapGesture()
    #expect(try screen.inspect().find(TodoCardView.self).find(ViewType.Image.self).actualImage()
      .systemName == "checkmark.square")
    try screen.inspect().find(button: "未完了のみ").tap()
    #expect(try screen.inspect().findAll(TodoCardView.self).isEmpty)
    #expect(try screen.inspect().find(ViewType.Menu.self).labelView().text().string() == "未完了のみ")
    try screen.inspect().find(button: "完了のみ").tap()
    #expect(try screen.inspect().findAll(TodoCardView.self).count == 1)

    // Its swipe action deletes it.
    try screen.inspect().find(ViewType.Button.self) {
      (try? $0.labelView().image().actualImage().systemName) == "trash"
    }.tap()
    #expect(try screen.inspect().findAll(TodoCardView.self).isEmpty)
  }
}

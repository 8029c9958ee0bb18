import FieldworkUIKit
import Testing

/// The to-do screen's sheet, confirmation, alert and push, driven through ViewInspector's
/// presentation API.
@MainActor @Suite struct PresentationTests {
  static let entries = [TodoEntry(title: "Buy milk", notes: "Oat"), TodoEntry(title: "Call Ada")]

  func titles(_ host: ViewHost<TodoAppScreen>) throws -> [String] {
    try host.inspect().find(ViewType.List.self).findAll(ViewType.NavigationLink.self).map {
      try $0.labelView().text().string()
    }
  }

  @Test func theAddButtonPresentsASheetThatSavesAndDismissesItself() throws {
    let host = ViewHost { TodoAppScreen(entries: Self.entries) }
    #expect(throws: InspectionError.self) { try host.inspect().find(ViewType.Sheet.self) }
    try host.inspect().find(button: "Add").tap()
    let sheet = try host.inspect().find(ViewType.Sheet.self)
    #expect(try sheet.find(button: "Save").isDisabled())
    try sheet.find(ViewType.TextField.self).setInput("Water plants")
    try sheet.find(button: "Save").tap()
    #expect(try titles(host) == ["Buy milk", "Call Ada", "Water plants"])
    #expect(throws: InspectionError.self) { try host.inspect().find(ViewType.Sheet.self) }
  }

  @Test func cancellingTheSheetAddsNothing() throws {
    let host = ViewHost { TodoAppScreen(entries: Self.entries) }
    try host.inspect().find(button: "Add").tap()
    try host.inspect().find(ViewType.Sheet.self).find(ViewType.TextField.self).setInput("Nap")
    try host.inspect().find(ViewType.Sheet.self).find(button: "Cancel").tap()
    #expect(try titles(host) == ["Buy milk", "Call Ada"])
  }

  @Test func swipingTheSheetAwayDismissesItAsItsBindingSays() throws {
    let host = ViewHost { TodoAppScreen(entries: Self.entries) }
    try host.inspect().find(button: "Add").tap()
    try host.inspect().find(ViewType.List.self).sheet().dismiss()
    #expect(throws: InspectionError.self) { try host.inspect().find(ViewType.List.self).sheet() }
  }

  @Test func deletingAsksForConfirmationFirst() throws {
    let host = ViewHost { TodoAppScreen(entries: Self.entries) }
    try host.inspect().find(ViewType.List.self).findAll(ViewType.Button.self)[0].tap()
    let dialog = try host.inspect().find(ViewType.List.self).confirmationDialog()
    #expect(try dialog.title().string() == "Delete this item?")
    #expect(try dialog.titleVisibility() == .visible)
    #expect(try dialog.message().text().string() == "You cannot undo this.")
    #expect(try titles(host) == ["Buy milk", "Call Ada"])
    try dialog.actions().button(0).tap()
    #expect(try titles(host) == ["Call Ada"])
    // A dialog's button dismisses it after its action.
    #expect(throws: InspectionError.self) {
      try host.inspect().find(ViewType.List.self).confirmationDialog()
    }
  }

  @Test func cancellingTheConfirmationKeepsTheItem() throws {
    let host = ViewHost { TodoAppScreen(entries: Self.entries) }
    try host.inspect().find(ViewType.List.self).findAll(ViewType.Button.self)[1].tap()
    try host.inspect().find(ViewType.ConfirmationDialog.self).find(button: "Cancel").tap()
    #expect(try titles(host) == ["Buy milk", "Call Ada"])
  }

  @Test func addingADuplicateShowsAnAlertWhoseButtonDismissesIt() throws {
    let host = ViewHost { TodoAppScreen(entries: Self.entries) }
    try host.inspect().find(button: "Add").tap()
    try host.inspect().find(ViewType.Sheet.self).find(ViewType.TextField.self).setInput("Call Ada")
    try host.inspect().find(ViewType.Sheet.self).find(button: "Save").tap()
    let alert = try host.inspect().find(ViewType.Alert.self)
    #expect(try alert.title().string() == "Not added")
    #expect(
      try alert.message().text().string() == "\u{201C}Call Ada\u{201D} is on the list already.")
    #expect(try alert.primaryButton().labelView().string() == "OK")
    try alert.primaryButton().tap()
    #expect(throws: InspectionError.self) { try host.inspect().find(ViewType.Alert.self) }
  }

  @Test func aRowPushesItsDetailAndTheDetailPopsItself() throws {
    let host = ViewHost { TodoAppScreen(entries: Self.entries) }
    let link = try host.inspect().find(navigationLink: "Buy milk")
    #expect(try link.value(TodoEntry.self).title == "Buy milk")
    try link.activate()
    let detail = try host.inspect().find(TodoDetailView.self)
    #expect(try detail.find(text: "Oat").string() == "Oat")
    #expect(try detail.navigationTitle() == "Buy milk")
    try detail.find(button: "Back").tap()
    #expect(try host.inspect().findAll(TodoDetailView.self).isEmpty)
  }

  @Test func thePresentationsAreInThePrintedTree() throws {
    let host = ViewHost { TodoAppScreen(entries: Self.entries) }
    try host.inspect().find(button: "Add").tap()
    #expect(host.tree.contains("sheet: Sheet"))
  }
}

// The main flow of Carlos-Morgado/notes-swiftui (2024), a notes app on SwiftData with an
// `@Observable` view model, walked headlessly: a note created in the full-screen sheet, opened
// from the list, renamed, and deleted, its store on disk. Run by Scripts/app-corpus-check.sh
// against the app's own sources; none of them is copied here.
import FieldworkUIKit
import Testing

@testable import notes_swiftdata_2024

@MainActor @Suite struct NotesSwiftData2024Walk {
  @Test func aNoteIsCreatedOpenedRenamedAndDeleted() throws {
    let app = try AppHost(Notes_swiftuiApp.self)
    let screen = app.window
    #expect(try screen.inspect().navigationTitle() == "Notas")
    #expect(try screen.inspect().findAll(ViewType.NavigationLink.self).isEmpty)

    // "Crear nota" covers the screen with the form.
    try screen.inspect().find(button: "Crear nota").tap()
    let form = try screen.inspect().find(CreateNoteView.self)
    let fields = try form.findAll(ViewType.TextField.self)
    try fields[0].setInput("Compra")
    try fields[1].setInput("Leche y pan")
    try screen.inspect().find(CreateNoteView.self).find(button: "Crear Nota").tap()
    #expect(throws: InspectionError.self) { try screen.inspect().find(CreateNoteView.self) }
    #expect(try screen.inspect().find(text: "Compra").string() == "Compra")
    #expect(try screen.inspect().find(text: "Leche y pan").string() == "Leche y pan")

    // Opened from the list, renamed, saved.
    try screen.inspect().find(ViewType.NavigationLink.self).activate()
    let editor = try screen.inspect().find(UpdateNoteView.self)
    #expect(try editor.navigationTitle() == "Modificar nota")
    try editor.findAll(ViewType.TextField.self)[0].setInput("Compra semanal")
    try screen.inspect().find(UpdateNoteView.self).find(button: "Guardar Nota").tap()
    #expect(throws: InspectionError.self) { try screen.inspect().find(UpdateNoteView.self) }
    #expect(try screen.inspect().find(text: "Compra semanal").string() == "Compra semanal")

    // Opened again and deleted.
    try screen.inspect().find(ViewType.NavigationLink.self).activate()
    try screen.inspect().find(UpdateNoteView.self).find(button: "Eliminar nota").tap()
    #expect(try screen.inspect().findAll(ViewType.NavigationLink.self).isEmpty)
  }
}

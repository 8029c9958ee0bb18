// A to-do screen built around a view model, as real apps build one: a list that pushes a
// detail screen, an add-item sheet, a delete confirmation and an alert. Written for iOS; only
// the import block differs.
#if canImport(UIKit)
  import Combine
  import SwiftUI
  import UIKit
#else
  import FieldworkUIKit
#endif

struct TodoEntry: Identifiable, Hashable {
  var id = UUID()
  var title: String
  var notes = ""
}

final class TodoStore: ObservableObject {
  @Published private(set) var entries: [TodoEntry]
  @Published var lastError: String?

  init(entries: [TodoEntry]) {
    self.entries = entries
  }

  func add(_ title: String) {
    guard !entries.contains(where: { $0.title == title }) else {
      lastError = "\u{201C}\(title)\u{201D} is on the list already."
      return
    }
    entries.append(TodoEntry(title: title))
  }

  func delete(_ entry: TodoEntry) {
    entries.removeAll { $0.id == entry.id }
  }
}

struct TodoAppScreen: View {
  @StateObject private var store: TodoStore
  @State private var isAdding = false
  @State private var isConfirmingDeletion = false
  @State private var pendingDeletion: TodoEntry?

  init(entries: [TodoEntry]) {
    _store = StateObject(wrappedValue: TodoStore(entries: entries))
  }

  var body: some View {
    NavigationStack {
      List {
        ForEach(store.entries) { entry in
          HStack {
            NavigationLink(value: entry) { Text(entry.title) }
            Button("Delete", role: .destructive) {
              pendingDeletion = entry
              isConfirmingDeletion = true
            }
          }
        }
      }
      .navigationTitle("To-do")
      .toolbar {
        ToolbarItem(placement: .primaryAction) {
          Button("Add") { isAdding = true }
        }
      }
      .navigationDestination(for: TodoEntry.self) { entry in
        TodoDetailView(entry: entry)
      }
      .sheet(isPresented: $isAdding) {
        AddTodoSheet { store.add($0) }
      }
      .confirmationDialog(
        "Delete this item?", isPresented: $isConfirmingDeletion, titleVisibility: .visible,
        presenting: pendingDeletion
      ) { entry in
        Button("Delete \u{201C}\(entry.title)\u{201D}", role: .destructive) { store.delete(entry) }
        Button("Cancel", role: .cancel) {}
      } message: { _ in
        Text("You cannot undo this.")
      }
      .alert(isPresented: Binding(isPresent: $store.lastError)) {
        Alert(title: Text("Not added"), message: Text(store.lastError ?? ""))
      }
    }
  }
}

struct AddTodoSheet: View {
  @Environment(\.dismiss) private var dismiss
  @State private var title = ""
  let onSave: (String) -> Void

  var body: some View {
    NavigationStack {
      Form {
        TextField("Title", text: $title)
      }
      .navigationTitle("New item")
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Cancel") { dismiss() }
        }
        ToolbarItem(placement: .confirmationAction) {
          Button("Save") {
            onSave(title)
            dismiss()
          }
          .disabled(title.isEmpty)
        }
      }
    }
  }
}

struct TodoDetailView: View {
  @Environment(\.dismiss) private var dismiss
  let entry: TodoEntry

  var body: some View {
    VStack {
      Text(entry.title).font(.title)
      Text(entry.notes.isEmpty ? "No notes" : entry.notes)
      Button("Back") { dismiss() }
    }
    .navigationTitle(entry.title)
  }
}

// A whole app as Xcode's template starts one: `@main struct …: App` with a store owned by
// the app, the scene phase watched to save, and a window of a list with a form. (Not
// `@main` here: a test target has its own entry point.) AppHostTests launch it.
#if canImport(UIKit)
  import SwiftUI
#else
  import FieldworkUIKit
#endif

final class NoteStore: ObservableObject {
  @Published var notes: [String] = ["Buy milk"]
  private(set) var saves: [[String]] = []

  func save() { saves.append(notes) }
}

struct NotesApp: App {
  @StateObject private var store = NoteStore()
  @Environment(\.scenePhase) private var scenePhase
  @State private var phases: [ScenePhase] = []

  var body: some Scene {
    WindowGroup {
      NotesScreen()
        .environmentObject(store)
    }
    .onChange(of: scenePhase) { _, phase in
      if phase == .background { store.save() }
    }
  }
}

struct NotesScreen: View {
  @EnvironmentObject var store: NoteStore
  @Environment(\.scenePhase) private var scenePhase
  @State private var draft = ""

  var body: some View {
    NavigationStack {
      List {
        ForEach(store.notes, id: \.self) { note in
          Text(note)
        }
        .onDelete { store.notes.remove(atOffsets: $0) }
      }
      .navigationTitle("Notes")
      TextField("New note", text: $draft)
      Button("Add") {
        store.notes.append(draft)
        draft = ""
      }
      .disabled(draft.isEmpty)
      Text(scenePhase == .active ? "Active" : "Not active")
    }
  }
}

/// An app whose body declares only a Mac's settings window: nothing an iPhone shows.
struct SettingsOnlyApp: App {
  var body: some Scene {
    Settings {
      Text("Preferences")
    }
  }
}

/// An app that keeps state of its own and hands a binding to its window.
struct OnboardingApp: App {
  @State private var onboarded = false

  var body: some Scene {
    WindowGroup("Main") {
      if onboarded {
        Text("Welcome back")
      } else {
        Button("Get started") { onboarded = true }
      }
    }
    Settings { Text("Preferences") }
  }
}

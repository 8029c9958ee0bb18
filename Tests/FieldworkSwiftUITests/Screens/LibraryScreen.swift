// A library screen, written for iOS 17: an @Observable model kept in @State and passed down
// the environment, @Bindable fields, a searchable navigation stack with a toolbar, sections
// over the data, and a task that loads.
#if canImport(UIKit)
  import SwiftUI
  import UIKit
#else
  import FieldworkUIKit
#endif

struct Book: Identifiable, Hashable {
  let id: Int
  var title: String
  var author: String
  var isFavorite = false
}

@MainActor @Observable final class Library {
  var books: [Book] = []
  var isLoading = false
  var loads = 0

  func load() async {
    isLoading = true
    await Task.yield()
    books = [
      Book(id: 1, title: "Dune", author: "Frank Herbert"),
      Book(id: 2, title: "Emma", author: "Jane Austen", isFavorite: true),
      Book(id: 3, title: "Ulysses", author: "James Joyce"),
    ]
    loads += 1
    isLoading = false
  }

  func matches(_ query: String) -> [Book] {
    query.isEmpty ? books : books.filter { $0.title.localizedCaseInsensitiveContains(query) }
  }
}

struct LibraryView: View {
  @State private var library = Library()
  @State private var query = ""
  @State private var submitted: [String] = []
  @State private var showsFavoritesOnly = false

  var body: some View {
    NavigationStack {
      List {
        Section("Favorites") {
          ForEach(library.matches(query).filter(\.isFavorite)) { book in
            BookRow(book: book)
          }
        }
        if !showsFavoritesOnly {
          Section {
            ForEach(library.matches(query).filter { !$0.isFavorite }) { book in
              BookRow(book: book)
            }
          } header: {
            Text("Others")
          }
        }
        if library.isLoading {
          ProgressView("Loading")
        }
      }
      .navigationTitle("Library")
      .searchable(text: $query, prompt: "Title")
      .onSubmit(of: .search) { submitted.append(query) }
      .toolbar {
        ToolbarItem(placement: .navigationBarTrailing) {
          Button(showsFavoritesOnly ? "All" : "Favorites") {
            showsFavoritesOnly.toggle()
          }
        }
      }
      .task { await library.load() }
      .overlay {
        if submitted.count > 0 {
          Text("Searched \(submitted.count) times").accessibilityIdentifier("searches")
        }
      }
    }
    .environment(library)
  }
}

struct BookRow: View {
  let book: Book
  @Environment(Library.self) private var library

  var body: some View {
    HStack {
      VStack(alignment: .leading) {
        Text(book.title).font(.headline)
        Text(book.author).font(.subheadline).foregroundStyle(.secondary)
      }
      Spacer()
      Button {
        if let index = library.books.firstIndex(where: { $0.id == book.id }) {
          library.books[index].isFavorite.toggle()
        }
      } label: {
        Image(systemName: book.isFavorite ? "star.fill" : "star")
      }
      .accessibilityLabel("Favorite \(book.title)")
    }
  }
}

struct BookEditor: View {
  @Bindable var library: Library
  let index: Int

  var body: some View {
    Form {
      TextField("Title", text: $library.books[index].title)
      TextField("Author", text: $library.books[index].author)
      Toggle("Favorite", isOn: $library.books[index].isFavorite)
    }
  }
}

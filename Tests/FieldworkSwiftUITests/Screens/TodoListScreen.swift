// The to-do tutorial's screen, written for iOS: a title row with an add button, the
// tutorial's UISearchBar wrapper pulled up under it, and a list filtered by what is typed,
// whose rows can be deleted. Only the import block differs from the iOS file.
#if canImport(UIKit)
  import SwiftUI
  import UIKit
#else
  import FieldworkUIKit
#endif

struct ToDoItem: Identifiable {
  var id = UUID()
  var name: String
  var isDone = false
}

struct SearchBar: UIViewRepresentable {
  @Binding var text: String

  class Coordinator: NSObject, UISearchBarDelegate {
    @Binding var text: String

    init(text: Binding<String>) {
      _text = text
    }

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
      text = searchText
    }
  }

  func makeCoordinator() -> SearchBar.Coordinator {
    return Coordinator(text: $text)
  }

  func makeUIView(context: UIViewRepresentableContext<SearchBar>) -> UISearchBar {
    let searchBar = UISearchBar(frame: .zero)
    searchBar.delegate = context.coordinator
    searchBar.searchBarStyle = .minimal
    searchBar.autocapitalizationType = .none
    return searchBar
  }

  func updateUIView(_ uiView: UISearchBar, context: UIViewRepresentableContext<SearchBar>) {
    uiView.text = text
  }
}

struct ContentView: View {
  @State private var searchText = ""
  /// The title's size, growing with the person's text size (the audit's `.dynamicType`
  /// found the fixed 40 points the tutorial had).
  @ScaledMetric(relativeTo: .largeTitle) private var titleSize = 40.0
  @State var todoItems = [
    ToDoItem(name: "Meet Eddie for lunch"),
    ToDoItem(name: "Buy toilet paper"),
    ToDoItem(name: "Write a new tutorial"),
    ToDoItem(name: "Buy two bottles of wine"),
    ToDoItem(name: "Prepare the presentation deck"),
  ]

  var body: some View {
    VStack {
      HStack {
        Text("ToDo List")
          .font(.system(size: titleSize, weight: .black, design: .rounded))
          .accessibilityAddTraits(.isHeader)
        Spacer()
        Button(action: {
          todoItems.append(ToDoItem(name: "New item"))
        }) {
          Image(systemName: "plus.circle.fill")
            .font(.largeTitle)
            .foregroundColor(.purple)
        }
        // An icon alone is no description: the audit's `.sufficientElementDescription`.
        .accessibilityLabel("Add item")
      }
      .padding()

      SearchBar(text: $searchText)
        .padding(.top, -20)

      List {
        ForEach(todoItems.filter({ searchText.isEmpty ? true : $0.name.contains(searchText) })) {
          item in
          TodoListRow(item: item)
        }
        .onDelete(perform: deleteItems)
      }
      .listStyle(.plain)
    }
  }

  private func deleteItems(at offsets: IndexSet) {
    let shown = todoItems.filter { searchText.isEmpty ? true : $0.name.contains(searchText) }
    let ids = offsets.map { shown[$0].id }
    todoItems.removeAll { ids.contains($0.id) }
  }
}

struct TodoListRow: View {
  var item: ToDoItem

  var body: some View {
    HStack {
      Text(item.name)
      Spacer()
      if item.isDone {
        Image(systemName: "checkmark")
          .foregroundColor(.green)
      }
    }
  }
}

struct ContentView_Previews: PreviewProvider {
  static var previews: some View {
    ContentView()
  }
}

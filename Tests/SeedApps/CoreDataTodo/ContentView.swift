#if canImport(UIKit)
  import CoreData
  import SwiftUI
  import UIKit
#else
  import FieldworkUIKit
#endif

struct ContentView: View {
  @Environment(\.managedObjectContext) var context
  @State private var showNewTask = false
  @State private var searchText = ""

  var body: some View {
    ZStack {
      VStack {
        HStack {
          Text("ToDo List")
            .font(.system(size: 40, weight: .black, design: .rounded))

          Spacer()

          Button(action: {
            self.showNewTask = true
          }) {
            Image(systemName: "plus.circle.fill")
              .font(.largeTitle)
              .foregroundColor(.purple)
          }
          .accessibilityLabel("Add")
        }
        .padding()

        SearchBar(text: $searchText)
          .padding(.top, -20)

        FilteredList(searchText)
      }

      if showNewTask {
        BlankView(bgColor: .black)
          .opacity(0.5)
          .onTapGesture {
            self.showNewTask = false
          }

        NewToDoView(isShow: $showNewTask, name: "", priority: .normal)
          .transition(.move(edge: .bottom))
          .animation(
            .interpolatingSpring(stiffness: 200.0, damping: 25.0, initialVelocity: 10.0),
            value: showNewTask)
      }
    }
  }
}

struct FilteredList: View {
  @Environment(\.managedObjectContext) var context
  @FetchRequest var todoItems: FetchedResults<ToDoItem>

  init(_ searchText: String) {
    let predicate =
      searchText.isEmpty
      ? NSPredicate(value: true) : NSPredicate(format: "name CONTAINS[c] %@", searchText)

    self._todoItems = FetchRequest(
      entity: ToDoItem.entity(),
      sortDescriptors: [NSSortDescriptor(keyPath: \ToDoItem.priorityNum, ascending: false)],
      predicate: predicate,
      animation: .default)
  }

  var body: some View {
    List {
      ForEach(todoItems) { todoItem in
        ToDoListRow(todoItem: todoItem)
      }
      .onDelete(perform: deleteTask)
    }
    .listStyle(.plain)
  }

  private func deleteTask(indexSet: IndexSet) {
    for index in indexSet {
      let itemToDelete = todoItems[index]
      context.delete(itemToDelete)
    }

    DispatchQueue.main.async {
      do {
        try context.save()
      } catch {
        print(error)
      }
    }
  }
}

struct BlankView: View {
  var bgColor: Color

  var body: some View {
    VStack {
      Spacer()
    }
    .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
    .background(bgColor)
    .edgesIgnoringSafeArea(.all)
  }
}

struct ToDoListRow: View {
  @Environment(\.managedObjectContext) var context
  @ObservedObject var todoItem: ToDoItem

  var body: some View {
    Toggle(isOn: $todoItem.isComplete) {
      HStack {
        Text(todoItem.name)
          .strikethrough(todoItem.isComplete, color: .black)
          .bold()
          .animation(.default, value: todoItem.isComplete)

        Spacer()

        Circle()
          .frame(width: 10, height: 10)
          .foregroundColor(self.color(for: todoItem.priority))
      }
    }
    .onReceive(todoItem.objectWillChange) { _ in
      if self.context.hasChanges {
        try? self.context.save()
      }
    }
  }

  private func color(for priority: Priority) -> Color {
    switch priority {
    case .high: return .red
    case .normal: return .orange
    case .low: return .green
    }
  }
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

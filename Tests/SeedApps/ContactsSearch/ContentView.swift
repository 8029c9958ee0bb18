#if canImport(UIKit)
  import Contacts
  import SwiftUI
  import UIKit
#else
  import FieldworkUIKit
#endif

// `@main` on iOS; a test target has its own entry point.
struct ContactsSearchApp: App {
  var body: some Scene {
    WindowGroup {
      ContentView()
    }
  }
}

struct ContentView: View {
  @StateObject var contactStore = ContactStore()
  @State private var searchText = ""

  var filteredContacts: [CNContact] {
    if searchText.isEmpty {
      return contactStore.contacts
    }
    return contactStore.contacts.filter { contact in
      let name = "\(contact.givenName) \(contact.familyName)"
      return name.localizedCaseInsensitiveContains(searchText)
    }
  }

  var body: some View {
    NavigationView {
      VStack {
        SearchBar(text: $searchText)
        if contactStore.accessDenied {
          Text("Allow access to your contacts in Settings.")
        }
        List(filteredContacts, id: \.identifier) { contact in
          ContactRow(contact: contact)
        }
      }
      .navigationBarTitle("Contacts")
    }
    .onAppear {
      contactStore.fetchContacts()
    }
  }
}

struct ContactRow: View {
  let contact: CNContact

  var body: some View {
    VStack(alignment: .leading) {
      Text("\(contact.givenName) \(contact.familyName)")
        .font(.headline)
      if let phone = contact.phoneNumbers.first {
        Text(phone.value.stringValue)
          .font(.subheadline)
          .foregroundColor(.gray)
      }
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

    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
      searchBar.resignFirstResponder()
    }
  }

  func makeCoordinator() -> Coordinator {
    return Coordinator(text: $text)
  }

  func makeUIView(context: UIViewRepresentableContext<SearchBar>) -> UISearchBar {
    let searchBar = UISearchBar(frame: .zero)
    searchBar.delegate = context.coordinator
    searchBar.placeholder = "Search contacts"
    searchBar.autocapitalizationType = .none
    return searchBar
  }

  func updateUIView(_ uiView: UISearchBar, context: UIViewRepresentableContext<SearchBar>) {
    uiView.text = text
  }
}

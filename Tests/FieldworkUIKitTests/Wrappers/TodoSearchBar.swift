// The to-do tutorial's search bar, written for iOS: the cancel button shows while editing,
// and cancel clears the text and dismisses the keyboard.
#if canImport(UIKit)
  import SwiftUI
  import UIKit
#else
  import FieldworkUIKit
#endif

struct TodoSearchBar: UIViewRepresentable {
  @Binding var text: String
  var placeholder: String

  class Coordinator: NSObject, UISearchBarDelegate {
    @Binding var text: String

    init(text: Binding<String>) {
      _text = text
    }

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
      text = searchText
    }

    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
      searchBar.setShowsCancelButton(true, animated: true)
    }

    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
      searchBar.text = ""
      text = ""
      searchBar.setShowsCancelButton(false, animated: true)
      searchBar.endEditing(true)
    }

    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
      searchBar.resignFirstResponder()
    }
  }

  func makeCoordinator() -> Coordinator {
    Coordinator(text: $text)
  }

  func makeUIView(context: Context) -> UISearchBar {
    let searchBar = UISearchBar(frame: .zero)
    searchBar.delegate = context.coordinator
    searchBar.placeholder = placeholder
    searchBar.searchBarStyle = .minimal
    searchBar.autocapitalizationType = .none
    searchBar.isTranslucent = true
    return searchBar
  }

  func updateUIView(_ uiView: UISearchBar, context: Context) {
    if uiView.text != text {
      uiView.text = text
    }
  }
}

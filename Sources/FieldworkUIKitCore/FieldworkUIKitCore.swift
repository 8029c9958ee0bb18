// UIKit's names over Fieldwork's headless controls: UITextField, UISearchBar, UITextView,
// their delegates and text-input protocols, UIView and the controls around them, and the
// application, scene and window classes. Built on the core alone (no view graph);
// `FieldworkUIKit`, the one import, re-exports it with SwiftUI's views and the bridges.

@_exported import Fieldwork
@_exported import Foundation

#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif

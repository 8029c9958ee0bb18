// FieldworkUIKit gives Fieldwork's models UIKit's and SwiftUI's own names, so that a wrapper
// written for iOS compiles and behaves the same against them:
//
//   #if canImport(UIKit)
//   import SwiftUI
//   import UIKit
//   #else
//   import FieldworkUIKit
//   #endif
//
// It is a naming and typing layer: every behaviour lives in Fieldwork's headless controls
// (`HeadlessTextField`, `HeadlessSearchBar`), which these types own and forward to.

@_exported import Fieldwork
@_exported import FieldworkContacts
@_exported import FieldworkCoreData
@_exported import FieldworkSwiftData
@_exported import FieldworkSwiftUI
@_exported import FieldworkUIKitCore
@_exported import Foundation

// On Linux, `URLSession`, `URLRequest` and `HTTPURLResponse` live in FoundationNetworking;
// on Apple's platforms Foundation has them. The one import brings them either way.
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif

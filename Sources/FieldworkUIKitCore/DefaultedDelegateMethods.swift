import Foundation

/// Which optional delegate methods a delegate left to the defaults: how to notice a method
/// whose signature misses UIKit's by a label.
///
/// UIKit's delegate methods are optional. Here they are protocol requirements with default
/// implementations, so a method written with a slightly different signature
/// (`textFieldDidChangeSelection(textField:)` for `textFieldDidChangeSelection(_:)`) compiles
/// and is silently never called, as on iOS (where an `@objc` selector that misses is just as
/// silent). Each default records its use here, by the delegate's type, so a test can ask:
///
/// ```swift
/// host.view.type("a")
/// #expect(!DefaultedDelegateMethods.used(by: Coordinator.self)
///   .contains("textFieldDidChangeSelection(_:)"))
/// ```
///
/// With the environment variable `FIELDWORK_REPORT_DEFAULTED_DELEGATE_METHODS=1`, the first
/// use of each default by each delegate type is also printed to standard error.
@MainActor
public enum DefaultedDelegateMethods {
  /// For each delegate type, a bit per method of ``methods`` it left to the default.
  private static var used: [ObjectIdentifier: UInt64] = [:]
  private static let reports =
    ProcessInfo.processInfo.environment["FIELDWORK_REPORT_DEFAULTED_DELEGATE_METHODS"] == "1"

  /// The delegate methods (`"textFieldDidChangeSelection(_:)"`) that delegates of `type` left
  /// to the defaults so far, in any instance.
  public static func used(by type: AnyObject.Type) -> Set<String> {
    let bits = used[ObjectIdentifier(type)] ?? 0
    return Set(Method.allCases.filter { bits & (1 << $0.rawValue) != 0 }.map(\.name))
  }

  /// Forgets what was recorded (between tests, say).
  public static func reset() {
    used = [:]
  }

  /// Records that `delegate` left `method` to its default: a dictionary look-up by the
  /// delegate's type, cheap enough for every keystroke.
  static func record(_ method: Method, for delegate: AnyObject) {
    let key = ObjectIdentifier(type(of: delegate))
    let bit: UInt64 = 1 << method.rawValue
    let before = used[key] ?? 0
    guard before & bit == 0 else { return }
    used[key] = before | bit
    guard reports else { return }
    let message =
      "Fieldwork: \(type(of: delegate)) leaves \(method.protocolName).\(method.name) to the "
      + "default. If it declares a method meant to be this one, that method's signature "
      + "differs from UIKit's and is never called.\n"
    FileHandle.standardError.write(Data(message.utf8))
  }

  /// The optional methods of UIKit's delegate protocols.
  enum Method: Int, CaseIterable {
    case textFieldShouldBeginEditing, textFieldDidBeginEditing, textFieldShouldEndEditing
    case textFieldDidEndEditing, textFieldDidEndEditingReason, textFieldShouldChangeCharacters
    case textFieldDidChangeSelection, textFieldShouldClear, textFieldShouldReturn
    case searchBarShouldBeginEditing, searchBarTextDidBeginEditing, searchBarShouldEndEditing
    case searchBarTextDidEndEditing, searchBarTextDidChange, searchBarShouldChangeText
    case searchBarSearchButtonClicked, searchBarBookmarkButtonClicked
    case searchBarCancelButtonClicked, searchBarResultsListButtonClicked
    case searchBarSelectedScopeButtonIndexDidChange
    case textViewShouldBeginEditing, textViewDidBeginEditing, textViewShouldEndEditing
    case textViewDidEndEditing, textViewShouldChangeText, textViewDidChange
    case textViewDidChangeSelection

    /// The protocol the method belongs to.
    var protocolName: String {
      switch self {
      case .textFieldShouldBeginEditing, .textFieldDidBeginEditing, .textFieldShouldEndEditing,
        .textFieldDidEndEditing, .textFieldDidEndEditingReason, .textFieldShouldChangeCharacters,
        .textFieldDidChangeSelection, .textFieldShouldClear, .textFieldShouldReturn:
        "UITextFieldDelegate"
      case .textViewShouldBeginEditing, .textViewDidBeginEditing, .textViewShouldEndEditing,
        .textViewDidEndEditing, .textViewShouldChangeText, .textViewDidChange,
        .textViewDidChangeSelection:
        "UITextViewDelegate"
      default: "UISearchBarDelegate"
      }
    }

    /// The method's name, as Swift spells it.
    var name: String {
      switch self {
      case .textFieldShouldBeginEditing: "textFieldShouldBeginEditing(_:)"
      case .textFieldDidBeginEditing: "textFieldDidBeginEditing(_:)"
      case .textFieldShouldEndEditing: "textFieldShouldEndEditing(_:)"
      case .textFieldDidEndEditing: "textFieldDidEndEditing(_:)"
      case .textFieldDidEndEditingReason: "textFieldDidEndEditing(_:reason:)"
      case .textFieldShouldChangeCharacters:
        "textField(_:shouldChangeCharactersIn:replacementString:)"
      case .textFieldDidChangeSelection: "textFieldDidChangeSelection(_:)"
      case .textFieldShouldClear: "textFieldShouldClear(_:)"
      case .textFieldShouldReturn: "textFieldShouldReturn(_:)"
      case .searchBarShouldBeginEditing: "searchBarShouldBeginEditing(_:)"
      case .searchBarTextDidBeginEditing: "searchBarTextDidBeginEditing(_:)"
      case .searchBarShouldEndEditing: "searchBarShouldEndEditing(_:)"
      case .searchBarTextDidEndEditing: "searchBarTextDidEndEditing(_:)"
      case .searchBarTextDidChange: "searchBar(_:textDidChange:)"
      case .searchBarShouldChangeText: "searchBar(_:shouldChangeTextIn:replacementText:)"
      case .searchBarSearchButtonClicked: "searchBarSearchButtonClicked(_:)"
      case .searchBarBookmarkButtonClicked: "searchBarBookmarkButtonClicked(_:)"
      case .searchBarCancelButtonClicked: "searchBarCancelButtonClicked(_:)"
      case .searchBarResultsListButtonClicked: "searchBarResultsListButtonClicked(_:)"
      case .searchBarSelectedScopeButtonIndexDidChange:
        "searchBar(_:selectedScopeButtonIndexDidChange:)"
      case .textViewShouldBeginEditing: "textViewShouldBeginEditing(_:)"
      case .textViewDidBeginEditing: "textViewDidBeginEditing(_:)"
      case .textViewShouldEndEditing: "textViewShouldEndEditing(_:)"
      case .textViewDidEndEditing: "textViewDidEndEditing(_:)"
      case .textViewShouldChangeText: "textView(_:shouldChangeTextIn:replacementText:)"
      case .textViewDidChange: "textViewDidChange(_:)"
      case .textViewDidChangeSelection: "textViewDidChangeSelection(_:)"
      }
    }
  }
}

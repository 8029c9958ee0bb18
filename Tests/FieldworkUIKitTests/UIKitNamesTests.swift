import FieldworkTesting
import FieldworkUIKit
import Testing

/// Records a search bar's UIKit delegate calls.
@MainActor final class UIKitBarLog: NSObject, UISearchBarDelegate {
  var lines: [String] = []
  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
    lines.append("shouldBegin")
    return true
  }
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { lines.append("didBegin") }
  func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool {
    lines.append("shouldEnd")
    return true
  }
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { lines.append("didEnd") }
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
    lines.append("textDidChange \(searchText)")
  }
  func searchBar(
    _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool {
    lines.append("shouldChange(\(range.location),\(range.length),\(text))")
    return true
  }
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { lines.append("search") }
  func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) { lines.append("bookmark") }
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { lines.append("cancel") }
  func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) { lines.append("results") }
  func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
    lines.append("scope \(selectedScope)")
  }
}

@MainActor @Suite struct UIKitNamesTests {
  @Test func theSearchBarSendsUIKitsSequenceWithTheBarAsArgument() {
    let bar = UISearchBar(frame: .zero)
    let log = UIKitBarLog()
    bar.delegate = log
    bar.scopeButtonTitles = ["All", "Work"]
    bar.showsScopeBar = true
    bar.showsBookmarkButton = true
    bar.showsSearchResultsButton = true
    bar.setShowsCancelButton(true, animated: false)
    bar.tap()
    bar.type("ab")
    bar.deleteBackward()
    bar.setMarkedText("に", selectedRange: NSRange(location: 1, length: 0))
    bar.unmarkText()
    bar.selectScope(1)
    bar.tapBookmarkButton()
    bar.tapResultsListButton()
    bar.tapSearchButton()
    bar.tapCancelButton()
    bar.resignFirstResponder()
    #expect(
      log.lines == [
        "shouldBegin", "didBegin", "shouldChange(0,0,a)", "textDidChange a",
        "shouldChange(1,0,b)", "textDidChange ab", "shouldChange(1,1,)", "textDidChange a",
        "textDidChange aに", "textDidChange aに", "scope 1", "bookmark", "results", "search",
        "cancel", "shouldEnd", "didEnd",
      ])
    // The cancel button only notifies, as in UIKit.
    #expect(bar.text == "aに")
    #expect(bar.selectedScopeButtonIndex == 1)
    #expect(bar.scopeButtonTitles == ["All", "Work"])
    bar.scopeButtonTitles = nil
    #expect(bar.scopeButtonTitles == nil)
  }

  @Test func theSearchTextFieldIsAUITextFieldWithTokens() {
    let bar = UISearchBar()
    let field: UITextField = bar.searchTextField
    bar.tap()
    #expect(field.isFirstResponder)
    bar.searchTextField.insertToken(
      UISearchToken(icon: UIImage(systemName: "tag"), text: "Work"), at: 0)
    #expect(bar.searchTextField.tokens.count == 1)
    #expect(bar.headlessSearchBar.tokens.map(\.text) == ["Work"])
    bar.searchTextField.removeToken(at: 0)
    #expect(bar.searchTextField.tokens.isEmpty)
    #expect(bar.searchTextField.clearButtonMode == .whileEditing)
    #expect(bar.returnKeyType == .search && bar.enablesReturnKeyAutomatically)
  }

  @Test func theSearchBarsContentTypeIsItsSearchFields() {
    let bar = UISearchBar()
    bar.textContentType = .name
    #expect(bar.searchTextField.textContentType == .name)
  }

  @Test func stylingIsKeptReadableAndComparedByValue() {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
    field.font = .systemFont(ofSize: 15, weight: .semibold)
    field.textColor = UIColor(red: 0.2, green: 0.3, blue: 0.4, alpha: 1)
    field.tintColor = .systemRed
    field.backgroundColor = .secondarySystemBackground
    field.textAlignment = .center
    field.borderStyle = .line
    field.adjustsFontSizeToFitWidth = true
    field.minimumFontSize = 9
    field.setContentHuggingPriority(.required, for: .horizontal)
    field.setContentCompressionResistancePriority(UILayoutPriority(749), for: .vertical)
    field.attributedPlaceholder = NSAttributedString(
      string: "Email", attributes: [.foregroundColor: UIColor.placeholderText])
    #expect(field.font == UIFont.systemFont(ofSize: 15, weight: .semibold))
    #expect(field.font != UIFont.systemFont(ofSize: 15))
    #expect(field.font?.pointSize == 15)
    #expect(UIFont(name: "Menlo", size: 12)?.withSize(14) == UIFont(name: "Menlo", size: 14))
    #expect(UIFont.preferredFont(forTextStyle: .headline).pointSize == 17)
    #expect(field.textColor == UIColor(red: 0.2, green: 0.3, blue: 0.4, alpha: 1))
    #expect(field.tintColor == .systemRed)
    #expect(UIColor.label != UIColor.black)  // a system colour is not its light components
    #expect(UIColor(white: 1, alpha: 1) == .white)
    #expect(UIColor.red.withAlphaComponent(0.5).alpha == 0.5)
    var red: CGFloat = 0
    #expect(
      UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1).getRed(
        &red, green: nil, blue: nil, alpha: nil))
    #expect(red == 1)
    #expect(field.textAlignment == .center && NSTextAlignment.natural.rawValue == 4)
    #expect(field.contentHuggingPriority(for: .horizontal) == .required)
    #expect(field.contentHuggingPriority(for: .vertical) == .defaultLow)
    #expect(field.contentCompressionResistancePriority(for: .vertical).rawValue == 749)
    #expect(UILayoutPriority.defaultHigh + 1 > .defaultHigh)
    #expect(field.placeholder == "Email")
    #expect(field.attributedPlaceholder?.string == "Email")
    field.placeholder = "Name"
    #expect(field.attributedPlaceholder?.string == "Name")
    #expect(field.frame.width == 200 && field.bounds.height == 44)
  }

  @Test func everyTraitUnderUIKitsName() {
    let field = UITextField()
    field.keyboardType = .numberPad
    field.returnKeyType = .continue
    field.autocapitalizationType = .words
    field.autocorrectionType = .no
    field.spellCheckingType = .no
    field.smartQuotesType = .no
    field.smartDashesType = .no
    field.smartInsertDeleteType = .no
    field.keyboardAppearance = .dark
    field.textContentType = .oneTimeCode
    field.isSecureTextEntry = true
    field.clearButtonMode = .always
    field.clearsOnBeginEditing = true
    field.clearsOnInsertion = true
    field.enablesReturnKeyAutomatically = true
    field.leftViewMode = .unlessEditing
    field.rightView = UIView()
    field.inputAccessoryView = UIView(frame: .zero)
    let headless = field.headlessTextField
    #expect(headless.keyboardType == .numberPad && headless.returnKeyType == .continue)
    #expect(headless.autocapitalizationType == .words && headless.autocorrectionType == .no)
    #expect(headless.textContentType == .oneTimeCode && headless.isSecureTextEntry)
    #expect(headless.clearButtonMode == .always && headless.clearsOnBeginEditing)
    #expect(headless.clearsOnInsertion && headless.enablesReturnKeyAutomatically)
    #expect(field.spellCheckingType == .no && field.keyboardAppearance == .dark)
    let names: [UITextContentType] = [.name, .password, .newPassword, .username, .emailAddress]
    #expect(Set(names).count == 5)
    let modes: [UITextField.ViewMode] = [.never, .whileEditing, .unlessEditing, .always]
    #expect(modes.count == 4)
    let reasons: [UITextField.DidEndEditingReason] = [.committed, .cancelled]
    #expect(reasons.count == 2)
  }

  @Test func disablingAFocusedFieldEndsEditingWithReasonCancelled() {
    let field = UITextField()
    let log = UIKitFieldLog()
    field.delegate = log
    field.tap()
    field.isEnabled = false
    #expect(!field.isFirstResponder)
    #expect(log.lines.last == "didEnd(cancelled)")
    field.tap()
    #expect(!field.isFirstResponder)
  }
}

/// UIKit's text positions over hostile text: nothing traps, offsets are UTF-16, and a
/// position outside the text gives `nil`.
@MainActor @Suite struct UITextPositionTests {
  nonisolated static let hostile = [
    "", "plain", "é", "e\u{301}x", "👍🏽👍", "🇯🇵🇫🇷", "👨‍👩‍👧‍👦 family", "日本語テキスト", "a\u{200D}b",
  ]

  @Test(arguments: hostile)
  func positionsRoundTripAndNeverTrap(text: String) {
    let field = UITextField()
    field.text = text
    let length = text.utf16.count
    #expect(field.offset(from: field.beginningOfDocument, to: field.endOfDocument) == length)
    for offset in -2...(length + 2) {
      let position = field.position(from: field.beginningOfDocument, offset: offset)
      if (0...length).contains(offset) {
        let position = try! #require(position)
        #expect(field.offset(from: field.beginningOfDocument, to: position) == offset)
        let back = field.position(from: position, offset: -offset)
        #expect(back == field.beginningOfDocument)
        // Selecting any position lands on a character boundary, inside the text.
        field.selectedTextRange = field.textRange(from: position, to: field.endOfDocument)
        let selection = try! #require(field.selectedTextRange)
        #expect(
          (try? field.headlessTextField.textRange(
            from: NSRange(
              location: selection.start.offset,
              length: selection.end.offset - selection.start.offset)))
            != nil)
        let rest = try! #require(field.textRange(from: position, to: field.endOfDocument))
        #expect(field.text(in: rest) != nil)
      } else {
        #expect(position == nil)
      }
    }
    #expect(field.position(from: field.endOfDocument, offset: .max) == nil)
    #expect(field.position(from: field.beginningOfDocument, in: .down, offset: 1) == nil)
  }

  @Test func stalePositionsAreOffsetsAndNeverTrap() {
    let field = UITextField()
    field.text = "long text here"
    let stale = field.endOfDocument
    field.text = "ab"
    #expect(field.position(from: stale, offset: 0) == nil)  // past the new end
    #expect(field.textRange(from: stale, to: field.endOfDocument) == nil)
    let other = UITextField()
    other.text = "x"
    field.selectedTextRange = other.textRange(
      from: other.beginningOfDocument, to: other.endOfDocument)
    #expect(field.selectedTextRange?.start.offset == 0)  // another field's offsets, here
    let long = UITextField()
    long.text = String(repeating: "x", count: 99)
    let second = try! #require(long.position(from: long.beginningOfDocument, offset: 1))
    let wide = try! #require(long.textRange(from: second, to: long.endOfDocument))
    field.selectedTextRange = wide  // another field's range: clamped into this text
    #expect(field.selectedTextRange?.end.offset == 2)
    #expect(field.text(in: wide) == nil)
    #expect(field.compare(field.beginningOfDocument, to: field.endOfDocument) == .orderedAscending)
  }

  @Test func markedTextHasARangeAndReplaceAsksTheDelegate() {
    let field = UITextField()
    let log = UIKitFieldLog()
    field.delegate = log
    field.tap()
    field.setMarkedText("にほ", selectedRange: NSRange(location: 2, length: 0))
    let marked = try! #require(field.markedTextRange)
    #expect(field.offset(from: marked.start, to: marked.end) == 2)
    field.unmarkText()
    #expect(field.markedTextRange == nil)
    let all = try! #require(
      field.textRange(from: field.beginningOfDocument, to: field.endOfDocument))
    log.lines = []
    field.replace(all, withText: "日本")
    #expect(field.text == "日本")
    #expect(log.lines.first == "shouldChange(0,2,日本)")
    // A range inside a surrogate pair is widened to the whole character.
    field.text = "👍🏽"
    let one = try! #require(field.position(from: field.beginningOfDocument, offset: 1))
    let two = try! #require(field.position(from: field.beginningOfDocument, offset: 2))
    let inside = try! #require(field.textRange(from: one, to: two))
    #expect(field.text(in: inside) == "👍🏽")
  }
}

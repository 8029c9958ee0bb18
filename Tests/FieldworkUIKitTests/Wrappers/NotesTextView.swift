// The UITextView wrappers iOS apps write for notes and comments, written for iOS from UIKit's
// documentation: a placeholder drawn by the text view itself (grey text that the first edit
// replaces), a binding written from textViewDidChange, return that either inserts a line or
// ends editing, a character limit checked through NSString, and the styling every such
// wrapper sets (font, no scrolling, no insets).
#if canImport(UIKit)
  import SwiftUI
  import UIKit
#else
  import FieldworkUIKit
#endif

struct NotesTextView: UIViewRepresentable {
  @Binding var text: String
  var placeholder: String
  var returnEndsEditing = false
  var characterLimit: Int?
  var onCommit: () -> Void = {}

  func makeCoordinator() -> Coordinator {
    Coordinator(self)
  }

  func makeUIView(context: Context) -> UITextView {
    let textView = UITextView()
    textView.delegate = context.coordinator
    textView.font = UIFont.preferredFont(forTextStyle: .body)
    textView.isScrollEnabled = false
    textView.backgroundColor = .clear
    textView.textContainerInset = .zero
    textView.textContainer.lineFragmentPadding = 0
    textView.autocapitalizationType = .sentences
    textView.returnKeyType = returnEndsEditing ? .done : .default
    textView.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
    return textView
  }

  func updateUIView(_ uiView: UITextView, context: Context) {
    context.coordinator.parent = self
    if text.isEmpty && !uiView.isFirstResponder {
      context.coordinator.showPlaceholder(in: uiView)
    } else if !context.coordinator.isShowingPlaceholder && uiView.text != text {
      uiView.text = text
    }
  }

  final class Coordinator: NSObject, UITextViewDelegate {
    var parent: NotesTextView
    private(set) var isShowingPlaceholder = false

    init(_ parent: NotesTextView) {
      self.parent = parent
    }

    func showPlaceholder(in textView: UITextView) {
      isShowingPlaceholder = true
      textView.text = parent.placeholder
      textView.textColor = .placeholderText
    }

    func textViewDidBeginEditing(_ textView: UITextView) {
      if isShowingPlaceholder {
        isShowingPlaceholder = false
        textView.text = ""
        textView.textColor = .label
      }
    }

    func textView(
      _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool {
      if text == "\n" && parent.returnEndsEditing {
        textView.resignFirstResponder()
        parent.onCommit()
        return false
      }
      if let limit = parent.characterLimit {
        let current = textView.text as NSString
        let updated = current.replacingCharacters(in: range, with: text)
        return updated.count <= limit
      }
      return true
    }

    func textViewDidChange(_ textView: UITextView) {
      parent.text = textView.text
    }

    func textViewDidEndEditing(_ textView: UITextView) {
      if textView.text.isEmpty {
        showPlaceholder(in: textView)
      }
    }
  }
}

// A note editor wrapper file, written for iOS: a UITextView wrapper placed in a ZStack under
// a placeholder Text, styled with modifiers, with its preview.
#if canImport(UIKit)
  import SwiftUI
  import UIKit
#else
  import FieldworkUIKit
#endif

struct TextView: UIViewRepresentable {
  @Binding var text: String

  func makeCoordinator() -> Coordinator {
    Coordinator($text)
  }

  func makeUIView(context: Context) -> UITextView {
    let textView = UITextView()
    textView.font = UIFont.preferredFont(forTextStyle: .body)
    textView.backgroundColor = .clear
    textView.delegate = context.coordinator
    return textView
  }

  func updateUIView(_ uiView: UITextView, context: Context) {
    if uiView.text != text {
      uiView.text = text
    }
  }

  class Coordinator: NSObject, UITextViewDelegate {
    var text: Binding<String>

    init(_ text: Binding<String>) {
      self.text = text
    }

    func textViewDidChange(_ textView: UITextView) {
      self.text.wrappedValue = textView.text
    }
  }
}

struct NoteEditor: View {
  @Binding var note: String
  var placeholder = "Write something…"

  var body: some View {
    ZStack(alignment: .topLeading) {
      if note.isEmpty {
        // A grey of 5.3:1 on white (UIKit's placeholder grey is 1.6:1), and not read
        // twice: the text view's label says it.
        Text(placeholder)
          .foregroundColor(Color(red: 0.42, green: 0.42, blue: 0.45))
          .padding(.horizontal, 4)
          .padding(.vertical, 8)
          .accessibilityHidden(true)
      }
      TextView(text: $note)
        .frame(minHeight: 120)
        .accessibilityLabel("Note")
    }
    .overlay(
      RoundedRectangle(cornerRadius: 8)
        .stroke(Color.gray.opacity(0.4), lineWidth: 1)
    )
    .padding()
  }
}

struct NoteEditor_Previews: PreviewProvider {
  static var previews: some View {
    Group {
      NoteEditor(note: .constant(""))
      NoteEditor(note: .constant("Milk, eggs"))
        .preferredColorScheme(.dark)
    }
    .previewLayout(.sizeThatFits)
  }
}

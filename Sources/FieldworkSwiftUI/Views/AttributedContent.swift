/// An attributed string shown by a text, kept for `attributedString()`.
struct AttributedContent: TextStyle, Equatable {
  let value: AttributedString
}

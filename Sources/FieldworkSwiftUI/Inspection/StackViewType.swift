/// A stack's view type: its `alignment()` is read from the stack's own parameter, as the
/// stack's kind of alignment (`HorizontalAlignment` for a vertical stack).
public protocol StackViewType: KnownViewType {
  /// The alignment the stack lines its views up by.
  associatedtype StackAlignment
}

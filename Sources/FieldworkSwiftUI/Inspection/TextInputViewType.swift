/// The kinds of view whose text a test sets: `TextField`, `SecureField`, `TextEditor` and
/// the search field.
public protocol TextInputViewType: KnownViewType {}

/// A text field that hides its text, as SwiftUI's `SecureField`: a ``TextField`` made
/// ``TextField/secure(_:)``, with every text field modifier.
///
/// ```swift
/// SecureField("Password", text: $password).submitLabel(.join)
/// ```
///
/// - Parameters:
///   - title: The field's title; the placeholder when there is no `prompt`.
///   - text: The text; written on every committed edit.
///   - prompt: The text shown while the field is empty.
@MainActor @preconcurrency
public func SecureField(_ title: String, text: Binding<String>, prompt: Text? = nil) -> TextField {
  TextField(title, text: text, prompt: prompt).secure()
}

/// A secure field with SwiftUI's older commit callback: `onCommit` runs on return.
@MainActor @preconcurrency
public func SecureField(_ title: String, text: Binding<String>, onCommit: @escaping () -> Void)
  -> TextField
{
  TextField(title, text: text).secure().onReturn(onCommit)
}

/// The title of the return key, as SwiftUI's `SubmitLabel`: set with
/// ``TextField/submitLabel(_:)``.
public enum SubmitLabel: Sendable, Hashable, CaseIterable {
  /// "Done".
  case done
  /// "Go".
  case go
  /// "Send".
  case send
  /// "Join".
  case join
  /// "Route".
  case route
  /// "Search".
  case search
  /// "return".
  case `return`
  /// "Next".
  case next
  /// "Continue".
  case `continue`

  /// The return key type a headless field shows for this label.
  public var returnKeyType: ReturnKeyType {
    switch self {
    case .done: .done
    case .go: .go
    case .send: .send
    case .join: .join
    case .route: .route
    case .search: .search
    case .return: .default
    case .next: .next
    case .continue: .continue
    }
  }
}

/// How typed text is capitalised, as SwiftUI's `TextInputAutocapitalization`: set with
/// ``TextField/textInputAutocapitalization(_:)``.
public enum TextInputAutocapitalization: Sendable, Hashable, CaseIterable {
  /// No automatic capitalisation.
  case never
  /// The first letter of each word.
  case words
  /// The first letter of each sentence (the default).
  case sentences
  /// Every letter.
  case characters

  /// The capitalisation type a headless field uses for this value.
  public var autocapitalizationType: TextAutocapitalizationType {
    switch self {
    case .never: .none
    case .words: .words
    case .sentences: .sentences
    case .characters: .allCharacters
    }
  }
}

/// The events that submit a component, as SwiftUI's `SubmitTriggers`: for
/// ``SearchBar/onSubmit(of:_:)``.
public struct SubmitTriggers: OptionSet, Sendable, Hashable {
  /// The raw value.
  public let rawValue: Int
  /// Creates triggers from a raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The return key of a text field.
  public static let text = SubmitTriggers(rawValue: 1 << 0)
  /// The search key of a search bar.
  public static let search = SubmitTriggers(rawValue: 1 << 1)
}

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

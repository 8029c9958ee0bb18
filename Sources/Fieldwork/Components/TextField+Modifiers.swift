import Foundation

extension TextField {
  /// Says what is wrong with the text (`nil`: nothing), for a front end to show beside the
  /// field: the field's `validationMessage`. Recomputed on every update, so derive it from
  /// the state the text is bound to:
  ///
  /// ```swift
  /// TextField("Email", text: $email)
  ///   .validationMessage(email.isEmpty || email.contains("@") ? nil : "needs name@domain")
  /// ```
  public func validationMessage(_ message: String?) -> Self {
    modified { $0.configuration.validationMessage = message }
  }

  /// What a value field (``init(_:value:format:parse:isFirstResponder:)``) says when its text
  /// does not parse as editing commits: shown as the field's `validationMessage` until the
  /// person edits again (an app's ``validationMessage(_:)`` wins). "not a valid value" by
  /// default.
  public func invalidValueMessage(_ message: String) -> Self {
    modified { $0.configuration.invalidValueMessage = message }
  }

  /// Runs `action` when return is pressed, then ends editing: SwiftUI's `.onSubmit(_:)`
  /// under the tutorials' name; the two are the same.
  ///
  /// Return hooks compose: each runs, in the order they were added. Editing ends unless
  /// ``shouldReturn`` (set directly, as the tutorials' `CustomTextField` does) returns
  /// `false`.
  public func onReturn(_ action: @escaping () -> Void) -> Self {
    modified { copy in
      let previous = shouldReturn
      copy.shouldReturn = {
        let endsEditing = previous()
        action()
        return endsEditing
      }
    }
  }

  /// Runs `action` when return is pressed, then ends editing, as SwiftUI's `.onSubmit(_:)`:
  /// the same as ``onReturn(_:)``. Only the return key submits a text field, so any triggers
  /// other than `.text` never run it.
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void)
    -> Self
  {
    triggers.contains(.text) ? onReturn(action) : self
  }

  /// Binds the caret and the selection, as UTF-16 ranges of the text.
  ///
  /// The binding follows every caret and selection change (typing, selecting, undo, focus);
  /// writing it moves the selection. A range outside the text or inside a character is
  /// clamped into the text and onto character boundaries, written back, and reported to the
  /// host's ``RepresentableHost/diagnosticHandler``.
  public func selection(_ binding: Binding<NSRange>) -> Self {
    modified { $0.selection = binding }
  }

  /// Sets the text shown while the field is empty.
  public func placeholder(_ text: String) -> Self {
    modified { $0.configuration.placeholder = text }
  }

  /// Hides the text, as a password field. A secure field clears its text on the first edit
  /// after it regains focus, as UIKit's does.
  public func secure(_ isSecure: Bool = true) -> Self {
    modified { $0.configuration.isSecureTextEntry = isSecure }
  }

  /// Sets the return key's title, as SwiftUI's `.submitLabel(_:)`.
  public func submitLabel(_ label: SubmitLabel) -> Self {
    modified { $0.editing.traits.returnKeyType = label.returnKeyType }
  }

  /// Sets the return key's title.
  @available(*, deprecated, renamed: "submitLabel(_:)")
  public func returnKeyType(_ type: ReturnKeyType) -> Self {
    modified { $0.editing.traits.returnKeyType = type }
  }

  /// Sets when the clear button shows.
  public func clearButtonMode(_ mode: HeadlessTextField.ViewMode) -> Self {
    modified { $0.configuration.clearButtonMode = mode }
  }

  /// Sets whether beginning to edit clears the text.
  public func clearsOnBeginEditing(_ clears: Bool = true) -> Self {
    modified { $0.configuration.clearsOnBeginEditing = clears }
  }

  /// Limits the text to `length` characters as a person sees them (grapheme clusters).
  ///
  /// Typing past the limit does nothing; a paste inserts what fits. Text being composed with
  /// an input method is never cut: it is trimmed to the limit when the composition commits.
  /// Programmatic values are not trimmed.
  public func maxLength(_ length: Int) -> Self {
    modified { $0.configuration.maxLength = max(0, length) }
  }

  /// Accepts only typed or pasted characters for which `isAllowed` returns `true`; the rest
  /// of a paste still goes in.
  ///
  /// ```swift
  /// TextField("PIN", text: $pin).allowedCharacters { $0.isNumber }.maxLength(4)
  /// ```
  public func allowedCharacters(_ isAllowed: @escaping (Character) -> Bool) -> Self {
    modified { $0.configuration.inputFilter = isAllowed }
  }

  /// Accepts only characters in `characters`.
  public func allowedCharacters(_ characters: Set<Character>) -> Self {
    allowedCharacters { characters.contains($0) }
  }

  /// Shows `items` above the keyboard while the field is focused.
  public func inputAccessoryItems(_ items: [InputAccessoryItem]) -> Self {
    modified { $0.configuration.inputAccessoryItems = items }
  }
}

extension InputAccessoryItem {
  /// A button that moves focus from this field to the field whose focus binding is `focus`,
  /// as a form's "Next" button.
  @MainActor
  public static func next(_ title: String = "Next", focus: Binding<Bool>) -> InputAccessoryItem {
    InputAccessoryItem(title) { field in
      if field.resignFirstResponder() { focus.wrappedValue = true }
    }
  }

  /// A "Next" button for a form whose focus is an enum (`@FocusState var focus: Field?`):
  /// it moves focus to the field bound with `.focused(focus, equals: value)`.
  ///
  /// ```swift
  /// TextField("Name", text: $name).focused($focus, equals: .name)
  ///   .inputAccessoryItems([.next(focus: $focus, equals: .email)])
  /// ```
  @MainActor
  public static func next<Value: Hashable>(
    _ title: String = "Next", focus: Binding<Value?>, equals value: Value
  ) -> InputAccessoryItem {
    InputAccessoryItem(title) { field in
      if field.resignFirstResponder() { focus.wrappedValue = value }
    }
  }

  /// A "Next" button that moves a `@FocusState` to `value`.
  @MainActor
  public static func next<Value: Hashable>(
    _ title: String = "Next", focus: FocusState<Value?>.Binding, equals value: Value
  ) -> InputAccessoryItem {
    next(title, focus: focus.base, equals: value)
  }
}

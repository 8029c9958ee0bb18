import Foundation

extension TextEditor {
  /// Runs `action` after editing begins.
  public func onBeginEditing(_ action: @escaping () -> Void) -> Self {
    var copy = self
    copy.didBeginEditing = chain(didBeginEditing, action)
    return copy
  }

  /// Runs `action` after each committed change to the text, once the binding holds it.
  public func onEdit(_ action: @escaping () -> Void) -> Self {
    var copy = self
    copy.didChange = chain(didChange, action)
    return copy
  }

  /// Runs `action` after editing ends.
  public func onEndEditing(_ action: @escaping () -> Void) -> Self {
    var copy = self
    copy.didEndEditing = chain(didEndEditing, action)
    return copy
  }

  /// Runs `action` with the old and the new value whenever `value` changes, as SwiftUI's
  /// `.onChange(of:initial:_:)`: after the update that saw the change, once per change, never
  /// for an equal value, and for the first value only with `initial: true`. It runs for
  /// programmatic changes too, unlike ``onEdit(_:)``.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> Self {
    var copy = self
    copy.changeObservers.append(ChangeObserver(value: value, initial: initial, action: action))
    return copy
  }

  /// Runs `action` whenever `value` changes, as SwiftUI's `.onChange(of:initial:_:)`.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> Self {
    onChange(of: value, initial: initial) { _, _ in action() }
  }

  /// Runs `action` with the new value whenever `value` changes, as SwiftUI's older
  /// `.onChange(of:perform:)`.
  public func onChange<V: Equatable>(
    of value: V, perform action: @escaping (_ newValue: V) -> Void
  ) -> Self {
    onChange(of: value, initial: false) { _, new in action(new) }
  }

  /// Binds the editor's focus to a `Bool`, as SwiftUI's `.focused(_:)`: writing `true`
  /// focuses it, `false` dismisses it, and the person's focus changes write it back.
  public func focused(_ binding: Binding<Bool>) -> Self {
    var copy = self
    copy.focus = FocusBinding(binding)
    return copy
  }

  /// Binds the editor's focus to an optional value, as SwiftUI's `.focused(_:equals:)`: the
  /// editor is focused while `binding` holds `value`.
  public func focused<Value: Hashable>(_ binding: Binding<Value?>, equals value: Value) -> Self {
    var copy = self
    copy.focus = FocusBinding(binding, equals: value)
    return copy
  }

  /// Binds the editor's focus to a `@FocusState` value, as SwiftUI's `.focused(_:equals:)`.
  public func focused<Value: Hashable>(
    _ binding: FocusState<Value?>.Binding, equals value: Value
  ) -> Self {
    focused(binding.base, equals: value)
  }

  /// Binds the editor's focus to a `@FocusState` `Bool`, as SwiftUI's `.focused(_:)`.
  public func focused(_ binding: FocusState<Bool>.Binding) -> Self {
    focused(binding.base)
  }

  /// Binds the caret and the selection, as UTF-16 ranges of the text: the binding follows
  /// every caret and selection change; writing it moves the selection, clamped into the
  /// text and onto character boundaries (a clamped range is written back and reported to
  /// the host's ``RepresentableHost/diagnosticHandler``).
  public func selection(_ binding: Binding<NSRange>) -> Self {
    var copy = self
    copy.selection = binding
    return copy
  }

  /// Disables the editor, as SwiftUI's `.disabled(_:)`: it cannot be edited or selected,
  /// and gives up focus.
  public func disabled(_ isDisabled: Bool = true) -> Self {
    var copy = self
    copy.configuration.isDisabled = isDisabled
    return copy
  }

  /// Limits the text to `length` characters as a person sees them (grapheme clusters): typing
  /// past it does nothing, a paste inserts what fits, and text being composed is trimmed
  /// only when it commits. Programmatic values are not trimmed.
  public func maxLength(_ length: Int) -> Self {
    var copy = self
    copy.configuration.maxLength = max(0, length)
    return copy
  }

  /// Sets the keyboard a front end shows.
  public func keyboardType(_ type: KeyboardType) -> Self {
    var copy = self
    copy.configuration.keyboardType = type
    return copy
  }

  /// Sets the meaning of the content, for autofill.
  public func textContentType(_ type: TextContentType?) -> Self {
    var copy = self
    copy.configuration.textContentType = type
    return copy
  }

  /// Sets how typed text is capitalised, as SwiftUI's `.textInputAutocapitalization(_:)`;
  /// `nil` is the default (sentences).
  public func textInputAutocapitalization(_ capitalization: TextInputAutocapitalization?) -> Self {
    var copy = self
    copy.configuration.autocapitalization = (capitalization ?? .sentences).autocapitalizationType
    return copy
  }

  /// Turns autocorrection off (or back to the default), as SwiftUI's
  /// `.autocorrectionDisabled(_:)`.
  public func autocorrectionDisabled(_ disable: Bool = true) -> Self {
    var copy = self
    copy.configuration.autocorrection = disable ? .no : .default
    return copy
  }
}

import Foundation

extension TextEditor {
  /// Binds the caret and the selection, as UTF-16 ranges of the text: the binding follows
  /// every caret and selection change; writing it moves the selection, clamped into the
  /// text and onto character boundaries (a clamped range is written back and reported to
  /// the host's ``RepresentableHost/diagnosticHandler``).
  public func selection(_ binding: Binding<NSRange>) -> Self {
    modified { $0.selection = binding }
  }

  /// Limits the text to `length` characters as a person sees them (grapheme clusters): typing
  /// past it does nothing, a paste inserts what fits, and text being composed is trimmed
  /// only when it commits. Programmatic values are not trimmed.
  public func maxLength(_ length: Int) -> Self {
    modified { $0.configuration.maxLength = max(0, length) }
  }
}

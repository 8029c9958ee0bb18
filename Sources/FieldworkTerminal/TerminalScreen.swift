#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A full-screen terminal program: it draws frames and handles keys.
///
/// Draw from the headless controls' current state (``TextFieldWidget``, ``SearchBarWidget``,
/// ``ListWidget``, ``StatusLine``), and forward keys to them as user actions
/// (their `handle(_:)` methods). The session redraws after every key and resize; only changed cells
/// reach the terminal.
@MainActor public protocol TerminalScreen: AnyObject {
  /// Draws the whole screen into `canvas`, and places its caret.
  func draw(into canvas: inout Canvas)
  /// Handles one key press.
  func handle(_ event: KeyEvent) -> KeyResult
  /// Draws what shows the cost of this very frame (a status line's "key→frame"), over what
  /// ``draw(into:)`` drew.
  ///
  /// ``TerminalSession`` calls it after ``draw(into:)`` and after turning that frame into
  /// escape sequences, with the time since its keys were read; what this draws then goes out
  /// in the same write. Only this call's own drawing and the write itself are left out of
  /// `nanoseconds`. It is `nil` for a frame no key caused (the first one, a resize). The
  /// default draws nothing.
  func drawFrameCost(_ nanoseconds: UInt64?, into canvas: inout Canvas)
  /// Does work that makes the next key cheaper, while the program waits for it: called once
  /// after each frame that keys caused has been written.
  ///
  /// `interrupted` turns `true` as soon as input is waiting, and may be called from any
  /// thread: work longer than a fraction of a millisecond should check it and stop, so that
  /// the next key is never kept waiting. A search screen calls
  /// `SearchResults.prepareNextLetter(interrupted:)` here. The default does nothing.
  func idle(interrupted: @escaping @Sendable () -> Bool)
  /// What a screen reader should be told about the screen now, as plain lines, for an
  /// accessible session (``TerminalSession/isAccessible``): a count ("54 of 1158 contacts
  /// match"), the selection in words ("Selected: Ada Lovelace, 1 of 54"), a card's lines.
  /// The session writes a line when it differs from the last time it asked. The default is
  /// none.
  func accessibleLines() -> [String]
  /// The line a person edits, for an accessible session: a prompt, the text, and the caret
  /// as a character offset into the text. The default is none: the session then writes only
  /// ``accessibleLines()``.
  func accessiblePrompt() -> AccessiblePrompt?
}

extension TerminalScreen {
  /// Draws nothing: a screen that shows no timing needs no implementation.
  public func drawFrameCost(_ nanoseconds: UInt64?, into canvas: inout Canvas) {}
  /// Does nothing.
  public func idle(interrupted: @escaping @Sendable () -> Bool) {}
  /// None.
  public func accessibleLines() -> [String] { [] }
  /// None.
  public func accessiblePrompt() -> AccessiblePrompt? { nil }
}

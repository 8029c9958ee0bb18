import Foundation

/// A multi-line text editor bound to a `String`, as SwiftUI's `TextEditor`, over a
/// ``HeadlessTextView``: notes, comments, a bio.
///
/// ```swift
/// @State var notes = ""
/// @FocusState var editingNotes: Bool
///
/// let host = RepresentableHost {
///   TextEditor(text: $notes)
///     .focused($editingNotes)
///     .maxLength(500)
///     .onEdit { print(notes.count, "characters") }
/// }
/// ```
///
/// The binding is written on every committed edit (never with IME text still being
/// composed), and `updateView` assigns to the view only what differs, so the caret never
/// jumps. Return inserts a line break; there is no submit, as in SwiftUI. Writing the focus
/// binding focuses or dismisses the editor; focus changes made by the person write it back.
///
/// A long text is fine: the binding of a `State` follows an edit near the end in place, and
/// an edit elsewhere costs about one copy of the text, as any `String`-valued binding does.
public struct TextEditor: EditingComponent {
  /// The traits and rules the editor is configured with.
  public struct Configuration {
    /// The most characters (grapheme clusters) the text may hold, or `nil` for no limit.
    public var maxLength: Int?
  }

  /// The text.
  let text: Binding<String>
  /// The editor's traits and rules; the modifiers set these.
  public var configuration = Configuration()
  /// What the modifiers every text component shares have set (traits, focus, `disabled`,
  /// `onChange`).
  public var editing = EditingModifiers()
  /// The selection binding set with ``selection(_:)``.
  var selection: Binding<NSRange>?

  /// Runs after editing begins.
  public var didBeginEditing: () -> Void = {}
  /// Runs after each committed change to the text, once the binding holds it.
  public var didChange: () -> Void = {}
  /// Runs after editing ends.
  public var didEndEditing: () -> Void = {}

  /// Creates an editor bound to a string.
  ///
  /// - Parameter text: The text; written on every committed edit.
  public init(text: Binding<String>) {
    self.text = text
  }

  /// Relays the view's delegate calls into the bindings and hooks.
  @MainActor
  public final class Coordinator: HeadlessTextViewDelegate {
    /// The latest value of the component, refreshed on every update.
    public internal(set) var parent: TextEditor
    /// Keeps the view and the text binding equal.
    let boundText = BoundText()
    /// What the `.onChange(of:)` observers last saw.
    let changes = ChangeObservations()
    /// The marked range at the last change while an IME composition was in progress.
    private var lastMarkedRange: NSRange?
    /// The settings of the latest update: the editor's own and its environment's.
    var resolved: ResolvedEditing

    init(parent: TextEditor) {
      self.parent = parent
      resolved = parent.editing.resolved(in: EnvironmentValues())
    }

    /// Writes the focus binding and runs ``TextEditor/didBeginEditing``.
    public func textViewDidBeginEditing(_ textView: HeadlessTextView) {
      resolved.focus?.claim()
      syncSelection(from: textView)
      parent.didBeginEditing()
    }

    /// Applies ``TextEditor/Configuration/maxLength``.
    public func textView(
      _ textView: HeadlessTextView, shouldChangeTextIn range: NSRange,
      replacementText text: String
    ) -> Bool {
      TextLimit.allows(
        range, text, in: textView, maxLength: parent.configuration.maxLength, filter: nil)
    }

    /// Writes the selection binding when the caret or the selection moved.
    public func textViewDidChangeSelection(_ textView: HeadlessTextView) {
      syncSelection(from: textView)
    }

    /// Writes the committed text to the binding and runs ``TextEditor/didChange``.
    public func textViewDidChange(_ textView: HeadlessTextView) {
      if let marked = textView.markedRange {
        lastMarkedRange = marked
      } else if let composed = lastMarkedRange {
        lastMarkedRange = nil
        if let maxLength = parent.configuration.maxLength {
          TextLimit.trimCommittedComposition(composed, in: textView, maxLength: maxLength)
        }
      }
      if boundText.write(from: textView, to: parent.text) { parent.didChange() }
    }

    /// Writes the focus binding and runs ``TextEditor/didEndEditing``.
    public func textViewDidEndEditing(_ textView: HeadlessTextView) {
      resolved.focus?.release()
      parent.didEndEditing()
    }

    func syncSelection(from textView: HeadlessTextView) {
      guard let selection = parent.selection, selection.wrappedValue != textView.selectedRange
      else { return }
      selection.wrappedValue = textView.selectedRange
    }
  }

  /// Makes the coordinator that relays the view's events.
  public func makeCoordinator() -> Coordinator {
    Coordinator(parent: self)
  }

  /// Makes the view and connects it to the coordinator.
  public func makeView(context: Context) -> HeadlessTextView {
    let view = HeadlessTextView()
    view.delegate = context.coordinator
    return view
  }

  /// Applies what differs between this value and the view.
  public func updateView(_ view: HeadlessTextView, context: Context) {
    context.coordinator.parent = self
    let resolved = editing.resolved(in: context.environment)
    context.coordinator.resolved = resolved
    resolved.apply(to: view)
    view.isSelectable = resolved.isEnabled
    view.isEditable = resolved.isEnabled

    let assignedText = context.coordinator.boundText.assign(from: text, to: view)
    if let selection {
      if assignedText {
        // New text puts the caret at its end; the binding follows.
        context.coordinator.syncSelection(from: view)
      } else {
        applySelection(selection, to: view, context: context)
      }
    }
    resolved.focus?.apply(to: view)
    context.coordinator.changes.run(editing.changeObservers)
  }

  /// Detaches the view from the coordinator.
  public static func dismantleView(_ view: HeadlessTextView, coordinator: Coordinator) {
    view.delegate = nil
  }
}

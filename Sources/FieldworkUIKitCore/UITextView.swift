/// A multi-line text view, as UIKit's `UITextView`: an `open` class that owns a
/// `HeadlessTextView` and forwards to it, under UIKit's names and types.
///
/// Everything the view does — the delegate sequence (`shouldChangeTextIn` →
/// `textViewDidChangeSelection` → `textViewDidChange`), return as `"\n"`, focus, IME marked
/// text, undo — is the headless view's; this class adds UIKit's types (`text` is `String!`,
/// `selectedRange` is settable, the delegate receives the `UITextView`, ``UITextPosition``s
/// that move by line), keeps styling readable (``font``, ``textContainerInset``, …, never
/// drawn), and sends keyboard input through ``insertText(_:)`` and ``deleteBackward()``, so a
/// subclass that overrides them sees every keystroke.
///
/// A front end draws ``headlessTextView``; tests drive the view with a person's actions
/// (``tap()``, ``type(_:)``, `paste(_:)`, ``moveCaret(_:extendingSelection:)``, …).
@MainActor
open class UITextView: UIScrollView {
  /// The headless view this one forwards to: what a front end draws.
  public let headlessTextView = HeadlessTextView()
  private let relay = UITextViewRelay()

  /// The view's delegate, held weakly as UIKit does.
  open weak var delegate: (any UITextViewDelegate)?

  /// Creates an empty, editable view with UIKit's defaults.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    relay.view = self
    headlessTextView.delegate = relay
    headlessTextView.owner = self
  }

  /// Creates an empty view, as UIKit's `init(frame:textContainer:)`; the container is kept.
  public convenience init(frame: CGRect, textContainer: NSTextContainer?) {
    self.init(frame: frame)
    if let textContainer { self.textContainer = textContainer }
  }

  /// Views are never decoded from an archive here (there are no storyboards): `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }

  override func windowDidChange() {
    headlessTextView.window = window
  }

  // MARK: Text

  /// The text, including marked text being composed. Assigning `nil` empties it. Setting
  /// it notifies nobody and puts the caret at the end; an equal value changes nothing.
  open var text: String! {
    get { headlessTextView.text }
    set { headlessTextView.text = newValue ?? "" }
  }

  /// The text as an attributed string, with ``typingAttributes``.
  open var attributedText: NSAttributedString! {
    get { NSAttributedString(string: headlessTextView.text, attributes: typingAttributes) }
    set { headlessTextView.text = newValue?.string ?? "" }
  }

  /// The selection in UTF-16 units. Setting it selects programmatically (no delegate call),
  /// clamped into the text and onto character boundaries.
  open var selectedRange: NSRange {
    get { headlessTextView.selectedRange }
    set { try? headlessTextView.setSelectedRange(headlessTextView.clampedRange(newValue)) }
  }

  /// Whether the view has text.
  open var hasText: Bool { !headlessTextView.text.isEmpty }

  /// Whether a person may edit the text; making a focused view not editable ends editing.
  open var isEditable: Bool {
    get { headlessTextView.isEditable }
    set { headlessTextView.isEditable = newValue }
  }

  override var isAccessibilityElementByDefault: Bool { true }

  /// The view as VoiceOver meets it: the headless view's element (labelled by its accessibility label; its value is its text), with this
  /// view's accessibility properties where they are set.
  override func accessibilityElement(path: String) -> AccessibilityElement {
    overlayingAccessibilityProperties(on: headlessTextView.accessibilityElement, path: path)
  }

  /// Whether a person may select text in a view that is not editable.
  open var isSelectable: Bool {
    get { headlessTextView.isSelectable }
    set { headlessTextView.isSelectable = newValue }
  }

  // MARK: Styling, kept and never drawn

  /// The font. Kept.
  open var font: UIFont? = .systemFont(ofSize: 17)
  /// The text colour. Kept.
  open var textColor: UIColor? = .label
  /// The alignment of the text. Kept.
  open var textAlignment: NSTextAlignment = .natural
  /// Room between the view's edges and its text. Kept.
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
  /// The box the text is laid out in. Kept.
  open var textContainer = NSTextContainer()
  /// The attributes typed text gets. Kept.
  open var typingAttributes: [NSAttributedString.Key: Any] = [:]
  /// The attributes links get. Kept.
  open var linkTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// Whether the person may style text. Kept.
  open var allowsEditingTextAttributes = false
  /// Whether editing clears the text first. Kept.
  open var clearsOnInsertion = false
  /// A view shown instead of the keyboard. Kept.
  open var inputView: UIView?
  /// A view shown above the keyboard: a ``UIToolbar`` whose buttons a test taps. Kept.
  open var inputAccessoryView: UIView?
  /// The rules a new password must follow, for the keyboard's suggestions. Kept.
  open var passwordRules: UITextInputPasswordRules?
  /// Whether the text is hidden, as UIKit's (a text view's is rarely set). Kept: a text view
  /// draws nothing; its description always shows the text's length only.
  open var isSecureTextEntry = false

  /// Scrolls so that `range` shows: nothing scrolls here.
  open func scrollRangeToVisible(_ range: NSRange) {}

  // MARK: Traits, forwarded

  /// The keyboard a front end shows.
  open var keyboardType: UIKeyboardType {
    get { headlessTextView.keyboardType }
    set { headlessTextView.keyboardType = newValue }
  }
  /// The return key's title.
  open var returnKeyType: UIReturnKeyType {
    get { headlessTextView.returnKeyType }
    set { headlessTextView.returnKeyType = newValue }
  }
  /// How typed text is capitalised.
  open var autocapitalizationType: UITextAutocapitalizationType {
    get { headlessTextView.autocapitalizationType }
    set { headlessTextView.autocapitalizationType = newValue }
  }
  /// Whether typed text is autocorrected.
  open var autocorrectionType: UITextAutocorrectionType {
    get { headlessTextView.autocorrectionType }
    set { headlessTextView.autocorrectionType = newValue }
  }
  /// The meaning of the content, for autofill.
  open var textContentType: UITextContentType! {
    get { headlessTextView.textContentType }
    set { headlessTextView.textContentType = newValue }
  }
  /// Whether spelling is checked. Kept.
  open var spellCheckingType: UITextSpellCheckingType = .default
  /// Whether quotes become smart quotes. Kept.
  open var smartQuotesType: UITextSmartQuotesType = .default
  /// Whether hyphens become dashes. Kept.
  open var smartDashesType: UITextSmartDashesType = .default
  /// The keyboard's look. Kept.
  open var keyboardAppearance: UIKeyboardAppearance = .default

  // MARK: Focus

  /// Whether the view has focus.
  open override var isFirstResponder: Bool { headlessTextView.isFirstResponder }
  /// An editable text view can take focus.
  open override var canBecomeFirstResponder: Bool { headlessTextView.isEditable }

  /// Asks for focus, running UIKit's sequence (`textViewShouldBeginEditing`, …). A subclass
  /// that overrides it sees every request, a tap's included.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    headlessTextView.becomeFirstResponder()
  }

  /// Asks to give up focus (`textViewShouldEndEditing`, …). A subclass that overrides it
  /// sees every request, including the window's when another control takes focus.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    headlessTextView.resignFirstResponder()
  }

  /// Ends editing; with `force`, the delegate is not asked.
  @discardableResult
  open override func endEditing(_ force: Bool) -> Bool {
    headlessTextView.endEditing(force)
  }

  // MARK: The keyboard (UIKeyInput), through overridable methods

  /// The keyboard inserts `text` at the selection: what every typed character (return's
  /// `"\n"` included) goes through.
  open func insertText(_ text: String) {
    headlessTextView.insertText(text)
  }

  /// The keyboard's backspace: what every deletion goes through.
  open func deleteBackward() {
    headlessTextView.deleteBackward()
  }

  /// Pastes the general pasteboard's string, as UIKit's `paste(_:)` edit action.
  open func paste(_ sender: Any?) {
    guard let string = UIPasteboard.general.string else { return }
    headlessTextView.paste(string)
  }

  /// Selects all the text, as UIKit's `selectAll(_:)` edit action.
  open func selectAll(_ sender: Any?) {
    headlessTextView.selectAll()
  }

  // MARK: A person's actions (Fieldwork's, for tests and front ends)

  /// A person types `text`, one keystroke per character, each through ``insertText(_:)``
  /// (a line break as `"\n"`); each keystroke is its own update batch, as on a device.
  ///
  /// The main run loop turns before each key and after the last: blocks queued with
  /// `DispatchQueue.main.async` on the main actor — by an earlier action such as a tap, or by
  /// the previous key — run first, as on a device.
  public func type(_ text: String) {
    MainRunLoop.type(text) { insertText($0.isNewline ? "\n" : String($0)) }
  }

  /// A person selects `range` (UTF-16), clamped into the text and onto characters.
  public func select(_ range: NSRange) {
    headlessTextView.select(range)
  }

  /// A person presses forward delete.
  public func deleteForward() {
    headlessTextView.deleteForward()
  }

  /// A person moves the caret with the keyboard, or extends the selection with Shift.
  public func moveCaret(
    _ movement: HeadlessTextView.CaretMovement, extendingSelection: Bool = false
  ) {
    headlessTextView.moveCaret(movement, extendingSelection: extendingSelection)
  }

  /// Undoes the last edit group.
  public func undo() { headlessTextView.undo() }

  /// Redoes the last undone step.
  public func redo() { headlessTextView.redo() }

  // MARK: Reflection

  /// The headless view's description: the start of the text and its length.
  public nonisolated override var description: String {
    guard let view = ifOnMainActor({ self.headlessTextView.description }) else {
      return "UITextView"
    }
    return "UITextView(" + view.dropFirst("HeadlessTextView(".count)
  }
  // MARK: UITextInput's positions and ranges

  private var positions: TextInputPositions<HeadlessTextView> {
    TextInputPositions(control: headlessTextView, isMultiline: true)
  }

  /// The position before the first character.
  open var beginningOfDocument: UITextPosition { positions.beginningOfDocument }

  /// The position after the last character.
  open var endOfDocument: UITextPosition { positions.endOfDocument }

  /// The position `offset` UTF-16 units from `position`, or `nil` when that is outside the
  /// text.
  open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    positions.position(from: position, offset: offset)
  }

  /// The position `offset` units from `position` in `direction`: right and left move along
  /// the text, up and down by lines of the text (keeping the column), `nil` past the first or
  /// last line.
  open func position(
    from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int
  ) -> UITextPosition? {
    positions.position(from: position, in: direction, offset: offset)
  }

  /// How many UTF-16 units lie from `from` to `to` (negative when `to` comes first).
  open func offset(from: UITextPosition, to: UITextPosition) -> Int {
    to.offset - from.offset
  }

  /// Orders two positions.
  open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
    positions.compare(position, to: other)
  }

  /// The range between two positions, in order, or `nil` when either lies outside the text.
  open func textRange(from: UITextPosition, to: UITextPosition) -> UITextRange? {
    positions.textRange(from: from, to: to)
  }

  /// The text in `range`, or `nil` when the range lies outside the text; a range that ends
  /// inside a character is widened to whole characters.
  open func text(in range: UITextRange) -> String? {
    positions.text(in: range)
  }

  /// Replaces `range` with `text` as the keyboard does (asking `shouldChangeTextIn`, then
  /// notifying). Ignored unless the view is editing; a range outside the text is ignored.
  open func replace(_ range: UITextRange, withText text: String) {
    positions.replace(range, withText: text)
  }

  /// The selection (or the caret), as a range. Setting it selects programmatically: no
  /// delegate call, clamped into the text; `nil` is ignored.
  open var selectedTextRange: UITextRange? {
    get { positions.selectedTextRange }
    set { positions.select(newValue) }
  }

  /// The marked (IME) text's range, or `nil` when nothing is being composed.
  open var markedTextRange: UITextRange? { positions.markedTextRange }

  /// The input method shows provisional text (`nil` ends the composition).
  open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
    headlessTextView.setMarkedText(markedText ?? "", selectedRange: selectedRange)
  }

  /// The input method commits the marked text.
  open func unmarkText() {
    headlessTextView.unmarkText()
  }

  /// Where the caret would be drawn at `position`: nowhere (zero), as nothing is drawn.
  open func caretRect(for position: UITextPosition) -> CGRect { .zero }

  /// Where `range` would be drawn: nowhere (zero), as nothing is drawn.
  open func firstRect(for range: UITextRange) -> CGRect { .zero }
}

/// A single-line text field, as UIKit's `UITextField`: an `open` class that owns a
/// `HeadlessTextField` and forwards to it, under UIKit's names and types.
///
/// Everything the field does — the delegate sequence, focus, IME marked text, undo, UIKit's
/// awkward parts — is the headless field's; this class adds UIKit's types (`text` is
/// `String?`; the delegate receives the `UITextField`; ``UITextPosition``s), keeps styling
/// readable (``font``, ``textColor``, ``borderStyle``, … are kept and never drawn), and sends
/// keyboard input through ``insertText(_:)`` and ``deleteBackward()``, so a subclass that
/// overrides them sees every keystroke, as UIKit's keyboard makes it see them:
///
/// ```swift
/// final class CodeField: UITextField {
///   var onDeleteWhenEmpty: () -> Void = {}
///   override func deleteBackward() {
///     if text?.isEmpty ?? true { onDeleteWhenEmpty() }
///     super.deleteBackward()
///   }
/// }
/// ```
///
/// A front end draws ``headlessTextField``; tests drive the field with a person's actions
/// (``tap()``, ``type(_:)``, `paste(_:)`, ``deleteBackward()``, …).
@MainActor
open class UITextField: UIControl {
  /// The border a field draws, as UIKit's `UITextField.BorderStyle`. Kept, not drawn.
  public enum BorderStyle: Int, Sendable, Hashable, CaseIterable {
    /// No border (UIKit's default).
    case none = 0
    /// A thin rectangle.
    case line = 1
    /// A bezel.
    case bezel = 2
    /// A rounded rectangle.
    case roundedRect = 3
  }

  /// When an overlay view (the clear button, a left or right view) shows, as UIKit's
  /// `UITextField.ViewMode`.
  public typealias ViewMode = HeadlessTextField.ViewMode
  /// Why editing ended, as UIKit's `UITextField.DidEndEditingReason`.
  public typealias DidEndEditingReason = HeadlessTextField.DidEndEditingReason

  /// The headless field this one forwards to: what a front end draws.
  public private(set) var headlessTextField: HeadlessTextField
  /// Relays the headless field's delegate calls to ``delegate``; `nil` for a search bar's
  /// field, whose delegate is the bar.
  private var relay: UITextFieldRelay?

  /// The field's delegate, held weakly as UIKit does.
  open weak var delegate: (any UITextFieldDelegate)?

  /// Creates an empty field with UIKit's defaults.
  public override init(frame: CGRect) {
    headlessTextField = HeadlessTextField()
    relay = UITextFieldRelay()
    super.init(frame: frame)
    relay?.field = self
    headlessTextField.delegate = relay
    connect()
  }

  /// Makes this field forward to `field` instead, leaving its delegate alone: how a search
  /// bar gives its field the headless bar's. (A second designated initializer would keep
  /// subclasses in other modules from inheriting `init()`.)
  func forward(to field: HeadlessTextField) {
    headlessTextField.delegate = nil
    headlessTextField.owner = nil
    relay = nil
    headlessTextField = field
    connect()
  }

  /// Fields are never decoded from an archive here (there are no storyboards): `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Makes this field the one its window records and asks to resign, and turns the headless
  /// field's control events into UIKit's.
  private func connect() {
    headlessTextField.owner = self
    headlessTextField.addAction(for: .editingDidBegin) { [weak self] _ in
      self?.sendActions(for: .editingDidBegin)
    }
    headlessTextField.addAction(for: .editingChanged) { [weak self] _ in
      self?.sendActions(for: .editingChanged)
    }
    headlessTextField.addAction(for: .editingDidEnd) { [weak self] _ in
      self?.sendActions(for: .editingDidEnd)
    }
    headlessTextField.addAction(for: .editingDidEndOnExit) { [weak self] _ in
      // A text field's primary action is the return key (iOS 14+).
      self?.sendActions(for: .editingDidEndOnExit)
      self?.sendActions(for: .primaryActionTriggered)
    }
  }

  override func windowDidChange() {
    headlessTextField.window = window
  }

  // MARK: Text

  /// The text, including marked text being composed. Assigning `nil` empties it (reading
  /// it back gives `""`, as in UIKit). Setting it notifies nobody; an equal value changes
  /// nothing, not even the caret.
  open var text: String? {
    get { headlessTextField.text }
    set { headlessTextField.text = newValue ?? "" }
  }

  /// The text as an attributed string: the text, with the attributes last given.
  open var attributedText: NSAttributedString? {
    get { NSAttributedString(string: headlessTextField.text, attributes: defaultTextAttributes) }
    set {
      headlessTextField.text = newValue?.string ?? ""
    }
  }

  /// The text shown while the field is empty.
  open var placeholder: String? {
    get { headlessTextField.placeholder }
    set {
      headlessTextField.placeholder = newValue
      placeholderAttributes = [:]
    }
  }

  /// The placeholder as an attributed string: its string is the ``placeholder``, and its
  /// attributes are kept.
  open var attributedPlaceholder: NSAttributedString? {
    get {
      headlessTextField.placeholder.map {
        NSAttributedString(string: $0, attributes: placeholderAttributes)
      }
    }
    set {
      headlessTextField.placeholder = newValue?.string
      var attributes: [NSAttributedString.Key: Any] = [:]
      if let newValue, newValue.length > 0 {
        attributes = newValue.attributes(at: 0, effectiveRange: nil)
      }
      placeholderAttributes = attributes
    }
  }
  private var placeholderAttributes: [NSAttributedString.Key: Any] = [:]

  /// Whether the field has text.
  open var hasText: Bool { !headlessTextField.text.isEmpty }

  /// Whether the field is editing: the same as ``isFirstResponder``.
  open var isEditing: Bool { headlessTextField.isEditing }

  // MARK: Styling, kept and never drawn

  /// The font. Kept.
  open var font: UIFont? = .systemFont(ofSize: 17)
  /// The text colour. Kept.
  open var textColor: UIColor? = .label
  /// The alignment of the text. Kept.
  open var textAlignment: NSTextAlignment = .natural
  /// The border. Kept.
  open var borderStyle: BorderStyle = .none
  /// The background image. Kept.
  open var background: UIImage?
  /// Whether the font shrinks to fit the width. Kept.
  open var adjustsFontSizeToFitWidth = false
  /// The smallest size the font shrinks to. Kept.
  open var minimumFontSize: CGFloat = 0
  /// The attributes new text gets. Kept.
  open var defaultTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// Whether the person may style text. Kept.
  open var allowsEditingTextAttributes = false
  /// A view on the left of the text. Kept.
  open var leftView: UIView?
  /// When the left view shows. Kept.
  open var leftViewMode: ViewMode = .never
  /// A view on the right of the text. Kept.
  open var rightView: UIView?
  /// When the right view shows. Kept.
  open var rightViewMode: ViewMode = .never
  /// A view shown instead of the keyboard. Kept.
  open var inputView: UIView?
  /// A view shown above the keyboard: a ``UIToolbar`` whose buttons a test taps. Kept.
  open var inputAccessoryView: UIView?
  /// The rules a new password must follow, for the keyboard's suggestions. Kept.
  open var passwordRules: UITextInputPasswordRules?

  /// Where the text is drawn inside `bounds`: the bounds (override to inset it).
  open func textRect(forBounds bounds: CGRect) -> CGRect { bounds }
  /// Where the text being edited is drawn: the bounds (override to inset it).
  open func editingRect(forBounds bounds: CGRect) -> CGRect { bounds }
  /// Where the placeholder is drawn: the bounds (override to inset it).
  open func placeholderRect(forBounds bounds: CGRect) -> CGRect { bounds }
  /// Where the border is drawn: the bounds.
  open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
  /// Where the clear button is drawn: nowhere in particular (zero).
  open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { .zero }
  /// Where the left view is drawn: nowhere in particular (zero).
  open func leftViewRect(forBounds bounds: CGRect) -> CGRect { .zero }
  /// Where the right view is drawn: nowhere in particular (zero).
  open func rightViewRect(forBounds bounds: CGRect) -> CGRect { .zero }

  // MARK: Behaviour, forwarded

  /// Whether the field accepts a person's actions; disabling a focused field ends editing
  /// with reason `.cancelled`.
  open override var isEnabled: Bool {
    get { headlessTextField.isEnabled }
    set { headlessTextField.isEnabled = newValue }
  }

  /// The field as VoiceOver meets it: the headless field's element (labelled by its placeholder; its value is its text, bullets for secure text), with this
  /// view's accessibility properties where they are set.
  override func accessibilityElement(path: String) -> AccessibilityElement {
    overlayingAccessibilityProperties(on: headlessTextField.accessibilityElement, path: path)
  }
  /// When the clear button shows. `.never` by default.
  open var clearButtonMode: ViewMode {
    get { headlessTextField.clearButtonMode }
    set { headlessTextField.clearButtonMode = newValue }
  }
  /// Whether beginning to edit clears the text.
  open var clearsOnBeginEditing: Bool {
    get { headlessTextField.clearsOnBeginEditing }
    set { headlessTextField.clearsOnBeginEditing = newValue }
  }
  /// Whether the next insertion replaces all the text.
  open var clearsOnInsertion: Bool {
    get { headlessTextField.clearsOnInsertion }
    set { headlessTextField.clearsOnInsertion = newValue }
  }
  /// Whether the text is hidden (a secure field clears on the first edit after refocusing,
  /// as UIKit's does).
  open var isSecureTextEntry: Bool {
    get { headlessTextField.isSecureTextEntry }
    set { headlessTextField.isSecureTextEntry = newValue }
  }
  /// The keyboard a front end shows.
  open var keyboardType: UIKeyboardType {
    get { headlessTextField.keyboardType }
    set { headlessTextField.keyboardType = newValue }
  }
  /// The return key's title.
  open var returnKeyType: UIReturnKeyType {
    get { headlessTextField.returnKeyType }
    set { headlessTextField.returnKeyType = newValue }
  }
  /// How typed text is capitalised.
  open var autocapitalizationType: UITextAutocapitalizationType {
    get { headlessTextField.autocapitalizationType }
    set { headlessTextField.autocapitalizationType = newValue }
  }
  /// Whether typed text is autocorrected.
  open var autocorrectionType: UITextAutocorrectionType {
    get { headlessTextField.autocorrectionType }
    set { headlessTextField.autocorrectionType = newValue }
  }
  /// The meaning of the content, for autofill.
  open var textContentType: UITextContentType! {
    get { headlessTextField.textContentType }
    set { headlessTextField.textContentType = newValue }
  }
  /// Whether the return key does nothing while the text is empty.
  open var enablesReturnKeyAutomatically: Bool {
    get { headlessTextField.enablesReturnKeyAutomatically }
    set { headlessTextField.enablesReturnKeyAutomatically = newValue }
  }
  /// Whether spelling is checked. Kept.
  open var spellCheckingType: UITextSpellCheckingType = .default
  /// Whether quotes become smart quotes. Kept.
  open var smartQuotesType: UITextSmartQuotesType = .default
  /// Whether hyphens become dashes. Kept.
  open var smartDashesType: UITextSmartDashesType = .default
  /// Whether spaces are added and removed around pastes. Kept.
  open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
  /// The keyboard's look. Kept.
  open var keyboardAppearance: UIKeyboardAppearance = .default

  // MARK: Focus

  /// Whether the field has focus.
  open override var isFirstResponder: Bool { headlessTextField.isFirstResponder }
  /// A text field can take focus.
  open override var canBecomeFirstResponder: Bool { true }

  /// Asks for focus, running UIKit's sequence (`textFieldShouldBeginEditing`, …). A subclass
  /// that overrides it sees every request, a tap's included.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    headlessTextField.becomeFirstResponder()
  }

  /// Asks to give up focus (`textFieldShouldEndEditing`, …). A subclass that overrides it
  /// sees every request, including the window's when another control takes focus.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    headlessTextField.resignFirstResponder()
  }

  /// Ends editing; with `force`, the delegate is not asked.
  @discardableResult
  open override func endEditing(_ force: Bool) -> Bool {
    headlessTextField.endEditing(force)
  }

  // MARK: The keyboard (UIKeyInput), through overridable methods

  /// The keyboard inserts `text` at the selection: what every typed character goes through.
  /// A lone `"\n"` is the return key, as UIKit's keyboard sends it.
  open func insertText(_ text: String) {
    headlessTextField.insertText(text)
  }

  /// The keyboard's backspace: what every deletion goes through.
  open func deleteBackward() {
    headlessTextField.deleteBackward()
  }

  /// Pastes the general pasteboard's string, as UIKit's `paste(_:)` edit action. Override it
  /// to change or refuse pastes; `paste(_:)` with a string goes through it.
  open func paste(_ sender: Any?) {
    guard let string = UIPasteboard.general.string else { return }
    headlessTextField.paste(string)
  }

  /// Selects all the text, as UIKit's `selectAll(_:)` edit action.
  open func selectAll(_ sender: Any?) {
    headlessTextField.selectAll()
  }

  // MARK: A person's actions (Fieldwork's, for tests and front ends)

  /// A person types `text`, one keystroke per character (a newline is the return key), each
  /// through ``insertText(_:)``; each keystroke is its own update batch, as on a device.
  ///
  /// The main run loop turns before each key and after the last: blocks queued with
  /// `DispatchQueue.main.async` on the main actor — by an earlier action such as a tap, or by
  /// the previous key — run first, as on a device.
  public func type(_ text: String) {
    MainRunLoop.type(text) { insertText(String($0)) }
  }

  /// A person selects `range` (UTF-16), clamped into the text and onto characters.
  public func select(_ range: NSRange) {
    headlessTextField.select(range)
  }

  /// A person taps the clear button (while it shows).
  public func tapClearButton() {
    guard isUserInteractionEnabled else { return }
    headlessTextField.tapClearButton()
  }

  /// Undoes the last edit group, as a person shaking to undo.
  public func undo() { headlessTextField.undo() }

  /// Redoes the last undone step.
  public func redo() { headlessTextField.redo() }

  // MARK: Reflection

  /// The headless field's description: the text redacted when secure.
  public nonisolated override var description: String {
    guard let field = ifOnMainActor({ self.headlessTextField.description }) else {
      return "UITextField"
    }
    return "UITextField(" + field.dropFirst("HeadlessTextField(".count)
  }
  // MARK: UITextInput's positions and ranges

  private var positions: TextInputPositions<HeadlessTextField> {
    TextInputPositions(control: headlessTextField, isMultiline: false)
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
  /// the text; up and down leave a single-line field (`nil`).
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

  /// The text in `range`, or `nil` when the range lies outside the text. A range that ends
  /// inside a character is widened to whole characters.
  open func text(in range: UITextRange) -> String? {
    positions.text(in: range)
  }

  /// Replaces `range` with `text` as the keyboard does: asking
  /// `textField(_:shouldChangeCharactersIn:replacementString:)`, then notifying. Ignored
  /// unless the field is focused and enabled; a range outside the text is ignored, and one
  /// inside a character is widened to whole characters.
  open func replace(_ range: UITextRange, withText text: String) {
    positions.replace(range, withText: text)
  }

  /// The selection (or the caret), as a range. Setting it selects programmatically, as
  /// `setSelectedRange` does: no delegate call; a range outside the text is clamped into it
  /// and widened onto character boundaries; `nil` is ignored.
  open var selectedTextRange: UITextRange? {
    get { positions.selectedTextRange }
    set { positions.select(newValue) }
  }

  /// The marked (IME) text's range, or `nil` when nothing is being composed.
  open var markedTextRange: UITextRange? { positions.markedTextRange }

  /// The input method shows provisional text (`nil` ends the composition), as
  /// `UITextInput.setMarkedText(_:selectedRange:)`.
  open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
    headlessTextField.setMarkedText(markedText ?? "", selectedRange: selectedRange)
  }

  /// The input method commits the marked text.
  open func unmarkText() {
    headlessTextField.unmarkText()
  }

  /// Where the caret would be drawn at `position`: nowhere (zero), as nothing is drawn.
  open func caretRect(for position: UITextPosition) -> CGRect { .zero }

  /// Where `range` would be drawn: nowhere (zero), as nothing is drawn.
  open func firstRect(for range: UITextRange) -> CGRect { .zero }
}

/// Relays the headless field's delegate calls to the `UITextField`'s delegate, with the
/// `UITextField` as the argument.
@MainActor
final class UITextFieldRelay: HeadlessTextFieldDelegate {
  weak var field: UITextField?

  func textFieldShouldBeginEditing(_ textField: HeadlessTextField) -> Bool {
    guard let field, let delegate = field.delegate else { return true }
    return delegate.textFieldShouldBeginEditing(field)
  }
  func textFieldDidBeginEditing(_ textField: HeadlessTextField) {
    guard let field else { return }
    field.delegate?.textFieldDidBeginEditing(field)
  }
  func textFieldShouldEndEditing(_ textField: HeadlessTextField) -> Bool {
    guard let field, let delegate = field.delegate else { return true }
    return delegate.textFieldShouldEndEditing(field)
  }
  func textFieldDidEndEditing(
    _ textField: HeadlessTextField, reason: HeadlessTextField.DidEndEditingReason
  ) {
    guard let field else { return }
    field.delegate?.textFieldDidEndEditing(field, reason: reason)
  }
  func textField(
    _ textField: HeadlessTextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    guard let field, let delegate = field.delegate else { return true }
    return delegate.textField(field, shouldChangeCharactersIn: range, replacementString: string)
  }
  func textFieldDidChangeSelection(_ textField: HeadlessTextField) {
    guard let field else { return }
    field.delegate?.textFieldDidChangeSelection(field)
  }
  func textFieldShouldClear(_ textField: HeadlessTextField) -> Bool {
    guard let field, let delegate = field.delegate else { return true }
    return delegate.textFieldShouldClear(field)
  }
  func textFieldShouldReturn(_ textField: HeadlessTextField) -> Bool {
    guard let field, let delegate = field.delegate else { return true }
    return delegate.textFieldShouldReturn(field)
  }
}

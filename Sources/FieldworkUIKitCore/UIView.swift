/// UIKit's window for the views of FieldworkUIKit: a `HeadlessWindow`, which keeps one first
/// responder among its controls. A host given a window puts the view it makes there.
public typealias UIWindow = HeadlessWindow

/// A view, as UIKit's `UIView`: its styling and layout settings are kept and readable, and
/// never drawn; subclasses (``UITextField``, ``UISearchBar``) own a headless control.
///
/// A view belongs to a ``UIWindow`` (a `HeadlessWindow`) as UIKit's views do: a host given
/// a window sets it on the view it makes, and a view passes its window on to its subviews.
@MainActor
open class UIView: UIResponder, HeadlessResponder {
  /// The view's frame. Kept, not laid out.
  open var frame: CGRect
  /// The view's bounds: its frame's size at the origin, unless set.
  open var bounds: CGRect
  /// The background colour. Kept, not drawn.
  open var backgroundColor: UIColor?
  /// The tint colour; the system blue unless set.
  open var tintColor: UIColor! = .systemBlue
  /// The opacity. Kept, not drawn.
  open var alpha: CGFloat = 1
  /// Whether the view is hidden. Kept, not drawn.
  open var isHidden = false
  /// Whether the view draws opaquely. Kept, not drawn.
  open var isOpaque = true
  /// Whether subviews are clipped to the bounds. Kept, not drawn.
  open var clipsToBounds = false
  /// Whether the view takes touches: while `false`, a person's ``UITextField/tap()`` (and the
  /// other touches of the controls) does nothing, as in UIKit.
  open var isUserInteractionEnabled = true
  /// An integer that identifies the view.
  open var tag = 0
  /// The identifier UI tests find the view by.
  open var accessibilityIdentifier: String?
  /// The label assistive technologies read.
  open var accessibilityLabel: String?
  /// The hint assistive technologies read.
  open var accessibilityHint: String?
  /// The value assistive technologies read; a control's own (a text field's text) when
  /// `nil`.
  open var accessibilityValue: String?
  private var accessibilityTraitsSetting: UIAccessibilityTraits?
  private var isAccessibilityElementSetting: Bool?
  /// What the view is to assistive technologies; UIKit's default for the view's class
  /// (`.staticText` for a label, none for a plain view) until set.
  open var accessibilityTraits: UIAccessibilityTraits {
    get { accessibilityTraitsSetting ?? defaultAccessibilityTraits }
    set { accessibilityTraitsSetting = newValue }
  }
  /// Whether VoiceOver stops at the view itself, rather than at its subviews; UIKit's
  /// default for the view's class (`true` for labels and controls, `false` for a plain
  /// view) until set.
  open var isAccessibilityElement: Bool {
    get { isAccessibilityElementSetting ?? isAccessibilityElementByDefault }
    set { isAccessibilityElementSetting = newValue }
  }
  /// Whether VoiceOver skips the view's subviews (and the view).
  open var accessibilityElementsHidden = false

  /// UIKit's default for ``isAccessibilityElement``: labels and controls are elements.
  var isAccessibilityElementByDefault: Bool { false }
  /// UIKit's default for ``accessibilityTraits``.
  var defaultAccessibilityTraits: UIAccessibilityTraits { .none }

  /// The element the view is, with UIKit's defaults where a property is not set; a control
  /// overrides it with its own.
  func accessibilityElement(path: String) -> AccessibilityElement {
    var traits = accessibilityTraits
    let isEnabled = !traits.contains(.notEnabled) && ((self as? UIControl)?.isEnabled ?? true)
    traits.remove(.notEnabled)
    return AccessibilityElement(
      label: accessibilityLabel ?? "", value: accessibilityValue, hint: accessibilityHint,
      traits: traits.swiftUITraits, identifier: accessibilityIdentifier, isEnabled: isEnabled,
      path: path)
  }

  /// `element` (a headless control's) at `path`, with this view's accessibility properties
  /// where they are set: what a text field, a text view and a search bar are to VoiceOver.
  func overlayingAccessibilityProperties(
    on element: AccessibilityElement, path: String
  ) -> AccessibilityElement {
    var element = element
    element.path = path
    if let accessibilityLabel { element.label = accessibilityLabel }
    if let accessibilityValue { element.value = accessibilityValue }
    if let accessibilityHint { element.hint = accessibilityHint }
    if let accessibilityIdentifier { element.identifier = accessibilityIdentifier }
    let traits = accessibilityTraits
    element.traits.formUnion(traits.swiftUITraits)
    if traits.contains(.notEnabled) { element.isEnabled = false }
    return element
  }

  /// The elements VoiceOver meets in the view: the view itself when it is one, else its
  /// subviews', in order; none when it is hidden.
  package func accessibilityElements(path: String) -> [AccessibilityElement] {
    guard !isHidden, alpha > 0, !accessibilityElementsHidden else { return [] }
    if isAccessibilityElement { return [accessibilityElement(path: path)] }
    return subviews.enumerated().flatMap { index, subview in
      subview.accessibilityElements(path: "\(path).subviews[\(index)]")
    }
  }
  /// Whether Auto Layout makes constraints from the autoresizing mask. Kept, not laid out.
  open var translatesAutoresizingMaskIntoConstraints = true
  /// The view's layer: corner radius, border, shadow. Kept, not drawn.
  public let layer = CALayer()
  /// The view that contains this one.
  public private(set) weak var superview: UIView?
  /// The views this one contains, in order.
  public private(set) var subviews: [UIView] = []

  /// The constraints activated on this view's anchors, in order. Kept, not solved.
  public internal(set) var activeConstraints: [NSLayoutConstraint] = []

  /// The view's leading edge.
  public lazy var leadingAnchor = NSLayoutXAxisAnchor(view: self, name: "leading")
  /// The view's trailing edge.
  public lazy var trailingAnchor = NSLayoutXAxisAnchor(view: self, name: "trailing")
  /// The view's left edge.
  public lazy var leftAnchor = NSLayoutXAxisAnchor(view: self, name: "left")
  /// The view's right edge.
  public lazy var rightAnchor = NSLayoutXAxisAnchor(view: self, name: "right")
  /// The view's horizontal centre.
  public lazy var centerXAnchor = NSLayoutXAxisAnchor(view: self, name: "centerX")
  /// The view's top edge.
  public lazy var topAnchor = NSLayoutYAxisAnchor(view: self, name: "top")
  /// The view's bottom edge.
  public lazy var bottomAnchor = NSLayoutYAxisAnchor(view: self, name: "bottom")
  /// The view's vertical centre.
  public lazy var centerYAnchor = NSLayoutYAxisAnchor(view: self, name: "centerY")
  /// The view's first baseline.
  public lazy var firstBaselineAnchor = NSLayoutYAxisAnchor(view: self, name: "firstBaseline")
  /// The view's last baseline.
  public lazy var lastBaselineAnchor = NSLayoutYAxisAnchor(view: self, name: "lastBaseline")
  /// The view's width.
  public lazy var widthAnchor = NSLayoutDimension(view: self, name: "width")
  /// The view's height.
  public lazy var heightAnchor = NSLayoutDimension(view: self, name: "height")

  private var huggingPriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
  private var compressionPriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]

  /// Creates a view with `frame`.
  public init(frame: CGRect) {
    self.frame = frame
    self.bounds = CGRect(origin: .zero, size: frame.size)
    super.init()
  }

  /// Creates a view with a zero frame.
  public override convenience init() {
    self.init(frame: .zero)
  }

  /// Views are never decoded from an archive here (there are no storyboards): `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }

  // MARK: Window

  /// The window the view belongs to, held weakly; set by the host that made the view (or by
  /// the superview's window) and passed on to the subviews.
  public var window: UIWindow? {
    get { storedWindow }
    set {
      guard newValue !== storedWindow else { return }
      storedWindow = newValue
      windowDidChange()
      for subview in subviews { subview.window = newValue }
      didMoveToWindow()
    }
  }
  private weak var storedWindow: UIWindow?

  /// Moves the view's control into the window (the text field and the search bar do).
  func windowDidChange() {}

  /// Called after the view moved to another window, as in UIKit. Does nothing.
  open func didMoveToWindow() {}

  /// Asks the first responder among this view and its subviews to give up focus, as UIKit's
  /// `endEditing(_:)`; with `force`, without asking. Returns whether none has focus after.
  @discardableResult
  open func endEditing(_ force: Bool) -> Bool {
    var ended = true
    for subview in subviews where !subview.endEditing(force) { ended = false }
    return ended
  }

  // MARK: Hierarchy

  /// Adds `view` at the end of the subviews, moving it from its superview, and gives it this
  /// view's window.
  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
    view.window = window
  }

  /// Removes the view from its superview.
  open func removeFromSuperview() {
    guard let superview else { return }
    superview.subviews.removeAll { $0 === self }
    self.superview = nil
  }

  // MARK: Layout, kept and readable

  /// Sets how much the view resists growing beyond its content along `axis`. Kept.
  open func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    huggingPriorities[axis] = priority
  }

  /// How much the view resists growing along `axis`: `.defaultLow` (250) unless set.
  open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    huggingPriorities[axis] ?? .defaultLow
  }

  /// Sets how much the view resists shrinking below its content along `axis`. Kept.
  open func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    compressionPriorities[axis] = priority
  }

  /// How much the view resists shrinking along `axis`: `.defaultHigh` (750) unless set.
  open func contentCompressionResistancePriority(
    for axis: NSLayoutConstraint.Axis
  ) -> UILayoutPriority {
    compressionPriorities[axis] ?? .defaultHigh
  }

  /// The size the view's content wants: none, as for a view with no content.
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// The value of an intrinsic dimension a view does not have, as UIKit's.
  public nonisolated static let noIntrinsicMetric: CGFloat = -1

  /// Does nothing: there is no layout pass.
  open func setNeedsLayout() {}
  /// Does nothing: there is no layout pass.
  open func layoutIfNeeded() {}
  /// Does nothing: there is no layout pass.
  open func layoutSubviews() {}
  /// Does nothing: nothing is drawn.
  open func setNeedsDisplay() {}
  /// Keeps the frame: there is no content to measure.
  open func sizeToFit() {}
  /// The size that fits `size`: the frame's size, as nothing is measured.
  open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }
}

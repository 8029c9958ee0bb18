/// A button, as UIKit's `UIButton`: its titles, images and colours per state kept and
/// readable, its actions sent by ``tap()``. Nothing is drawn.
///
/// ```swift
/// let save = UIButton(primaryAction: UIAction(title: "Save") { _ in model.save() })
/// save.tap()
/// ```
///
/// VoiceOver reads it as its title and "Button."; a double tap taps it.
open class UIButton: UIControl {
  /// How a button looks, as UIKit's `UIButton.ButtonType`. Kept.
  public enum ButtonType: Int, Sendable {
    /// No style.
    case custom = 0
    /// The system's style.
    case system = 1
    /// A detail disclosure.
    case detailDisclosure = 2
    /// An info button (light).
    case infoLight = 3
    /// An info button (dark).
    case infoDark = 4
    /// An add-contact button.
    case contactAdd = 5
    /// A close button.
    case close = 7
  }

  /// The button's look, as UIKit's `UIButton.Configuration` (iOS 15): a title, a subtitle,
  /// an image and their colours. Kept.
  public struct Configuration: Sendable {
    /// The style's name: `plain`, `tinted`, `gray`, `filled`, `borderless`, `bordered`…
    public let style: String
    /// The title.
    public var title: String?
    /// The subtitle.
    public var subtitle: String?
    /// The image's name.
    public var imageName: String?
    /// The image.
    public var image: UIImage? {
      get { imageName.flatMap { UIImage(systemName: $0) } }
      set { imageName = newValue?.name }
    }
    /// The foreground colour. Kept.
    public var baseForegroundColor: UIColor?
    /// The background colour. Kept.
    public var baseBackgroundColor: UIColor?
    /// Whether an activity indicator shows in place of the image. Kept.
    public var showsActivityIndicator = false

    /// A plain button.
    public static func plain() -> Configuration { Configuration(style: "plain") }
    /// A tinted button.
    public static func tinted() -> Configuration { Configuration(style: "tinted") }
    /// A grey button.
    public static func gray() -> Configuration { Configuration(style: "gray") }
    /// A filled button.
    public static func filled() -> Configuration { Configuration(style: "filled") }
    /// A borderless button.
    public static func borderless() -> Configuration { Configuration(style: "borderless") }
    /// A bordered button.
    public static func bordered() -> Configuration { Configuration(style: "bordered") }
    /// A bordered, tinted button.
    public static func borderedTinted() -> Configuration {
      Configuration(style: "borderedTinted")
    }
    /// A bordered, prominent button.
    public static func borderedProminent() -> Configuration {
      Configuration(style: "borderedProminent")
    }
  }

  /// The button's type.
  public let buttonType: ButtonType
  /// The button's configuration, when it has one; its title is the button's title.
  open var configuration: Configuration?
  private var titles: [UInt: String] = [:]
  private var titleColors: [UInt: UIColor] = [:]
  private var images: [UInt: UIImage] = [:]
  /// The label that shows the current title.
  public let titleLabel: UILabel? = UILabel()

  /// A button of `buttonType`.
  public init(type buttonType: ButtonType) {
    self.buttonType = buttonType
    super.init(frame: .zero)
  }

  /// Buttons are never decoded from an archive here (there are no storyboards): `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// A button with a frame, of the custom type.
  public override init(frame: CGRect) {
    buttonType = .custom
    super.init(frame: frame)
  }

  /// A system button that runs `primaryAction` when tapped, titled by the action's title.
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(type: buttonType)
    if let primaryAction {
      if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
      addAction(primaryAction, for: .touchUpInside)
    }
  }

  /// A system button with `configuration`, running `primaryAction` when tapped.
  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(type: .system, primaryAction: primaryAction)
    self.configuration = configuration
  }

  /// Sets the title for `state`.
  open func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
    if state == .normal { titleLabel?.text = title }
  }

  /// The title for `state`: the normal state's when `state` has none, as in UIKit.
  open func title(for state: State) -> String? {
    titles[state.rawValue] ?? titles[State.normal.rawValue]
  }

  /// Sets the title's colour for `state`.
  open func setTitleColor(_ color: UIColor?, for state: State) {
    titleColors[state.rawValue] = color
  }

  /// The title's colour for `state`: the normal state's when `state` has none.
  open func titleColor(for state: State) -> UIColor? {
    titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
  }

  /// Sets the image for `state`.
  open func setImage(_ image: UIImage?, for state: State) {
    images[state.rawValue] = image
  }

  /// The image for `state`: the normal state's when `state` has none.
  open func image(for state: State) -> UIImage? {
    images[state.rawValue] ?? images[State.normal.rawValue]
  }

  /// The title shown now: the configuration's, else the current state's.
  open var currentTitle: String? {
    configuration?.title ?? title(for: currentState)
  }

  /// The image shown now.
  open var currentImage: UIImage? {
    configuration?.image ?? image(for: currentState)
  }

  private var currentState: State {
    var state = State.normal
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    if isHighlighted { state.insert(.highlighted) }
    return state
  }

  /// A person's tap: `.touchDown`, then `.touchUpInside`, as UIKit sends them; nothing when
  /// the button is disabled or does not take touches.
  open func tap() {
    guard isEnabled, isUserInteractionEnabled, !isHidden else { return }
    sendActions(for: .touchDown)
    sendActions(for: .touchUpInside)
  }

  override var defaultAccessibilityTraits: UIAccessibilityTraits { .button }

  /// A button reads as its title (its image's name when it has no title), and a double tap
  /// taps it.
  override func accessibilityElement(path: String) -> AccessibilityElement {
    var element = super.accessibilityElement(path: path)
    if accessibilityLabel == nil {
      element.label = currentTitle ?? currentImage?.name ?? ""
    }
    element.actions = AccessibilityActions(activate: { [weak self] in self?.tap() })
    return element
  }
}

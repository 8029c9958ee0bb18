/// A controller of a screen, as UIKit's `UIViewController`: it loads its view once, on first
/// use, and is told as it appears and disappears.
///
/// UIKit's order holds: reading `view` calls ``loadView()`` then ``viewDidLoad()``, once;
/// a window showing the controller calls ``viewWillAppear(_:)`` then ``viewDidAppear(_:)``.
@MainActor
open class UIViewController: UIResponder {
  private var loadedView: UIView?
  /// The title a navigation bar or tab shows.
  open var title: String?
  /// The controllers added with ``addChild(_:)``.
  public private(set) var children: [UIViewController] = []
  /// The controller this one was added to as a child, or `nil`.
  public private(set) weak var parent: UIViewController?
  /// The controller this one presented, or `nil`.
  public private(set) var presentedViewController: UIViewController?
  /// The controller that presented this one, or `nil`.
  public private(set) weak var presentingViewController: UIViewController?
  /// Whether the controller's view is in a window now.
  public private(set) var isVisible = false

  /// A controller with no view yet.
  public override init() {
    super.init()
  }

  /// A controller with no view yet, as UIKit's `init(nibName:bundle:)`. Headless, nib files
  /// are not loaded: override ``loadView()`` or ``viewDidLoad()``.
  public init(nibName: String?, bundle: Bundle?) {
    super.init()
  }

  /// Refused, as a controller made from a storyboard: headless, none is read.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The controller's view, loaded on first read (``loadView()``, then ``viewDidLoad()``).
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set { loadedView = newValue }
  }

  /// Whether the view has been loaded.
  public var isViewLoaded: Bool { loadedView != nil }

  /// Loads the view now if it has not been.
  public func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { loadedView = UIView() }
    viewDidLoad()
  }

  /// Makes the view: a plain `UIView` unless overridden.
  open func loadView() {
    loadedView = UIView()
  }

  /// Called once the view is loaded.
  open func viewDidLoad() {}
  /// Called before the view appears.
  open func viewWillAppear(_ animated: Bool) {}
  /// Called after the view appeared.
  open func viewDidAppear(_ animated: Bool) {}
  /// Called before the view disappears.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called after the view disappeared.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Adds `child` as a child controller.
  open func addChild(_ child: UIViewController) {
    child.removeFromParent()
    children.append(child)
    child.parent = self
  }

  /// Removes the controller from its parent.
  open func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
  }

  /// Called before the controller is added to or removed from a parent.
  open func willMove(toParent parent: UIViewController?) {}
  /// Called after the controller was added to or removed from a parent.
  open func didMove(toParent parent: UIViewController?) {}

  /// The navigation controller this controller is in, or `nil`.
  public var navigationController: UINavigationController? {
    var current: UIViewController? = parent
    while let controller = current {
      if let navigation = controller as? UINavigationController { return navigation }
      current = controller.parent
    }
    return nil
  }

  /// Presents `controller` over this one, as UIKit's `present(_:animated:completion:)`:
  /// headless, at once. Presenting while another is presented does nothing, as in UIKit.
  open func present(
    _ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil
  ) {
    guard presentedViewController == nil else { return }
    presentedViewController = controller
    controller.presentingViewController = self
    controller.appear(animated)
    completion?()
  }

  /// Dismisses the controller this one presented, or this one if it was presented.
  open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
    if let presented = presentedViewController {
      presented.disappear(animated)
      presented.presentingViewController = nil
      presentedViewController = nil
    } else if let presenting = presentingViewController {
      presenting.dismiss(animated: animated, completion: nil)
    }
    completion?()
  }

  /// The controller a person sees: the one presented over this one, if any.
  var visibleController: UIViewController {
    presentedViewController?.visibleController ?? self
  }

  /// Loads the view and tells the controller it appears.
  func appear(_ animated: Bool) {
    loadViewIfNeeded()
    guard !isVisible else { return }
    viewWillAppear(animated)
    isVisible = true
    viewDidAppear(animated)
  }

  /// Tells the controller it disappears.
  func disappear(_ animated: Bool) {
    guard isVisible else { return }
    viewWillDisappear(animated)
    isVisible = false
    viewDidDisappear(animated)
  }
}

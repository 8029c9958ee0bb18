/// A stack of controllers, as UIKit's `UINavigationController`: the top one is shown.
@MainActor
open class UINavigationController: UIViewController {
  /// The controllers on the stack, bottom first.
  public private(set) var viewControllers: [UIViewController] = []

  /// A stack holding `rootViewController`.
  public init(rootViewController: UIViewController) {
    super.init()
    push(rootViewController)
  }

  /// An empty stack.
  public override init() {
    super.init()
  }

  /// Refused, as a controller made from a storyboard.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The controller on top of the stack.
  public var topViewController: UIViewController? { viewControllers.last }

  /// Pushes `controller`: it appears, and the one below disappears.
  open func pushViewController(_ controller: UIViewController, animated: Bool) {
    if isVisible { topViewController?.disappear(animated) }
    push(controller)
    if isVisible { controller.appear(animated) }
  }

  /// Pops the top controller, unless it is the root; returns it.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard viewControllers.count > 1, let top = viewControllers.popLast() else { return nil }
    if isVisible { top.disappear(animated) }
    top.removeFromParent()
    if isVisible { topViewController?.appear(animated) }
    return top
  }

  private func push(_ controller: UIViewController) {
    addChild(controller)
    viewControllers.append(controller)
  }

  override var visibleController: UIViewController {
    presentedViewController?.visibleController ?? topViewController?.visibleController ?? self
  }

  override func appear(_ animated: Bool) {
    super.appear(animated)
    topViewController?.appear(animated)
  }

  override func disappear(_ animated: Bool) {
    topViewController?.disappear(animated)
    super.disappear(animated)
  }
}

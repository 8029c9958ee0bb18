/// A controller whose view is a SwiftUI view, as SwiftUI's `UIHostingController`: its root
/// view is hosted headlessly and can be inspected.
///
/// ```swift
/// let controller = UIHostingController(rootView: ContentView())
/// try controller.inspect().find(button: "Add").tap()
/// ```
///
/// The root view is hosted when the controller's view loads (on first read of `view`, or
/// of ``host``); setting ``rootView`` renders it again, keeping the state of what stays.
@MainActor
open class UIHostingController<Content: View>: UIViewController {
  private let root: State<Content>
  private var loadedHost: ViewHost<HostedRoot<Content>>?
  /// The problems the host worked around (a missing environment object, an update cycle),
  /// in order. Each is also printed to standard error, as a `ViewHost`'s are by default.
  public private(set) var diagnostics: [UpdateDiagnostic] = []

  /// A controller showing `rootView`.
  public init(rootView: Content) {
    root = State(wrappedValue: rootView)
    super.init()
  }

  /// Refused, as a controller made from a storyboard.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The view shown. Setting it renders the tree again.
  public var rootView: Content {
    get { root.wrappedValue }
    set { root.wrappedValue = newValue }
  }

  /// How the controller sizes itself, as SwiftUI's `sizingOptions`. Kept; nothing is laid out.
  public var sizingOptions: UIHostingControllerSizingOptions = []

  /// The headless host of ``rootView``: inspect and drive the screen through it.
  public var host: ViewHost<HostedRoot<Content>> {
    loadViewIfNeeded()
    if let loadedHost { return loadedHost }
    let root = self.root
    let host = ViewHost(diagnosticHandler: { [weak self] diagnostic in
      self?.diagnostics.append(diagnostic)
      UpdateDiagnostic.printToStandardError(diagnostic)
    }) {
      HostedRoot(root: root)
    }
    loadedHost = host
    return host
  }

  open override func loadView() {
    view = UIView()
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    _ = host
  }

  /// Inspects the hosted screen, as `host.inspect()` does.
  public func inspect() throws -> InspectableView<ViewType.ClassifiedView> {
    try host.inspect()
  }
}

extension UIHostingController: HostingControllerInspecting {}

/// A hosting controller, whatever view it hosts: what an app host inspects.
@MainActor
protocol HostingControllerInspecting: AnyObject {
  func inspect() throws -> InspectableView<ViewType.ClassifiedView>
}

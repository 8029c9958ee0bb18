/// What ViewInspector's `content` holds: the view's value and its modifiers.
public struct InspectedContent: Sendable {
  private let carriedView: Unchecked<Any>
  /// The modifiers applied right to the view.
  public let medium: Medium

  init(view: Unchecked<Any>, medium: Medium) {
    carriedView = view
    self.medium = medium
  }

  /// The view's value: `content.view as? Text`.
  public var view: Any { carriedView.value }

  /// The modifiers applied right to a view, as ViewInspector's `Content.Medium`.
  public struct Medium: Sendable {
    private let carried: Unchecked<[Any]>

    init(viewModifiers: Unchecked<[Any]>) {
      carried = viewModifiers
    }

    /// The modifiers, innermost first.
    public var viewModifiers: [Any] { carried.value }
  }
}

/// A scrollable area, as SwiftUI's `ScrollView`. Headless, nothing scrolls: all its content
/// is in the tree.
public struct ScrollView<Content: View> {
  /// The directions it scrolls in.
  public let axes: Axis.Set
  /// Whether it shows scroll indicators.
  public let showsIndicators: Bool
  let content: Content

  /// A scroll view of the views `content` builds.
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.content = content()
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension ScrollView: PrimitiveView {
  func render(in context: inout RenderContext) { context.content(content) }
  static var fixedRole: NodeRole? { .view(.scrollView) }
  var ownAttributes: [ViewAttribute] {
    axes == .vertical ? [] : [ViewAttribute(.axes, axes == .horizontal ? "horizontal" : "both")]
  }
}

extension ScrollView: View {}

// MARK: Attribute keys

extension AttributeKey {
  static var axes: AttributeKey<String> { .init("axes") }
}

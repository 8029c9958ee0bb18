/// Views one above the other, as SwiftUI's `VStack`.
public struct VStack<Content: View> {
  // The content first: the alignment's byte and the spacing's then fill the end, where
  // padding before the content would go.
  let content: Content
  /// The space between them, or `nil` for the default.
  public let spacing: CGFloat?
  /// How the views line up.
  public let alignment: HorizontalAlignment

  /// A stack of the views `content` builds.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

/// Views side by side, as SwiftUI's `HStack`.
public struct HStack<Content: View> {
  // The content first: the alignment's byte and the spacing's then fill the end, where
  // padding before the content would go.
  let content: Content
  /// The space between them, or `nil` for the default.
  public let spacing: CGFloat?
  /// How the views line up.
  public let alignment: VerticalAlignment

  /// A stack of the views `content` builds.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

/// Views on top of each other, as SwiftUI's `ZStack`: the first at the back.
public struct ZStack<Content: View> {
  /// How the views line up.
  public let alignment: Alignment
  let content: Content

  /// A stack of the views `content` builds.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

/// Which views of a lazy stack stay pinned while it scrolls, as SwiftUI's
/// `PinnedScrollableViews`.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
  /// The raw value.
  public let rawValue: UInt32
  /// Views from a raw value.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Section headers.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  /// Section footers.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// Views one above the other, made as they scroll into view in SwiftUI, as `LazyVStack`.
/// Headless, every view is made: nothing scrolls.
public struct LazyVStack<Content: View> {
  /// How the views line up.
  public let alignment: HorizontalAlignment
  /// The space between them, or `nil` for the default.
  public let spacing: CGFloat?
  /// The views pinned while scrolling.
  public let pinnedViews: PinnedScrollableViews
  let content: Content

  /// A lazy stack of the views `content` builds.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.pinnedViews = pinnedViews
    self.content = content()
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

/// Views side by side, made as they scroll into view in SwiftUI, as `LazyHStack`.
public struct LazyHStack<Content: View> {
  /// How the views line up.
  public let alignment: VerticalAlignment
  /// The space between them, or `nil` for the default.
  public let spacing: CGFloat?
  /// The views pinned while scrolling.
  public let pinnedViews: PinnedScrollableViews
  let content: Content

  /// A lazy stack of the views `content` builds.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.pinnedViews = pinnedViews
    self.content = content()
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

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

/// Flexible space, as SwiftUI's `Spacer`.
public struct Spacer {
  /// The least length it takes, or `nil` for the default.
  public let minLength: CGFloat?

  /// A spacer.
  public init(minLength: CGFloat? = nil) {
    self.minLength = minLength
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

/// A line between views, as SwiftUI's `Divider`.
public struct Divider {
  /// A divider.
  public init() {}

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

/// A view that builds its content from the space it is given, as SwiftUI's
/// `GeometryReader`. Headless, that space is the host's ``ViewHost/size``.
public struct GeometryReader<Content: View> {
  let content: (GeometryProxy) -> Content

  /// A reader whose content `content` builds from the proxy.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

/// The space a `GeometryReader` is given, as SwiftUI's `GeometryProxy`.
public struct GeometryProxy: Sendable {
  /// The size: the host's.
  public let size: CGSize
  /// The safe area's insets: none, headless.
  public let safeAreaInsets: EdgeInsets

  /// The reader's frame in `coordinateSpace`: at the origin, of the host's size.
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    CGRect(origin: .zero, size: size)
  }
}

/// A space frames are measured in, as SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Hashable {
  /// The screen's.
  case global
  /// The view's own.
  case local
  /// A space named with `.coordinateSpace(name:)`.
  case named(AnyHashable)
}

/// Progress, as SwiftUI's `ProgressView`: indeterminate, or a value of a total.
public struct ProgressView {
  /// The label's text, if any.
  public let title: String?
  /// The progress made, for a determinate view.
  public let value: Double?
  /// The total, for a determinate view.
  public let total: Double

  /// An indeterminate progress view.
  public init() {
    title = nil
    value = nil
    total = 1
  }

  /// An indeterminate progress view titled `title`.
  public init(_ title: String) {
    self.title = title
    value = nil
    total = 1
  }

  /// A progress view of `value` out of `total`.
  public init<V: BinaryFloatingPoint>(_ title: String? = nil, value: V?, total: V = 1.0) {
    self.title = title
    if let value { self.value = Double(value) } else { self.value = nil }
    self.total = Double(total)
  }

  /// A progress view of `value` out of `total`.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    self.init(nil, value: value, total: total)
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension VStack: PrimitiveView {
  func render(in context: inout RenderContext) { context.content(content) }
  static var fixedInspection: InspectionRole? { .view(.vStack) }
  var ownAttributes: [ViewAttribute] { stackAttributes(alignment, spacing, default: .center) }
}

extension HStack: PrimitiveView {
  func render(in context: inout RenderContext) { context.content(content) }
  static var fixedInspection: InspectionRole? { .view(.hStack) }
  var ownAttributes: [ViewAttribute] { stackAttributes(alignment, spacing, default: .center) }
}

extension ZStack: PrimitiveView {
  func render(in context: inout RenderContext) { context.content(content) }
  static var fixedInspection: InspectionRole? { .view(.zStack) }
  var ownAttributes: [ViewAttribute] {
    alignment == .center ? [] : [ViewAttribute("alignment", alignment)]
  }
}

extension LazyVStack: PrimitiveView {
  func render(in context: inout RenderContext) { context.content(content) }
  static var fixedInspection: InspectionRole? { .view(.lazyVStack) }
  static var rowMaking: RowMaking { .lazy }
  var ownAttributes: [ViewAttribute] { stackAttributes(alignment, spacing, default: .center) }
}

extension LazyHStack: PrimitiveView {
  func render(in context: inout RenderContext) { context.content(content) }
  static var fixedInspection: InspectionRole? { .view(.lazyHStack) }
  static var rowMaking: RowMaking { .lazy }
  var ownAttributes: [ViewAttribute] { stackAttributes(alignment, spacing, default: .center) }
}

extension ScrollView: PrimitiveView {
  func render(in context: inout RenderContext) { context.content(content) }
  static var fixedInspection: InspectionRole? { .view(.scrollView) }
  var ownAttributes: [ViewAttribute] {
    axes == .vertical ? [] : [ViewAttribute("axes", axes == .horizontal ? "horizontal" : "both")]
  }
}

extension Spacer: LeafView {
  static var fixedInspection: InspectionRole? { .view(.spacer) }
  var ownAttributes: [ViewAttribute] {
    minLength.map { [ViewAttribute("minLength", $0)] } ?? []
  }
}

extension Divider: LeafView {
  static var fixedInspection: InspectionRole? { .view(.divider) }
}

extension GeometryReader: PrimitiveView {
  func render(in context: inout RenderContext) {
    let size = context.node.graph.size
    context.child(.position(0), content(GeometryProxy(size: size, safeAreaInsets: EdgeInsets())))
  }
  static var fixedInspection: InspectionRole? { .view(.geometryReader) }
}

extension ProgressView: PrimitiveView {
  func render(in context: inout RenderContext) {
    if let title { context.child(.part("label"), Text(title)) }
  }
  static var fixedInspection: InspectionRole? { .view(.progressView) }
  var ownAttributes: [ViewAttribute] {
    value.map { [ViewAttribute("value", "\($0) of \(total)")] } ?? []
  }
}

extension Color: View, LeafView {
  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
  static var fixedInspection: InspectionRole? { .view(.color) }
  var ownAttributes: [ViewAttribute] { [ViewAttribute("color", self)] }
}

private func stackAttributes<A: Equatable>(_ alignment: A, _ spacing: CGFloat?, default: A)
  -> [ViewAttribute]
{
  var attributes: [ViewAttribute] = []
  if alignment != `default` { attributes.append(ViewAttribute("alignment", alignment)) }
  if let spacing { attributes.append(ViewAttribute("spacing", spacing)) }
  return attributes
}

// Conformed in extensions, so the types are not isolated to the main actor: a view can be
// built anywhere (an XCTest method builds one before inspecting it); only `body` is.
extension VStack: View {}
extension HStack: View {}
extension ZStack: View {}
extension LazyVStack: View {}
extension LazyHStack: View {}
extension ScrollView: View {}
extension Spacer: View {}
extension Divider: View {}
extension GeometryReader: View {}
extension ProgressView: View {}

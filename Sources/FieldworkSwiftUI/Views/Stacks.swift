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

extension VStack: PrimitiveView {
  func render(in context: inout RenderContext) { context.content(content) }
  static var fixedRole: NodeRole? { .view(.vStack) }
  var ownAttributes: [ViewAttribute] { stackAttributes(alignment, spacing, default: .center) }
}

extension HStack: PrimitiveView {
  func render(in context: inout RenderContext) { context.content(content) }
  static var fixedRole: NodeRole? { .view(.hStack) }
  var ownAttributes: [ViewAttribute] { stackAttributes(alignment, spacing, default: .center) }
}

extension ZStack: PrimitiveView {
  func render(in context: inout RenderContext) { context.content(content) }
  static var fixedRole: NodeRole? { .view(.zStack) }
  var ownAttributes: [ViewAttribute] {
    alignment == .center ? [] : [ViewAttribute(.alignment, alignment)]
  }
}

func stackAttributes<A: Equatable>(_ alignment: A, _ spacing: CGFloat?, default: A)
  -> [ViewAttribute]
{
  var attributes: [ViewAttribute] = []
  if alignment != `default` { attributes.append(ViewAttribute(.alignment, alignment)) }
  if let spacing { attributes.append(ViewAttribute(.spacing, spacing)) }
  return attributes
}

// Conformed in extensions, so the types are not isolated to the main actor: a view can be
// built anywhere (an XCTest method builds one before inspecting it); only `body` is.
extension VStack: View {}

extension HStack: View {}

extension ZStack: View {}

extension AttributeKey {
  static var alignment: AttributeKey<Any> { .init("alignment") }
  static var spacing: AttributeKey<CGFloat> { .init("spacing") }
}

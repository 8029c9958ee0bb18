/// A title with an icon, as SwiftUI's `Label`.
public struct Label<Title: View, Icon: View> {
  let title: Title
  let icon: Icon

  /// A label of `title` and `icon`.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension Label where Title == Text, Icon == Image {
  /// A label titled `title` with the system image `systemImage`.
  public init(_ title: String, systemImage: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
  }

  /// A label titled `title` with the image `image` from the app's assets.
  public init(_ title: String, image: String) {
    self.init(title: { Text(title) }, icon: { Image(image) })
  }
}

extension Label: PrimitiveView {
  func render(in context: inout RenderContext) {
    context.child(.part(.icon), icon)
    context.child(.part(.title), title)
  }

  static var fixedRole: NodeRole? { .view(.label) }
}

extension Label: View {}

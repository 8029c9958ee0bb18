/// An image, as SwiftUI's `Image`: kept by name, never drawn.
public struct Image: Hashable, Sendable {
  enum Source: Hashable, Sendable {
    case system(String)
    case named(String)
    case platform(String)
  }

  let source: Source
  /// Whether `resizable()` was applied.
  public private(set) var isResizable = false
  /// Whether the image is decoration, made with `Image(decorative:)`: accessibility skips it.
  public private(set) var isDecorative = false
  /// Whether `antialiased(_:)` asked for antialiasing, when it did.
  public private(set) var isAntialiased: Bool?
  /// The rendering mode, when set.
  public private(set) var renderingMode: TemplateRenderingMode?
  /// How a symbol's layers are coloured, when set.
  public private(set) var symbolRenderingMode: SymbolRenderingMode?

  /// The image's scale, as SwiftUI's `Image.Scale`.
  public enum Scale: String, Hashable, Sendable, CaseIterable {
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large.
    case large
  }

  /// How the image is drawn, as SwiftUI's `Image.TemplateRenderingMode`.
  public enum TemplateRenderingMode: String, Hashable, Sendable {
    /// As a template, in the foreground colour.
    case template
    /// In its own colours.
    case original
  }

  /// The system symbol `systemName` (an SF Symbol's name).
  public init(systemName: String) {
    source = .system(systemName)
  }

  /// The image named `name` in the app's assets.
  public init(_ name: String, bundle: Bundle? = nil) {
    source = .named(name)
  }

  /// The image named `name` in the app's assets, as decoration: VoiceOver skips it, as
  /// SwiftUI's `Image(decorative:bundle:)`.
  public init(decorative name: String, bundle: Bundle? = nil) {
    source = .named(name)
    isDecorative = true
  }

  /// An image a platform framework describes; FieldworkUIKit makes these from `UIImage`.
  package init(platformDescription: String) {
    source = .platform(platformDescription)
  }

  /// The symbol's name, for a system image.
  nonisolated public var systemName: String? {
    if case .system(let name) = source { return name }
    return nil
  }

  /// The asset's name, for an image from the app's assets.
  nonisolated public var assetName: String? {
    if case .named(let name) = source { return name }
    return nil
  }

  /// The name of the asset the image shows (or of its system symbol), as ViewInspector's
  /// `name()`.
  public func name() throws -> String {
    guard let name = assetName ?? systemName else {
      throw InspectionError.notSupported("The image was made by another framework: it has no name.")
    }
    return name
  }

  /// The image itself, with its modifiers, as ViewInspector's `rootImage()`.
  public func rootImage() throws -> Image { self }

  /// This image, antialiased or not (kept; nothing is drawn).
  public func antialiased(_ isAntialiased: Bool) -> Image {
    var copy = self
    copy.isAntialiased = isAntialiased
    return copy
  }

  /// This image, resizable.
  public func resizable() -> Image {
    var copy = self
    copy.isResizable = true
    return copy
  }

  /// This symbol with its layers coloured as `mode` says (kept; nothing is drawn).
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
    var copy = self
    copy.symbolRenderingMode = mode
    return copy
  }

  /// This image drawn in `mode`.
  public func renderingMode(_ mode: TemplateRenderingMode?) -> Image {
    var copy = self
    copy.renderingMode = mode
    return copy
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension Image: TextStyle {}

extension Image: LeafView {
  static var fixedRole: NodeRole? { .view(.image) }
  var ownAttributes: [ViewAttribute] {
    var attributes: [ViewAttribute] = []
    switch source {
    case .system(let name): attributes.append(ViewAttribute(.systemName, name))
    case .named(let name): attributes.append(ViewAttribute(.name, name))
    case .platform(let description): attributes.append(ViewAttribute(.image, description))
    }
    if isResizable { attributes.append(ViewAttribute(.resizable, true)) }
    return attributes
  }

  var sourceDescription: String {
    switch source {
    case .system(let name): "systemName: \"\(name)\""
    case .named(let name): "\"\(name)\""
    case .platform(let description): description
    }
  }
}

extension Image: View {}

// MARK: Attribute keys

extension AttributeKey {
  static var resizable: AttributeKey<Bool> { .init("resizable") }
  static var image: AttributeKey<String> { .init("image") }
  static var name: AttributeKey<String> { .init("name") }
  static var systemName: AttributeKey<String> { .init("systemName") }
}

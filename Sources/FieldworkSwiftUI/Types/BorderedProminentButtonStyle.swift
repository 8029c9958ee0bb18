/// A button's look: bordered and prominent.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  /// A style bordered and prominent.
  public init() {}
  /// The style's name.
  public var styleName: String { "borderedProminent" }
  /// The button's label, as it is: nothing is drawn.
  public func makeBody(configuration: Configuration) -> Configuration.Label {
    configuration.label
  }
}

/// A button's look: borderless.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  /// A style borderless.
  public init() {}
  /// The style's name.
  public var styleName: String { "borderless" }
  /// The button's label, as it is: nothing is drawn.
  public func makeBody(configuration: Configuration) -> Configuration.Label {
    configuration.label
  }
}

/// A button's look: plain.
public struct PlainButtonStyle: PrimitiveButtonStyle {
  /// A style plain.
  public init() {}
  /// The style's name.
  public var styleName: String { "plain" }
  /// The button's label, as it is: nothing is drawn.
  public func makeBody(configuration: Configuration) -> Configuration.Label {
    configuration.label
  }
}

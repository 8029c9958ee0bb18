/// How a label looks, as SwiftUI's `LabelStyle`: kept by name. VoiceOver reads a label's
/// title whatever its style, as in SwiftUI (an icon-only label is still named by its title).
public protocol LabelStyle: Sendable {
  /// The style's name.
  var styleName: String { get }
}

extension LabelStyle where Self == DefaultLabelStyle {
  /// The platform's look.
  public static var automatic: DefaultLabelStyle { .init() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// Title and icon.
  public static var titleAndIcon: TitleAndIconLabelStyle { .init() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  /// Icon only.
  public static var iconOnly: IconOnlyLabelStyle { .init() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// Title only.
  public static var titleOnly: TitleOnlyLabelStyle { .init() }
}

extension Text {
  /// How text changes case, as SwiftUI's `Text.Case`.
  public enum Case: Hashable, Sendable {
    /// Upper case.
    case uppercase
    /// Lower case.
    case lowercase
  }
}

extension View {
  /// Sets how labels below look.
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    attribute(.labelStyle, StyleAttribute(style: style, description: style.styleName))
  }

  /// Sets how the navigation bar shows this screen's title (kept), as SwiftUI's
  /// `toolbarTitleDisplayMode(_:)`.
  public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
    attribute(.toolbarTitleDisplayMode, mode)
  }

  /// Sets the case texts below are shown in (kept; VoiceOver reads the text as written), as
  /// SwiftUI's `textCase(_:)`: a section header is upper case by default on iOS, and
  /// `.textCase(nil)` keeps it as written.
  public func textCase(_ textCase: Text.Case?) -> some View {
    attribute(.textCase, textCase)
  }
}

extension View {
  /// Makes the texts below bold, as SwiftUI's `View.bold(_:)` (iOS 16); kept as the `bold`
  /// attribute (a `Text`'s own `bold()` is read with `attributes()`).
  public func bold(_ isActive: Bool = true) -> some View {
    attribute(.bold, isActive)
  }

  /// Makes the texts below italic, as SwiftUI's `View.italic(_:)` (iOS 16); kept as the
  /// `italic` attribute.
  public func italic(_ isActive: Bool = true) -> some View {
    attribute(.italic, isActive)
  }

  /// Sets the texts below in the monospaced variant of their font, as SwiftUI's
  /// `View.monospaced(_:)` (iOS 16); kept.
  public func monospaced(_ isActive: Bool = true) -> some View {
    attribute(.monospaced, isActive)
  }
}

// MARK: Attribute keys

extension AttributeKey {
  static var monospaced: AttributeKey<Bool> { .init("monospaced") }
  static var labelStyle: AttributeKey<StyleAttribute> { .init("labelStyle") }
  static var textCase: AttributeKey<Text.Case?> { .init("textCase") }
  static var toolbarTitleDisplayMode: AttributeKey<ToolbarTitleDisplayMode> {
    .init("toolbarTitleDisplayMode")
  }
}

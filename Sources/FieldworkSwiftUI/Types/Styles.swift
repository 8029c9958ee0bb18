// The looks SwiftUI's style modifiers take (`.listStyle(.plain)`, `.buttonStyle(.bordered)`):
// kept by name, never drawn.

/// A list's look, as SwiftUI's list styles (`.plain`, `.insetGrouped`, …).
public struct ListStyleName: Hashable, Sendable, CustomStringConvertible {
  /// The style's name.
  public let description: String
}

/// A list's look, as SwiftUI's `ListStyle`.
public protocol ListStyle: Sendable {
  /// The style's name.
  var name: ListStyleName { get }
}

/// The platform's list style.
public struct DefaultListStyle: ListStyle {
  /// The style.
  public init() {}
  /// The style's name.
  public var name: ListStyleName { ListStyleName(description: "automatic") }
}
/// Rows without insets or grouping.
public struct PlainListStyle: ListStyle {
  /// The style.
  public init() {}
  /// The style's name.
  public var name: ListStyleName { ListStyleName(description: "plain") }
}
/// Grouped rows.
public struct GroupedListStyle: ListStyle {
  /// The style.
  public init() {}
  /// The style's name.
  public var name: ListStyleName { ListStyleName(description: "grouped") }
}
/// Grouped rows, inset.
public struct InsetGroupedListStyle: ListStyle {
  /// The style.
  public init() {}
  /// The style's name.
  public var name: ListStyleName { ListStyleName(description: "insetGrouped") }
}
/// Inset rows.
public struct InsetListStyle: ListStyle {
  /// The style.
  public init() {}
  /// The style's name.
  public var name: ListStyleName { ListStyleName(description: "inset") }
}
/// A sidebar.
public struct SidebarListStyle: ListStyle {
  /// The style.
  public init() {}
  /// The style's name.
  public var name: ListStyleName { ListStyleName(description: "sidebar") }
}

extension ListStyle where Self == DefaultListStyle {
  /// The platform's list style.
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}
extension ListStyle where Self == PlainListStyle {
  /// Rows without insets or grouping.
  public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
  /// Grouped rows.
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == InsetGroupedListStyle {
  /// Grouped rows, inset.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == InsetListStyle {
  /// Inset rows.
  public static var inset: InsetListStyle { InsetListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
  /// A sidebar.
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// A button's look, as SwiftUI's `PrimitiveButtonStyle`: kept (and named) as the modifier's
/// attribute; `ViewInspector`-style tests read it back with `buttonStyle()`, and
/// `inspect()` on a style of the app's renders its body.
public protocol PrimitiveButtonStyle {
  /// The view the style makes.
  associatedtype Body: View
  /// The button's parts, as the style sees them.
  typealias Configuration = PrimitiveButtonStyleConfiguration
  /// The style's name, for the printed tree.
  var styleName: String { get }
  /// The styled button.
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

extension PrimitiveButtonStyle {
  /// The style's type name.
  public var styleName: String { ViewTypeName.of(Self.self) }
}

/// A button's parts, as a ``PrimitiveButtonStyle`` sees them, as SwiftUI's
/// `PrimitiveButtonStyleConfiguration`: its label, and `trigger()`, which runs its action.
public struct PrimitiveButtonStyleConfiguration {
  /// The button's label.
  public let label: Label
  /// The button's role.
  public let role: ButtonRole?
  private let onTrigger: () -> Void

  /// A configuration whose `trigger()` runs `onTrigger`, as ViewInspector makes one to
  /// inspect a style.
  public init(role: ButtonRole? = nil, onTrigger: @escaping () -> Void) {
    label = Label()
    self.role = role
    self.onTrigger = onTrigger
  }

  /// Runs the button's action.
  public func trigger() { onTrigger() }

  /// A button's label, as a style sees it.
  public struct Label: View {
    /// None: a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }
  }
}

extension PrimitiveButtonStyleConfiguration.Label: LeafView {
  static var fixedInspection: InspectionRole? { .view(.styleConfigurationLabel) }
}

/// A button's look: the platform's.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
  /// A style the platform's.
  public init() {}
  /// The style's name.
  public var styleName: String { "automatic" }
  /// The button's label, as it is: nothing is drawn.
  public func makeBody(configuration: Configuration) -> Configuration.Label {
    configuration.label
  }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// A button's look: the platform's.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

/// A button's look: bordered.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
  /// A style bordered.
  public init() {}
  /// The style's name.
  public var styleName: String { "bordered" }
  /// The button's label, as it is: nothing is drawn.
  public func makeBody(configuration: Configuration) -> Configuration.Label {
    configuration.label
  }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// A button's look: bordered.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

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

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// A button's look: bordered and prominent.
  public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
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

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// A button's look: borderless.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
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

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// A button's look: plain.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

/// A text field's look, as SwiftUI's `TextFieldStyle`: kept by name.
public protocol TextFieldStyle: Sendable {
  /// The style's name.
  var styleName: String { get }
}

/// A text field's look: the platform's.
public struct DefaultTextFieldStyle: TextFieldStyle {
  /// A style the platform's.
  public init() {}
  /// The style's name.
  public var styleName: String { "automatic" }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  /// A text field's look: the platform's.
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

/// A text field's look: with a rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  /// A style with a rounded border.
  public init() {}
  /// The style's name.
  public var styleName: String { "roundedBorder" }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// A text field's look: with a rounded border.
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

/// A text field's look: plain.
public struct PlainTextFieldStyle: TextFieldStyle {
  /// A style plain.
  public init() {}
  /// The style's name.
  public var styleName: String { "plain" }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// A text field's look: plain.
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

/// A picker's look, as SwiftUI's `PickerStyle`: kept by name.
public protocol PickerStyle: Sendable {
  /// The style's name.
  var styleName: String { get }
}

/// A picker's look: the platform's.
public struct DefaultPickerStyle: PickerStyle {
  /// A style the platform's.
  public init() {}
  /// The style's name.
  public var styleName: String { "automatic" }
}

extension PickerStyle where Self == DefaultPickerStyle {
  /// A picker's look: the platform's.
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

/// A picker's look: segmented.
public struct SegmentedPickerStyle: PickerStyle {
  /// A style segmented.
  public init() {}
  /// The style's name.
  public var styleName: String { "segmented" }
}

extension PickerStyle where Self == SegmentedPickerStyle {
  /// A picker's look: segmented.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

/// A picker's look: a menu.
public struct MenuPickerStyle: PickerStyle {
  /// A style a menu.
  public init() {}
  /// The style's name.
  public var styleName: String { "menu" }
}

extension PickerStyle where Self == MenuPickerStyle {
  /// A picker's look: a menu.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

/// A picker's look: a wheel.
public struct WheelPickerStyle: PickerStyle {
  /// A style a wheel.
  public init() {}
  /// The style's name.
  public var styleName: String { "wheel" }
}

extension PickerStyle where Self == WheelPickerStyle {
  /// A picker's look: a wheel.
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

/// A picker's look: inline.
public struct InlinePickerStyle: PickerStyle {
  /// A style inline.
  public init() {}
  /// The style's name.
  public var styleName: String { "inline" }
}

extension PickerStyle where Self == InlinePickerStyle {
  /// A picker's look: inline.
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

/// A picker's look: a navigation link.
public struct NavigationLinkPickerStyle: PickerStyle {
  /// A style a navigation link.
  public init() {}
  /// The style's name.
  public var styleName: String { "navigationLink" }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
  /// A picker's look: a navigation link.
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

/// A toggle's look, as SwiftUI's `ToggleStyle`: kept (and named) as the modifier's attribute;
/// `inspect(isOn:)` on a style of the app's renders its body.
public protocol ToggleStyle {
  /// The view the style makes.
  associatedtype Body: View
  /// The toggle's parts, as the style sees them.
  typealias Configuration = ToggleStyleConfiguration
  /// The style's name, for the printed tree.
  var styleName: String { get }
  /// The styled toggle.
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

extension ToggleStyle {
  /// The style's type name.
  public var styleName: String { ViewTypeName.of(Self.self) }
}

/// A toggle's parts, as a ``ToggleStyle`` sees them, as SwiftUI's `ToggleStyleConfiguration`.
public struct ToggleStyleConfiguration {
  /// The toggle's label.
  public let label: Label
  /// Whether the toggle is on; writing it flips the toggle.
  @Binding public var isOn: Bool

  /// A configuration of a toggle bound to `isOn`.
  public init(label: Label = Label(), isOn: Binding<Bool>) {
    self.label = label
    _isOn = isOn
  }

  /// A configuration of a toggle that is on or off, as ViewInspector makes one to inspect a
  /// style.
  public init(isOn: Bool) {
    self.init(isOn: .constant(isOn))
  }

  /// A toggle's label, as a style sees it.
  public struct Label: View {
    /// A label.
    nonisolated public init() {}
    /// None: a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }
  }
}

extension ToggleStyleConfiguration.Label: LeafView {
  static var fixedInspection: InspectionRole? { .view(.styleConfigurationLabel) }
}

/// A toggle's look: the platform's.
public struct DefaultToggleStyle: ToggleStyle {
  /// A style the platform's.
  public init() {}
  /// The style's name.
  public var styleName: String { "automatic" }
  /// The toggle's label, as it is: nothing is drawn.
  public func makeBody(configuration: Configuration) -> Configuration.Label {
    configuration.label
  }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  /// A toggle's look: the platform's.
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

/// A toggle's look: a switch.
public struct SwitchToggleStyle: ToggleStyle {
  /// A style a switch.
  public init() {}
  /// The style's name.
  public var styleName: String { "switch" }
  /// The toggle's label, as it is: nothing is drawn.
  public func makeBody(configuration: Configuration) -> Configuration.Label {
    configuration.label
  }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  /// A toggle's look: a switch.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

/// A toggle's look: a button.
public struct ButtonToggleStyle: ToggleStyle {
  /// A style a button.
  public init() {}
  /// The style's name.
  public var styleName: String { "button" }
  /// The toggle's label, as it is: nothing is drawn.
  public func makeBody(configuration: Configuration) -> Configuration.Label {
    configuration.label
  }
}

extension ToggleStyle where Self == ButtonToggleStyle {
  /// A toggle's look: a button.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// A button's look of the app's own, as SwiftUI's `ButtonStyle`: Fieldwork records its type
/// and shows the button's label as it is, without evaluating `makeBody(configuration:)`.
public protocol ButtonStyle {
  /// The view the style makes.
  associatedtype Body: View
  /// The button's parts, as the style sees them.
  typealias Configuration = ButtonStyleConfiguration
  /// The styled button.
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// A button's parts, as a ``ButtonStyle`` sees them, as SwiftUI's `ButtonStyleConfiguration`.
public struct ButtonStyleConfiguration {
  /// The button's label.
  public let label: ButtonStyleConfiguration.Label
  /// Whether the button is pressed: never, headless, unless a test says so.
  public let isPressed: Bool
  /// The button's role.
  public let role: ButtonRole?

  /// A configuration of a button that is pressed or not, as ViewInspector makes one to
  /// inspect a style.
  public init(role: ButtonRole? = nil, isPressed: Bool) {
    label = Label()
    self.role = role
    self.isPressed = isPressed
  }

  /// A button's label, as a style sees it.
  public struct Label: View {
    /// None: a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }
  }
}

extension ButtonStyleConfiguration.Label: LeafView {
  static var fixedInspection: InspectionRole? { .view(.styleConfigurationLabel) }
}

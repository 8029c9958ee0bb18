// Modifiers whose effect is on screen only: Fieldwork records them as attributes a test
// reads (`try view.padding()`, `try view.attribute("cornerRadius", as: CGFloat.self)`) and
// lays nothing out.

extension View {
  /// Pads the view by `insets`.
  public func padding(_ insets: EdgeInsets) -> some View {
    attribute(.padding, PaddingAttribute(insets: insets))
  }

  /// Pads `edges` of the view by `length`, or by the platform's default for `nil`: read it
  /// back with `hasPadding(_:)`, since the default's length is the platform's.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    attribute(.padding, PaddingAttribute(edges: edges, length: length))
  }

  /// Pads every edge of the view by `length`.
  public func padding(_ length: CGFloat) -> some View {
    attribute(.padding, PaddingAttribute(edges: .all, length: length))
  }

  /// Asks for a frame of fixed dimensions (recorded, not laid out).
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  {
    attribute(.frame, FrameAttribute(width: width, height: height, alignment: alignment))
  }

  /// Asks for a frame within bounds (recorded, not laid out).
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    attribute(
      .frame,
      FrameAttribute(
        minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
        idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
  }

  /// Rounds the view's corners.
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    attribute(.cornerRadius, radius)
  }

  /// Sets the view's opacity.
  public func opacity(_ opacity: Double) -> some View {
    attribute(.opacity, opacity)
  }

  /// Adds a shadow.
  public func shadow(
    color: Color = Color.black.opacity(0.33), radius: CGFloat, x: CGFloat = 0,
    y: CGFloat = 0
  ) -> some View {
    attribute(.shadow, "radius: \(EdgeInsets.format(radius)), x: \(x), y: \(y), color: \(color)")
  }

  /// Draws a border.
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    attribute(.border, "\(content), width: \(EdgeInsets.format(width))")
  }

  /// Clips the view to its frame.
  public func clipped(antialiased: Bool = false) -> some View {
    attribute(.clipped, true)
  }

  /// Clips the view to `shape`.
  public func clipShape<S: Shape>(_ shape: S) -> some View {
    attribute(.clipShape, shape.shapeDescription)
  }

  /// Moves the view by `offset`.
  public func offset(_ offset: CGSize) -> some View {
    attribute(.offset, "x: \(offset.width), y: \(offset.height)")
  }

  /// Moves the view by `x` and `y`.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    attribute(.offset, "x: \(x), y: \(y)")
  }

  /// Rotates the view by `angle` around `anchor`. Read it back with `rotation()` and
  /// `rotationAnchor()`.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    attribute(.rotationEffect, RotationEffect(angle: angle, anchor: anchor))
  }

  /// Rotates the view by `angle` around `axis` in three dimensions, as SwiftUI's
  /// `rotation3DEffect`. Read it back with `rotation3D()`.
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some View {
    attribute(
      .rotation3DEffect,
      Rotation3DEffect(
        angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
  }

  /// Scales the view by `scale` in both directions, around `anchor`. Read it back with
  /// `scaleEffect()` and `scaleEffectAnchor()`.
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
    attribute(.scaleEffect, ScaleEffect(size: CGSize(width: scale, height: scale), anchor: anchor))
  }

  /// Scales the view by `scale`'s width and height, around `anchor`.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    attribute(.scaleEffect, ScaleEffect(size: scale, anchor: anchor))
  }

  /// Scales the view by `x` across and `y` down, around `anchor`.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> some View
  {
    attribute(.scaleEffect, ScaleEffect(size: CGSize(width: x, height: y), anchor: anchor))
  }

  /// Sets the view's stacking order.
  public func zIndex(_ value: Double) -> some View {
    attribute(.zIndex, value)
  }

  /// Keeps the view at its ideal size.
  public func fixedSize() -> some View {
    attribute(.fixedSize, "horizontal: true, vertical: true")
  }

  /// Keeps the view at its ideal size in the directions asked.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    attribute(.fixedSize, "horizontal: \(horizontal), vertical: \(vertical)")
  }

  /// Sets how readily the view gets space.
  public func layoutPriority(_ value: Double) -> some View {
    attribute(.layoutPriority, value)
  }

  /// Keeps the view at an aspect ratio.
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    attribute(.aspectRatio, "\(aspectRatio.map { "\($0)" } ?? "nil"), \(contentMode)")
  }

  /// Scales the view to fit its space.
  public func scaledToFit() -> some View {
    attribute(.aspectRatio, "nil, fit")
  }

  /// Scales the view to fill its space.
  public func scaledToFill() -> some View {
    attribute(.aspectRatio, "nil, fill")
  }

  /// Sets the smallest scale text may shrink to.
  public func minimumScaleFactor(_ factor: CGFloat) -> some View {
    attribute(.minimumScaleFactor, factor)
  }

  /// Extends the view under the safe area.
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
    -> some View
  {
    attribute(.ignoresSafeArea, true)
  }

  /// Extends the view under the safe area, as SwiftUI's older `.edgesIgnoringSafeArea(_:)`.
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    attribute(.ignoresSafeArea, true)
  }

  /// Hides the view (it stays in the tree).
  public func hidden() -> some View {
    attribute(.hidden, true)
  }

  /// Lets taps reach the view (`true`, the default) or pass through it.
  public func allowsHitTesting(_ enabled: Bool) -> some View {
    attribute(.allowsHitTesting, enabled)
  }

  /// Blurs the view by `radius`.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    attribute(.blur, BlurAttribute(radius: radius, isOpaque: opaque))
  }

  /// Inverts the view's colours, as SwiftUI's `.colorInvert()`: recorded as the attribute
  /// `colorInvert`, drawn by no one.
  public func colorInvert() -> some View {
    attribute(.colorInvert, true)
  }

  /// Sets the space between the lines of the text below.
  public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
    attribute(.lineSpacing, lineSpacing)
  }

  /// Sets where the text below is cut when it does not fit.
  public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    attribute(.truncationMode, mode)
  }

  /// Lets the text below tighten its letters to fit.
  public func allowsTightening(_ flag: Bool) -> some View {
    attribute(.allowsTightening, flag)
  }

  /// Mirrors the view in a right-to-left layout.
  public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
    attribute(.flipsForRightToLeftLayoutDirection, enabled)
  }

  /// Sets the tint of the view as a list item.
  public func listItemTint(_ tint: ListItemTint?) -> some View {
    attribute(.listItemTint, tint)
  }

  /// Sets the tint of the view as a list item to a fixed colour.
  public func listItemTint(_ color: Color?) -> some View {
    attribute(.listItemTint, color.map { ListItemTint.fixed($0) })
  }

  /// Keeps the person from deleting the row (the `.onDelete` of its `ForEach`).
  public func deleteDisabled(_ isDisabled: Bool) -> some View {
    attribute(.deleteDisabled, isDisabled)
  }

  /// Keeps the person from moving the row (the `.onMove` of its `ForEach`).
  public func moveDisabled(_ isDisabled: Bool) -> some View {
    attribute(.moveDisabled, isDisabled)
  }

  /// Lets the view take focus, running `onFocusChange` when it gains or loses it.
  public func focusable(
    _ isFocusable: Bool = true, onFocusChange: @escaping (Bool) -> Void = { _ in }
  ) -> some View {
    attribute(.focusable, FocusChangeAction(isFocusable: isFocusable, action: onFocusChange))
  }

  /// Gives the view an item provider for drag and drop (kept, never called headless).
  public func itemProvider(_ action: (() -> NSItemProviderStandIn?)?) -> some View {
    attribute(.itemProvider, action == nil ? "nil" : "action")
  }

  /// Sets the scale of images below.
  public func imageScale(_ scale: Image.Scale) -> some View {
    attribute(.imageScale, scale.rawValue)
  }

  /// Sets the tint of controls below.
  public func tint(_ tint: Color?) -> some View {
    attribute(.tint, tint)
  }

  /// Sets the accent colour of controls below.
  public func accentColor(_ accentColor: Color?) -> some View {
    attribute(.accentColor, accentColor)
  }

  /// Sets the list's look.
  public func listStyle<S: ListStyle>(_ style: S) -> some View {
    attribute(.listStyle, StyleAttribute(style: style, description: style.name.description))
  }

  /// Sets the look of buttons below.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    attribute(.buttonStyle, StyleAttribute(style: style, description: style.styleName))
  }

  /// Sets the look of buttons below to a style of the app's (recorded by its type).
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    attribute(.buttonStyle, StyleAttribute(style: style, description: ViewTypeName.of(S.self)))
  }

  /// Sets the look of text fields below.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    attribute(.textFieldStyle, StyleAttribute(style: style, description: style.styleName))
  }

  /// Sets the look of pickers below.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    attribute(.pickerStyle, StyleAttribute(style: style, description: style.styleName))
  }

  /// Sets the look of toggles below.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    attribute(.toggleStyle, StyleAttribute(style: style, description: style.styleName))
  }

  /// Hides the labels of controls below.
  public func labelsHidden() -> some View {
    attribute(.labelsHidden, true)
  }

  /// Sets a row's insets in a list.
  public func listRowInsets(_ insets: EdgeInsets?) -> some View {
    attribute(.listRowInsets, insets)
  }

  /// Sets a row's background in a list: the view is in the tree, so a search reaches it.
  public func listRowBackground<V: View>(_ view: V?) -> some View {
    modifier(_PartModifier(name: .listRowBackground, part: view, attribute: nil))
  }

  /// Shows or hides a row's separator.
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> some View
  {
    attribute(.listRowSeparator, visibility.rawValue)
  }

  /// Shows or hides the background of a scroll view (a list's).
  public func scrollContentBackground(_ visibility: Visibility) -> some View {
    attribute(.scrollContentBackground, visibility.rawValue)
  }

  /// Sets how scrolling dismisses the keyboard.
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
    attribute(.scrollDismissesKeyboard, mode.rawValue)
  }

  /// Sets the colour scheme of the views below, as SwiftUI's (deprecated) `colorScheme(_:)`:
  /// `\.colorScheme` in their environment.
  public func colorScheme(_ colorScheme: ColorScheme) -> some View {
    environmentChange(ViewAttribute(.colorScheme, colorScheme)) { $0.colorScheme = colorScheme }
  }

  /// Sets the colour scheme the screen prefers.
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    attribute(.preferredColorScheme, colorScheme)
  }

  /// Sets the view's accessibility label.
  public func accessibilityLabel(_ label: String) -> some View {
    attribute(.accessibilityLabel, label)
  }

  /// Sets the view's accessibility label.
  public func accessibilityLabel(_ label: Text) -> some View {
    attribute(.accessibilityLabel, label.content)
  }

  /// Sets the view's accessibility identifier, for tests to find it.
  public func accessibilityIdentifier(_ identifier: String) -> some View {
    attribute(.accessibilityIdentifier, identifier)
  }

  /// Sets the view's accessibility hint.
  public func accessibilityHint(_ hint: String) -> some View {
    attribute(.accessibilityHint, hint)
  }

  /// Sets the view's accessibility value.
  public func accessibilityValue(_ value: String) -> some View {
    attribute(.accessibilityValue, value)
  }

  /// Hides the view from accessibility.
  public func accessibilityHidden(_ hidden: Bool) -> some View {
    attribute(.accessibilityHidden, hidden)
  }

  /// Sets the title of the navigation bar's display mode.
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode)
    -> some View
  {
    attribute(.navigationBarTitleDisplayMode, displayMode.rawValue)
  }

  /// Hides or shows the navigation bar.
  public func navigationBarHidden(_ hidden: Bool) -> some View {
    attribute(.navigationBarHidden, hidden)
  }

  /// Hides or shows the back button.
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    attribute(.navigationBarBackButtonHidden, hidesBackButton)
  }

  /// Sets the view's transition (it appears and leaves at once, headless).
  public func transition(_ transition: AnyTransition) -> some View {
    attribute(.transition, transition)
  }

  /// Sets the shape taps land in.
  public func contentShape<S: Shape>(_ shape: S) -> some View {
    attribute(.contentShape, shape.shapeDescription)
  }

  /// Tags the view with `tag`: a picker's option, a selectable list's row.
  public func tag<V: Hashable>(_ tag: V) -> some View {
    attribute(.tag, AnyHashable(tag))
  }
}

/// What `.itemProvider` takes on a platform without `NSItemProvider`: headless, nothing is
/// dragged, so the provider is never asked for.
public typealias NSItemProviderStandIn = AnyObject

extension View {
  /// Colours the layers of the symbols below as `mode` says (kept as the
  /// `symbolRenderingMode` attribute; nothing is drawn).
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
    attribute(.symbolRenderingMode, mode)
  }
}

// MARK: Attribute keys

extension AttributeKey {
  static var tag: AttributeKey<AnyHashable> { .init("tag") }
  static var transition: AttributeKey<AnyTransition> { .init("transition") }
  static var blur: AttributeKey<BlurAttribute> { .init("blur") }
  static var accessibilityHidden: AttributeKey<Bool> { .init("accessibilityHidden") }
  static var allowsHitTesting: AttributeKey<Bool> { .init("allowsHitTesting") }
  static var allowsTightening: AttributeKey<Bool> { .init("allowsTightening") }
  static var clipped: AttributeKey<Bool> { .init("clipped") }
  static var colorInvert: AttributeKey<Bool> { .init("colorInvert") }
  static var deleteDisabled: AttributeKey<Bool> { .init("deleteDisabled") }
  static var flipsForRightToLeftLayoutDirection: AttributeKey<Bool> {
    .init("flipsForRightToLeftLayoutDirection")
  }
  static var hidden: AttributeKey<Bool> { .init("hidden") }
  static var ignoresSafeArea: AttributeKey<Bool> { .init("ignoresSafeArea") }
  static var labelsHidden: AttributeKey<Bool> { .init("labelsHidden") }
  static var moveDisabled: AttributeKey<Bool> { .init("moveDisabled") }
  static var navigationBarBackButtonHidden: AttributeKey<Bool> {
    .init("navigationBarBackButtonHidden")
  }
  static var navigationBarHidden: AttributeKey<Bool> { .init("navigationBarHidden") }
  static var cornerRadius: AttributeKey<CGFloat> { .init("cornerRadius") }
  static var lineSpacing: AttributeKey<CGFloat> { .init("lineSpacing") }
  static var minimumScaleFactor: AttributeKey<CGFloat> { .init("minimumScaleFactor") }
  static var accentColor: AttributeKey<Color?> { .init("accentColor") }
  static var tint: AttributeKey<Color?> { .init("tint") }
  static var colorScheme: AttributeKey<ColorScheme> { .init("colorScheme") }
  static var preferredColorScheme: AttributeKey<ColorScheme?> { .init("preferredColorScheme") }
  static var layoutPriority: AttributeKey<Double> { .init("layoutPriority") }
  static var opacity: AttributeKey<Double> { .init("opacity") }
  static var zIndex: AttributeKey<Double> { .init("zIndex") }
  static var listRowInsets: AttributeKey<EdgeInsets?> { .init("listRowInsets") }
  static var focusable: AttributeKey<FocusChangeAction> { .init("focusable") }
  static var frame: AttributeKey<FrameAttribute> { .init("frame") }
  static var listItemTint: AttributeKey<ListItemTint?> { .init("listItemTint") }
  static var padding: AttributeKey<PaddingAttribute> { .init("padding") }
  static var rotation3DEffect: AttributeKey<Rotation3DEffect> { .init("rotation3DEffect") }
  static var rotationEffect: AttributeKey<RotationEffect> { .init("rotationEffect") }
  static var scaleEffect: AttributeKey<ScaleEffect> { .init("scaleEffect") }
  static var accessibilityHint: AttributeKey<String> { .init("accessibilityHint") }
  static var accessibilityIdentifier: AttributeKey<String> { .init("accessibilityIdentifier") }
  static var accessibilityLabel: AttributeKey<String> { .init("accessibilityLabel") }
  static var accessibilityValue: AttributeKey<String> { .init("accessibilityValue") }
  static var aspectRatio: AttributeKey<String> { .init("aspectRatio") }
  static var border: AttributeKey<String> { .init("border") }
  static var clipShape: AttributeKey<String> { .init("clipShape") }
  static var contentShape: AttributeKey<String> { .init("contentShape") }
  static var fixedSize: AttributeKey<String> { .init("fixedSize") }
  static var imageScale: AttributeKey<String> { .init("imageScale") }
  static var itemProvider: AttributeKey<String> { .init("itemProvider") }
  static var listRowSeparator: AttributeKey<String> { .init("listRowSeparator") }
  static var offset: AttributeKey<String> { .init("offset") }
  static var scrollContentBackground: AttributeKey<String> { .init("scrollContentBackground") }
  static var scrollDismissesKeyboard: AttributeKey<String> { .init("scrollDismissesKeyboard") }
  static var shadow: AttributeKey<String> { .init("shadow") }
  static var buttonStyle: AttributeKey<StyleAttribute> { .init("buttonStyle") }
  static var listStyle: AttributeKey<StyleAttribute> { .init("listStyle") }
  static var pickerStyle: AttributeKey<StyleAttribute> { .init("pickerStyle") }
  static var textFieldStyle: AttributeKey<StyleAttribute> { .init("textFieldStyle") }
  static var toggleStyle: AttributeKey<StyleAttribute> { .init("toggleStyle") }
  static var symbolRenderingMode: AttributeKey<SymbolRenderingMode?> {
    .init("symbolRenderingMode")
  }
  static var truncationMode: AttributeKey<Text.TruncationMode> { .init("truncationMode") }
}

// Modifiers that add views of their own (a background, an overlay, a toolbar, a search
// field) or change the content's identity (`.id(_:)`).

extension View {
  /// Gives the view an explicit identity, as SwiftUI's `.id(_:)`: a different id makes it a
  /// different view, with fresh state.
  public func id<ID: Hashable>(_ id: ID) -> some View {
    modifier(_IDModifier(id: AnyHashable(id)))
  }

  /// Puts `content` behind the view.
  public func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    modifier(_PartModifier(name: .background, part: content(), attribute: nil))
  }

  /// Puts `view` behind the view, as SwiftUI's older `.background(_:alignment:)`.
  public func background<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
    modifier(_PartModifier(name: .background, part: view, attribute: nil))
  }

  /// Fills the view's background with `style`.
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    attribute(.background, style.description)
  }

  /// Fills the view's background with `color`.
  public func background(_ color: Color) -> some View {
    attribute(.background, color)
  }

  /// Fills the view's background with `gradient`: a gradient is a view and a style, and, as in
  /// SwiftUI, the style's `.background(_:ignoresSafeAreaEdges:)` is the one that applies.
  public func background(_ gradient: LinearGradient) -> some View {
    attribute(.background, gradient.description)
  }

  /// Fills the view's background with `style`, in `shape`.
  public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
    attribute(
      .background,
      ShapedBackground(
        color: (style as any ShapeStyle).fillColor,
        description: "\(style) in \(shape.shapeDescription)"))
  }

  /// Puts `content` in front of the view.
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View
  {
    modifier(_PartModifier(name: .overlay, part: content(), attribute: nil))
  }

  /// Puts `view` in front of the view, as SwiftUI's older `.overlay(_:alignment:)`.
  public func overlay<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
    modifier(_PartModifier(name: .overlay, part: view, attribute: nil))
  }

  /// Fills the view's foreground with `style`.
  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    attribute(.overlay, style.description)
  }

  /// Covers the view with `color`.
  public func overlay(_ color: Color) -> some View {
    attribute(.overlay, color)
  }

  /// Covers the view with `gradient` (the style's `.overlay(_:ignoresSafeAreaEdges:)`).
  public func overlay(_ gradient: LinearGradient) -> some View {
    attribute(.overlay, gradient.description)
  }

  /// Masks the view with `mask` (kept in the tree, where a search reaches it).
  public func mask<Mask: View>(_ mask: Mask) -> some View {
    modifier(_PartModifier(name: .mask, part: mask, attribute: nil))
  }

  /// Masks the view with what `mask` builds.
  public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask)
    -> some View
  {
    modifier(_PartModifier(name: .mask, part: mask(), attribute: nil))
  }

  /// Places what `content` builds at `edge` of the view, inside its safe area, as SwiftUI's
  /// `.safeAreaInset(edge:alignment:spacing:content:)`.
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    modifier(
      _PartModifier(
        name: .safeAreaInset, part: content(),
        attribute: ViewAttribute(.safeAreaInset, "\(edge)")))
  }

  /// Adds the items `content` builds (`ToolbarItem`s, or plain views) to the toolbar. They
  /// are in the tree, so `find(button:)` reaches a toolbar's buttons.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    modifier(_PartModifier(name: .toolbar, part: content(), attribute: nil))
  }

  /// Sets the navigation bar's title.
  public func navigationTitle(_ title: String) -> some View {
    attribute(.navigationTitle, title)
  }

  /// Sets the navigation bar's title to `title`'s value, which a person may rename in the
  /// bar (iOS 16's editable title): `renameNavigationTitle(to:)` in a test.
  public func navigationTitle(_ title: Binding<String>) -> some View {
    modifier(_EditableTitleModifier(title: title))
  }

  /// Sets the navigation bar's title.
  public func navigationTitle(_ title: Text) -> some View {
    attribute(.navigationTitle, title.content)
  }

  /// Sets the navigation bar's title, as SwiftUI's older `.navigationBarTitle(_:)`.
  public func navigationBarTitle(_ title: String) -> some View {
    attribute(.navigationTitle, title)
  }

  /// Sets the navigation bar's title, as SwiftUI's older `.navigationBarTitle(_:)`.
  public func navigationBarTitle(_ title: Text) -> some View {
    attribute(.navigationTitle, title.content)
  }

  /// Sets the navigation bar's title and how it shows.
  public func navigationBarTitle(
    _ title: String, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    attribute(.navigationTitle, title)
      .attribute(.navigationBarTitleDisplayMode, displayMode.rawValue)
  }

  /// Sets the navigation bar's title and how it shows.
  public func navigationBarTitle(
    _ title: Text, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    attribute(.navigationTitle, title.content)
      .attribute(.navigationBarTitleDisplayMode, displayMode.rawValue)
  }

  /// Puts views at the ends of the navigation bar, as SwiftUI's older
  /// `.navigationBarItems(leading:trailing:)`.
  public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
    modifier(
      _PartModifier(
        name: .navigationBarItems,
        part: HStack {
          leading; trailing
        }, attribute: nil))
  }

  /// Puts a view at the leading end of the navigation bar.
  public func navigationBarItems<L: View>(leading: L) -> some View {
    modifier(_PartModifier(name: .navigationBarItems, part: leading, attribute: nil))
  }

  /// Puts a view at the trailing end of the navigation bar.
  public func navigationBarItems<T: View>(trailing: T) -> some View {
    modifier(_PartModifier(name: .navigationBarItems, part: trailing, attribute: nil))
  }
}

extension EnvironmentValues {
  /// Whether the search that `.searchable` added above this view is active.
  public var isSearching: Bool {
    get { self[IsSearchingKey.self] }
    set { self[IsSearchingKey.self] = newValue }
  }

  /// Ends the search that `.searchable` added above this view.
  public var dismissSearch: DismissSearchAction {
    get { self[DismissSearchKey.self] }
    set { self[DismissSearchKey.self] = newValue }
  }
}

extension View {
  /// Adds a search field bound to `text`, as SwiftUI's `.searchable(text:placement:prompt:)`:
  /// a Fieldwork `SearchBar` in the tree beside the content (find it with
  /// `ViewType.SearchBar`). `.onSubmit(of: .search)` on an enclosing view runs when its
  /// search key is pressed; views inside read `@Environment(\.isSearching)`.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: String? = nil
  ) -> some View {
    modifier(
      _SearchableModifier(text: text, prompt: prompt, placement: placement, isPresented: nil))
  }

  /// Adds a search field bound to `text`, with a prompt.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text
  ) -> some View {
    modifier(
      _SearchableModifier(
        text: text, prompt: prompt.content, placement: placement, isPresented: nil))
  }

  /// Adds a search field bound to `text`, whose being active is bound to `isPresented`.
  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: String? = nil
  ) -> some View {
    modifier(
      _SearchableModifier(
        text: text, prompt: prompt, placement: placement, isPresented: isPresented))
  }
}

extension AttributeKey {
  static var background: AttributeKey<Any> { .init("background") }
  static var overlay: AttributeKey<Any> { .init("overlay") }
  static var id: AttributeKey<AnyHashable> { .init("id") }
  static var navigationTitleBinding: AttributeKey<Binding<String>> {
    .init("navigationTitleBinding")
  }
  static var navigationBarTitleDisplayMode: AttributeKey<String> {
    .init("navigationBarTitleDisplayMode")
  }
  static var navigationTitle: AttributeKey<String> { .init("navigationTitle") }
  static var safeAreaInset: AttributeKey<String> { .init("safeAreaInset") }
  static var searchable: AttributeKey<String> { .init("searchable") }
}

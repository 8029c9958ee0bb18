// ViewInspector's typed child accessors, on every inspectable view: without an index, the
// view's only content (`anyView().text()`), or the view itself for what `inspect()` returns
// (`inspect().vStack()`); with one, the content at that index (`hStack().text(1)`). A custom
// view on the way is looked through, as ViewInspector does (`inspect().text()` for a view
// whose body is a `Text`).

extension InspectableView {
  /// This view's only content (or this view, for a classified view), as kind `T`.
  @MainActor func single<T: KnownViewType>(_ kind: T.Type) throws -> InspectableView<T> {
    let node = try liveNode()
    var target: ViewNode
    if Kind.isClassified {
      target = node.classifiedView
      if target.kind == nil, !target.isAbsentView {
        throw InspectionError.notSupported(
          "Unable to extract \(T.typeName): please specify its index inside parent view")
      }
    } else {
      let content = node.contentWithoutLabel
      // A navigation container with several views gives its first, as ViewInspector does.
      let takesFirst = node.kind == .navigationStack || node.kind == .navigationView
      guard content.count == 1 || (takesFirst && !content.isEmpty) else {
        if content.isEmpty {
          // A bound link shows its destination only while it is active.
          let parent =
            node.kind == .navigationLink ? "NavigationLink's destination" : typeNameForErrors
          throw InspectionError.viewNotFound(parent: parent)
        }
        throw InspectionError.notSupported(
          "Unable to extract \(T.typeName): please specify its index inside parent view")
      }
      target = content[0]
    }
    return try typed(target, as: kind)
  }

  /// This view's content at `index`, as kind `T`.
  @MainActor func child<T: KnownViewType>(_ kind: T.Type, at index: Int) throws
    -> InspectableView<T>
  {
    let node = try liveNode()
    let children: [ViewNode]
    if Kind.isClassified, let nodeKind = node.kind,
      nodeKind.isLeaf
    {
      children = [node]
    } else {
      children = node.contentWithoutLabel
    }
    guard index >= 0, index < children.count else {
      throw InspectionError.viewIndexOutOfBounds(index: index, count: children.count)
    }
    return try typed(children[index], as: kind)
  }

  /// `target` as kind `T`, looking through custom views on the way.
  @MainActor func typed<T: KnownViewType>(_ target: ViewNode, as kind: T.Type) throws
    -> InspectableView<T>
  {
    var target = target
    if target.isAbsentView {
      throw InspectionError.viewNotFound(parent: "\(target.viewType)")
    }
    while !T.matches(ViewNodeReference(node: target)), target.kind == .custom {
      let content = target.contentChildren
      guard content.count == 1 else { break }
      target = content[0]
    }
    guard T.matches(ViewNodeReference(node: target)) else {
      let factual =
        target.kind.map { $0 == .custom ? target.customTypeName : $0.rawValue }
        ?? ViewTypeName.of(target.viewType)
      throw InspectionError.inspection(
        path: target.path(from: root), factual: factual, expected: T.typeName
      ).with(tree: graph.treeDescription(around: target))
    }
    return reached(target)
  }
}

extension ViewKind {
  /// Whether the view has no content of its own that ViewInspector indexes.
  var isLeaf: Bool {
    switch self {
    case .text, .button, .textField, .secureField, .textEditor, .searchBar, .toggle, .stepper,
      .slider, .spacer, .divider, .image, .label, .navigationLink, .emptyView, .color, .shape,
      .progressView, .styleConfigurationLabel:
      true
    default: false
    }
  }
}

extension InspectableView {
  /// This view's only content (or this view, for what `inspect()` returns), as a `Text`.
  public func text() throws -> InspectableView<ViewType.Text> {
    try onMainActor { try single(ViewType.Text.self) }
  }

  /// The content at `index`, as a `Text`.
  public func text(_ index: Int) throws -> InspectableView<ViewType.Text> {
    try onMainActor { try child(ViewType.Text.self, at: index) }
  }

  /// This view's only content (or this view, for what `inspect()` returns), as a `Button`.
  public func button() throws -> InspectableView<ViewType.Button> {
    try onMainActor { try single(ViewType.Button.self) }
  }

  /// The content at `index`, as a `Button`.
  public func button(_ index: Int) throws -> InspectableView<ViewType.Button> {
    try onMainActor { try child(ViewType.Button.self, at: index) }
  }

  /// This view's only content (or this view, for what `inspect()` returns), as a `TextField`.
  public func textField() throws -> InspectableView<ViewType.TextField> {
    try onMainActor { try single(ViewType.TextField.self) }
  }

  /// The content at `index`, as a `TextField`.
  public func textField(_ index: Int) throws -> InspectableView<ViewType.TextField> {
    try onMainActor { try child(ViewType.TextField.self, at: index) }
  }

  /// This view's only content (or this view, for what `inspect()` returns), as a `SecureField`.
  public func secureField() throws -> InspectableView<ViewType.SecureField> {
    try onMainActor { try single(ViewType.SecureField.self) }
  }

  /// The content at `index`, as a `SecureField`.
  public func secureField(_ index: Int) throws -> InspectableView<ViewType.SecureField> {
    try onMainActor { try child(ViewType.SecureField.self, at: index) }
  }

  /// This view's only content (or this view, for what `inspect()` returns), as a `TextEditor`.
  public func textEditor() throws -> InspectableView<ViewType.TextEditor> {
    try onMainActor { try single(ViewType.TextEditor.self) }
  }

  /// The content at `index`, as a `TextEditor`.
  public func textEditor(_ index: Int) throws -> InspectableView<ViewType.TextEditor> {
    try onMainActor { try child(ViewType.TextEditor.self, at: index) }
  }

  /// This view's only content (or this view, for what `inspect()` returns), as a search bar.
  public func searchBar() throws -> InspectableView<ViewType.SearchBar> {
    try onMainActor { try single(ViewType.SearchBar.self) }
  }

  /// The content at `index`, as a search bar.
  public func searchBar(_ index: Int) throws -> InspectableView<ViewType.SearchBar> {
    try onMainActor { try child(ViewType.SearchBar.self, at: index) }
  }

  /// This view's only content (or this view, for what `inspect()` returns), as a `Toggle`.
  public func toggle() throws -> InspectableView<ViewType.Toggle> {
    try onMainActor { try single(ViewType.Toggle.self) }
  }

  /// The content at `index`, as a `Toggle`.
  public func toggle(_ index: Int) throws -> InspectableView<ViewType.Toggle> {
    try onMainActor { try child(ViewType.Toggle.self, at: index) }
  }

  /// This view's only content (or this view, for what `inspect()` returns), as a
  /// `NavigationSplitView`.
  public func navigationSplitView() throws -> InspectableView<ViewType.NavigationSplitView> {
    try onMainActor { try single(ViewType.NavigationSplitView.self) }
  }

  /// The content at `index`, as a `NavigationSplitView`.
  public func navigationSplitView(_ index: Int) throws -> InspectableView<
    ViewType.NavigationSplitView
  > {
    try onMainActor { try child(ViewType.NavigationSplitView.self, at: index) }
  }

  /// This view's only content (or this view, for what `inspect()` returns), as a
  /// `ScrollViewReader`.
  public func scrollViewReader() throws -> InspectableView<ViewType.ScrollViewReader> {
    try onMainActor { try single(ViewType.ScrollViewReader.self) }
  }

  /// The content at `index`, as a `ScrollViewReader`.
  public func scrollViewReader(_ index: Int) throws -> InspectableView<ViewType.ScrollViewReader> {
    try onMainActor { try child(ViewType.ScrollViewReader.self, at: index) }
  }

  /// This view's only content (or this view, for what `inspect()` returns), as a
  /// `DatePicker`.
  public func datePicker() throws -> InspectableView<ViewType.DatePicker> {
    try onMainActor { try single(ViewType.DatePicker.self) }
  }

  /// The content at `index`, as a `DatePicker`.
  public func datePicker(_ index: Int) throws -> InspectableView<ViewType.DatePicker> {
    try onMainActor { try child(ViewType.DatePicker.self, at: index) }
  }

  /// This view's only content (or this view, for what `inspect()` returns), as a
  /// `DisclosureGroup`.
  public func disclosureGroup() throws -> InspectableView<ViewType.DisclosureGroup> {
    try onMainActor { try single(ViewType.DisclosureGroup.self) }
  }

  /// The content at `index`, as a `DisclosureGroup`.
  public func disclosureGroup(_ index: Int) throws -> InspectableView<ViewType.DisclosureGroup> {
    try onMainActor { try child(ViewType.DisclosureGroup.self, at: index) }
  }

  /// This view's only content (or this view, for what `inspect()` returns), as an
  /// `EditButton`.
  public func editButton() throws -> InspectableView<ViewType.EditButton> {
    try onMainActor { try single(ViewType.EditButton.self) }
  }

  /// The content at `index`, as an `EditButton`.
  public func editButton(_ index: Int) throws -> InspectableView<ViewType.EditButton> {
    try onMainActor { try child(ViewType.EditButton.self, at: index) }
  }

  /// This view's only content (or this view, for what `inspect()` returns), as a `Menu`.
  public func menu() throws -> InspectableView<ViewType.Menu> {
    try onMainActor { try single(ViewType.Menu.self) }
  }

  /// The content at `index`, as a `Menu`.
  public func menu(_ index: Int) throws -> InspectableView<ViewType.Menu> {
    try onMainActor { try child(ViewType.Menu.self, at: index) }
  }

  /// This view's only content (or this view, for what `inspect()` returns), as a `TabView`.
  public func tabView() throws -> InspectableView<ViewType.TabView> {
    try onMainActor { try single(ViewType.TabView.self) }
  }

  /// The content at `index`, as a `TabView`.
  public func tabView(_ index: Int) throws -> InspectableView<ViewType.TabView> {
    try onMainActor { try child(ViewType.TabView.self, at: index) }
  }

  /// This view's only content (or this view, for what `inspect()` returns), as a `Picker`.
  public func picker() throws -> InspectableView<ViewType.Picker> {
    try onMainActor { try single(ViewType.Picker.self) }
  }

  /// The content at `index`, as a `Picker`.
  public func picker(_ index: Int) throws -> InspectableView<ViewType.Picker> {
    try onMainActor { try child(ViewType.Picker.self, at: index) }
  }

  /// This view's only content (or this view, for what `inspect()` returns), as a `Stepper`.
  public func stepper() throws -> InspectableView<ViewType.Stepper> {
    try onMainActor { try single(ViewType.Stepper.self) }
  }

  /// The content at `index`, as a `Stepper`.
  public func stepper(_ index: Int) throws -> InspectableView<ViewType.Stepper> {
    try onMainActor { try child(ViewType.Stepper.self, at: index) }
  }

  /// This view's only content (or this view, for what `inspect()` returns), as a `Slider`.
  public func slider() throws -> InspectableView<ViewType.Slider> {
    try onMainActor { try single(ViewType.Slider.self) }
  }

  /// The content at `index`, as a `Slider`.
  public func slider(_ index: Int) throws -> InspectableView<ViewType.Slider> {
    try onMainActor { try child(ViewType.Slider.self, at: index) }
  }

  /// This view's only content (or this view, for what `inspect()` returns), as a `List`.
  public func list() throws -> InspectableView<ViewType.List> {
    try onMainActor { try single(ViewType.List.self) }
  }

  /// The content at `index`, as a `List`.
  public func list(_ index: Int) throws -> InspectableView<ViewType.List> {
    try onMainActor { try child(ViewType.List.self, at: index) }
  }

  /// This view's only content (or this view, for what `inspect()` returns), as a `ForEach`.
  public func forEach() throws -> InspectableView<ViewType.ForEach> {
    try onMainActor { try single(ViewType.ForEach.self) }
  }

  /// The content at `index`, as a `ForEach`.
  public func forEach(_ index: Int) throws -> InspectableView<ViewType.ForEach> {
    try onMainActor { try child(ViewType.ForEach.self, at: index) }
  }

  /// This view's only content (or this view, for what `inspect()` returns), as a `Section`.
  public func section() throws -> InspectableView<ViewType.Section> {
    try onMainActor { try single(ViewType.Section.self) }
  }

  /// The content at `index`, as a `Section`.
  public func section(_ index: Int) throws -> InspectableView<ViewType.Section> {
    try onMainActor { try child(ViewType.Section.self, at: index) }
  }

  /// This view's only content (or this view, for what `inspect()` returns), as a `Form`.
  public func form() throws -> InspectableView<ViewType.Form> {
    try onMainActor { try single(ViewType.Form.self) }
  }

  /// The content at `index`, as a `Form`.
  public func form(_ index: Int) throws -> InspectableView<ViewType.Form> {
    try onMainActor { try child(ViewType.Form.self, at: index) }
  }

  /// This view's only content (or this view, for what `inspect()` returns), as a `VStack`.
  public func vStack() throws -> InspectableView<ViewType.VStack> {
    try onMainActor { try single(ViewType.VStack.self) }
  }

  /// The content at `index`, as a `VStack`.
  public func vStack(_ index: Int) throws -> InspectableView<ViewType.VStack> {
    try onMainActor { try child(ViewType.VStack.self, at: index) }
  }

  /// This view's only content (or this view, for what `inspect()` returns), as an `HStack`.
  public func hStack() throws -> InspectableView<ViewType.HStack> {
    try onMainActor { try single(ViewType.HStack.self) }
  }

  /// The content at `index`, as an `HStack`.
  public func hStack(_ index: Int) throws -> InspectableView<ViewType.HStack> {
    try onMainActor { try child(ViewType.HStack.self, at: index) }
  }

  /// This view's only content (or this view, for what `inspect()` returns), as a `ZStack`.
  public func zStack() throws -> InspectableView<ViewType.ZStack> {
    try onMainActor { try single(ViewType.ZStack.self) }
  }

  /// The content at `index`, as a `ZStack`.
  public func zStack(_ index: Int) throws -> InspectableView<ViewType.ZStack> {
    try onMainActor { try child(ViewType.ZStack.self, at: index) }
  }

  /// This view's only content (or this view, for what `inspect()` returns), as a `LazyVStack`.
  public func lazyVStack() throws -> InspectableView<ViewType.LazyVStack> {
    try onMainActor { try single(ViewType.LazyVStack.self) }
  }

  /// The content at `index`, as a `LazyVStack`.
  public func lazyVStack(_ index: Int) throws -> InspectableView<ViewType.LazyVStack> {
    try onMainActor { try child(ViewType.LazyVStack.self, at: index) }
  }

  /// This view's only content (or this view, for what `inspect()` returns), as a `LazyVGrid`.
  public func lazyVGrid() throws -> InspectableView<ViewType.LazyVGrid> {
    try onMainActor { try single(ViewType.LazyVGrid.self) }
  }

  /// The content at `index`, as a `LazyVGrid`.
  public func lazyVGrid(_ index: Int) throws -> InspectableView<ViewType.LazyVGrid> {
    try onMainActor { try child(ViewType.LazyVGrid.self, at: index) }
  }

  /// This view's only content (or this view, for what `inspect()` returns), as a `LazyHGrid`.
  public func lazyHGrid() throws -> InspectableView<ViewType.LazyHGrid> {
    try onMainActor { try single(ViewType.LazyHGrid.self) }
  }

  /// The content at `index`, as a `LazyHGrid`.
  public func lazyHGrid(_ index: Int) throws -> InspectableView<ViewType.LazyHGrid> {
    try onMainActor { try child(ViewType.LazyHGrid.self, at: index) }
  }

  /// This view's only content (or this view, for what `inspect()` returns), as a `LazyHStack`.
  public func lazyHStack() throws -> InspectableView<ViewType.LazyHStack> {
    try onMainActor { try single(ViewType.LazyHStack.self) }
  }

  /// The content at `index`, as a `LazyHStack`.
  public func lazyHStack(_ index: Int) throws -> InspectableView<ViewType.LazyHStack> {
    try onMainActor { try child(ViewType.LazyHStack.self, at: index) }
  }

  /// This view's only content (or this view, for what `inspect()` returns), as a `ScrollView`.
  public func scrollView() throws -> InspectableView<ViewType.ScrollView> {
    try onMainActor { try single(ViewType.ScrollView.self) }
  }

  /// The content at `index`, as a `ScrollView`.
  public func scrollView(_ index: Int) throws -> InspectableView<ViewType.ScrollView> {
    try onMainActor { try child(ViewType.ScrollView.self, at: index) }
  }

  /// This view's only content (or this view, for what `inspect()` returns), as a `Spacer`.
  public func spacer() throws -> InspectableView<ViewType.Spacer> {
    try onMainActor { try single(ViewType.Spacer.self) }
  }

  /// The content at `index`, as a `Spacer`.
  public func spacer(_ index: Int) throws -> InspectableView<ViewType.Spacer> {
    try onMainActor { try child(ViewType.Spacer.self, at: index) }
  }

  /// This view's only content (or this view, for what `inspect()` returns), as a `Divider`.
  public func divider() throws -> InspectableView<ViewType.Divider> {
    try onMainActor { try single(ViewType.Divider.self) }
  }

  /// The content at `index`, as a `Divider`.
  public func divider(_ index: Int) throws -> InspectableView<ViewType.Divider> {
    try onMainActor { try child(ViewType.Divider.self, at: index) }
  }

  /// This view's only content (or this view, for what `inspect()` returns), as an `Image`.
  public func image() throws -> InspectableView<ViewType.Image> {
    try onMainActor { try single(ViewType.Image.self) }
  }

  /// The content at `index`, as an `Image`.
  public func image(_ index: Int) throws -> InspectableView<ViewType.Image> {
    try onMainActor { try child(ViewType.Image.self, at: index) }
  }

  /// This view's only content (or this view, for what `inspect()` returns), as a `Label`.
  public func label() throws -> InspectableView<ViewType.Label> {
    try onMainActor { try single(ViewType.Label.self) }
  }

  /// The content at `index`, as a `Label`.
  public func label(_ index: Int) throws -> InspectableView<ViewType.Label> {
    try onMainActor { try child(ViewType.Label.self, at: index) }
  }

  /// This view's only content (or this view, for what `inspect()` returns), as a `NavigationView`.
  public func navigationView() throws -> InspectableView<ViewType.NavigationView> {
    try onMainActor { try single(ViewType.NavigationView.self) }
  }

  /// The content at `index`, as a `NavigationView`.
  public func navigationView(_ index: Int) throws -> InspectableView<ViewType.NavigationView> {
    try onMainActor { try child(ViewType.NavigationView.self, at: index) }
  }

  /// This view's only content (or this view, for what `inspect()` returns), as a `NavigationStack`.
  public func navigationStack() throws -> InspectableView<ViewType.NavigationStack> {
    try onMainActor { try single(ViewType.NavigationStack.self) }
  }

  /// The content at `index`, as a `NavigationStack`.
  public func navigationStack(_ index: Int) throws -> InspectableView<ViewType.NavigationStack> {
    try onMainActor { try child(ViewType.NavigationStack.self, at: index) }
  }

  /// This view's only content (or this view, for what `inspect()` returns), as a `NavigationLink`.
  public func navigationLink() throws -> InspectableView<ViewType.NavigationLink> {
    try onMainActor { try single(ViewType.NavigationLink.self) }
  }

  /// The content at `index`, as a `NavigationLink`.
  public func navigationLink(_ index: Int) throws -> InspectableView<ViewType.NavigationLink> {
    try onMainActor { try child(ViewType.NavigationLink.self, at: index) }
  }

  /// This view's only content (or this view, for what `inspect()` returns), as a `Group`.
  public func group() throws -> InspectableView<ViewType.Group> {
    try onMainActor { try single(ViewType.Group.self) }
  }

  /// The content at `index`, as a `Group`.
  public func group(_ index: Int) throws -> InspectableView<ViewType.Group> {
    try onMainActor { try child(ViewType.Group.self, at: index) }
  }

  /// This view's only content (or this view, for what `inspect()` returns), as an `AnyView`.
  public func anyView() throws -> InspectableView<ViewType.AnyView> {
    try onMainActor { try single(ViewType.AnyView.self) }
  }

  /// The content at `index`, as an `AnyView`.
  public func anyView(_ index: Int) throws -> InspectableView<ViewType.AnyView> {
    try onMainActor { try child(ViewType.AnyView.self, at: index) }
  }

  /// This view's only content (or this view, for what `inspect()` returns), as an `EmptyView`.
  public func emptyView() throws -> InspectableView<ViewType.EmptyView> {
    try onMainActor { try single(ViewType.EmptyView.self) }
  }

  /// The content at `index`, as an `EmptyView`.
  public func emptyView(_ index: Int) throws -> InspectableView<ViewType.EmptyView> {
    try onMainActor { try child(ViewType.EmptyView.self, at: index) }
  }

  /// This view's only content (or this view, for what `inspect()` returns), as a `GeometryReader`.
  public func geometryReader() throws -> InspectableView<ViewType.GeometryReader> {
    try onMainActor { try single(ViewType.GeometryReader.self) }
  }

  /// The content at `index`, as a `GeometryReader`.
  public func geometryReader(_ index: Int) throws -> InspectableView<ViewType.GeometryReader> {
    try onMainActor { try child(ViewType.GeometryReader.self, at: index) }
  }

  /// This view's only content (or this view, for what `inspect()` returns), as a `Color`.
  public func color() throws -> InspectableView<ViewType.Color> {
    try onMainActor { try single(ViewType.Color.self) }
  }

  /// The content at `index`, as a `Color`.
  public func color(_ index: Int) throws -> InspectableView<ViewType.Color> {
    try onMainActor { try child(ViewType.Color.self, at: index) }
  }

  /// This view's only content (or this view, for what `inspect()` returns), as a shape.
  public func shape() throws -> InspectableView<ViewType.Shape> {
    try onMainActor { try single(ViewType.Shape.self) }
  }

  /// The content at `index`, as a shape.
  public func shape(_ index: Int) throws -> InspectableView<ViewType.Shape> {
    try onMainActor { try child(ViewType.Shape.self, at: index) }
  }

  /// This view's only content (or this view, for what `inspect()` returns), as a `ProgressView`.
  public func progressView() throws -> InspectableView<ViewType.ProgressView> {
    try onMainActor { try single(ViewType.ProgressView.self) }
  }

  /// The content at `index`, as a `ProgressView`.
  public func progressView(_ index: Int) throws -> InspectableView<ViewType.ProgressView> {
    try onMainActor { try child(ViewType.ProgressView.self, at: index) }
  }

  /// This view's only content (or this view, for what `inspect()` returns), as a style configuration's label.
  public func styleConfigurationLabel() throws -> InspectableView<ViewType.StyleConfiguration.Label>
  {
    try onMainActor { try single(ViewType.StyleConfiguration.Label.self) }
  }

  /// The content at `index`, as a style configuration's label.
  public func styleConfigurationLabel(_ index: Int) throws -> InspectableView<
    ViewType.StyleConfiguration.Label
  > {
    try onMainActor { try child(ViewType.StyleConfiguration.Label.self, at: index) }
  }

  /// This view's only content (or this view), as the app's view of type `T`:
  /// `inspect().view(ContentView.self)`.
  public func view<T: View>(_ type: T.Type) throws -> InspectableView<ViewType.View<T>> {
    try onMainActor { try single(ViewType.View<T>.self) }
  }

  /// The content at `index`, as the app's view of type `T`.
  public func view<T: View>(_ type: T.Type, _ index: Int) throws -> InspectableView<
    ViewType.View<T>
  > {
    try onMainActor { try child(ViewType.View<T>.self, at: index) }
  }

  /// This view's only content (or this view), as the app's representable of type `T`.
  public func view<T: Representable>(_ type: T.Type) throws -> InspectableView<ViewType.View<T>> {
    try onMainActor { try single(ViewType.View<T>.self) }
  }

  /// This view's only content (or this view), as the app's representable view of type `T`.
  public func view<T: View & Representable>(_ type: T.Type) throws -> InspectableView<
    ViewType.View<T>
  > {
    try onMainActor { try single(ViewType.View<T>.self) }
  }
}

// Presentations, as inspection reads them, in ViewInspector's names: `sheet()`, `alert()`,
// `actionSheet()`, `confirmationDialog()`, `popover()`, `fullScreenCover()` on the view that
// presents them; `title()`, `message()`, `actions()`, `primaryButton()`, `button(_:)` and
// `dismiss()` on what they show.

extension InspectableView {
  /// The `index`-th presentation of `kind` the view shows now.
  @MainActor func presentation<T: KnownViewType>(
    _ kind: PresentationKind, as type: T.Type, index: Int?
  ) throws -> InspectableView<T> {
    let node = try liveNode()
    let shown = node.partRoots.filter { $0.name == kind.partName }.flatMap(\.nodes)
    let which = index ?? 0
    guard which >= 0, which < shown.count else {
      guard !node.attributes(kind.attributeKey).isEmpty else {
        throw InspectionError.modifierNotFound(
          parent: typeNameForErrors, modifier: kind.rawValue, index: 0)
      }
      throw InspectionError.viewNotFound(parent: kind.viewKind.rawValue)
    }
    return reached(shown[which])
  }

  /// The sheet the view presents now (the `index`-th, with several).
  public func sheet(_ index: Int? = nil) throws -> InspectableView<ViewType.Sheet> {
    try onMainActor { try presentation(.sheet, as: ViewType.Sheet.self, index: index) }
  }

  /// The full-screen cover the view presents now.
  public func fullScreenCover(_ index: Int? = nil) throws -> InspectableView<
    ViewType.FullScreenCover
  > {
    try onMainActor {
      try presentation(.fullScreenCover, as: ViewType.FullScreenCover.self, index: index)
    }
  }

  /// The popover the view presents now.
  public func popover(_ index: Int? = nil) throws -> InspectableView<ViewType.Popover> {
    try onMainActor { try presentation(.popover, as: ViewType.Popover.self, index: index) }
  }

  /// The alert the view presents now.
  public func alert(_ index: Int? = nil) throws -> InspectableView<ViewType.Alert> {
    try onMainActor { try presentation(.alert, as: ViewType.Alert.self, index: index) }
  }

  /// The action sheet the view presents now.
  public func actionSheet(_ index: Int? = nil) throws -> InspectableView<ViewType.ActionSheet> {
    try onMainActor { try presentation(.actionSheet, as: ViewType.ActionSheet.self, index: index) }
  }

  /// The confirmation dialog the view presents now.
  public func confirmationDialog(_ index: Int? = nil) throws -> InspectableView<
    ViewType.ConfirmationDialog
  > {
    try onMainActor {
      try presentation(.confirmationDialog, as: ViewType.ConfirmationDialog.self, index: index)
    }
  }

  /// Dismisses the presentation this view is (a sheet, an alert, a pushed destination), as
  /// its `dismiss` does.
  @MainActor func dismissPresentation() throws {
    let node = try liveNode()
    graph.perform { node.environment.dismiss() }
  }
}

extension ViewType.Sheet: PresentedViewType {}

extension ViewType.FullScreenCover: PresentedViewType {}

extension ViewType.Popover: PresentedViewType {}

extension ViewType.Alert: PresentedViewType {}

extension ViewType.ActionSheet: PresentedViewType {}

extension ViewType.ConfirmationDialog: PresentedViewType {}

extension InspectableView where Kind: PresentedViewType {
  /// Dismisses the presentation, as swiping it away (or its `dismiss`) does: its binding is
  /// set to `false` (or its item to `nil`), and its `onDismiss` runs.
  public func dismiss() throws {
    try onMainActor { try dismissPresentation() }
  }
}

extension ViewType.Alert: AlertLikeViewType {}

extension ViewType.ActionSheet: AlertLikeViewType {}

extension ViewType.ConfirmationDialog: AlertLikeViewType {}

extension InspectableView where Kind: AlertLikeViewType {
  /// The title.
  public func title() throws -> InspectableView<ViewType.Text> {
    try onMainActor { try typed(try part(.title).node, as: ViewType.Text.self) }
  }

  /// The message.
  public func message() throws -> InspectableView<ViewType.ClassifiedView> {
    try onMainActor {
      do { return try part(.message) } catch {
        throw InspectionError.viewNotFound(parent: "message")
      }
    }
  }

  /// The buttons the `actions` builder made.
  public func actions() throws -> InspectableView<ViewType.ClassifiedView> {
    try onMainActor {
      do { return try part(.actions) } catch {
        throw InspectionError.viewNotFound(parent: "actions")
      }
    }
  }
}

extension InspectableView where Kind == ViewType.Alert {
  /// The first button of an older `Alert`.
  public func primaryButton() throws -> InspectableView<ViewType.AlertButton> {
    try onMainActor { try alertButton(.primaryButton) }
  }

  /// The second button of an older `Alert`.
  public func secondaryButton() throws -> InspectableView<ViewType.AlertButton> {
    try onMainActor { try alertButton(.secondaryButton) }
  }

  @MainActor private func alertButton(_ name: PartName) throws -> InspectableView<
    ViewType.AlertButton
  > {
    let node = try liveNode()
    guard let button = node.partNode(named: name) else {
      throw InspectionError.viewNotFound(parent: name.rawValue)
    }
    return view(button)
  }
}

extension InspectableView where Kind == ViewType.ActionSheet {
  /// The action sheet's button at `index`.
  public func button(_ index: Int) throws -> InspectableView<ViewType.AlertButton> {
    try onMainActor {
      guard index >= 0, index < (try liveNode()).contentChildren.count else {
        throw InspectionError.viewNotFound(parent: "button at index \(index)")
      }
      return try child(ViewType.AlertButton.self, at: index)
    }
  }
}

extension InspectableView where Kind == ViewType.ConfirmationDialog {
  /// Whether the dialog shows its title.
  public func titleVisibility() throws -> Visibility {
    try onMainActor {
      (try liveNode().ownAttributes.last(.titleVisibility))
        ?? .automatic
    }
  }
}

extension InspectableView where Kind == ViewType.AlertButton {
  /// The button's label.
  public func labelView() throws -> InspectableView<ViewType.Text> {
    try onMainActor {
      guard let label = try liveNode().contentChildren.first else {
        throw InspectionError.viewNotFound(parent: "label")
      }
      return view(label)
    }
  }

  /// The button's look.
  public func style() throws -> Alert.Button.Style {
    try onMainActor {
      guard let button = try liveNode().viewValue as? AlertButtonView else {
        throw InspectionError.typeMismatch(factual: typeNameForErrors, expected: "AlertButton")
      }
      return button.button.style
    }
  }

  /// Taps the button: its action runs, then the alert goes away.
  public func tap() throws {
    try onMainActor {
      let node = try liveNode()
      guard let button = node.viewValue as? AlertButtonView else {
        throw InspectionError.typeMismatch(factual: typeNameForErrors, expected: "AlertButton")
      }
      graph.perform {
        button.button.action?()
        node.environment.dismissesOnTap?()
      }
    }
  }
}

// MARK: Navigation

extension NavigationLink: NavigationLinkControl {
  var destinationView: AnyView? {
    if case .view(let destination) = target { return AnyView(destination) }
    return nil
  }

  var linkValue: AnyHashable?? {
    if case .value(let value) = target { return .some(value) }
    return nil
  }

  var activeBinding: Binding<Bool>? { isActive }
}

extension ViewNode {
  /// For a navigation link, the screen it pushed, while it is on the stack.
  var pushedScreen: ViewNode? {
    guard let model = environment.navigation, model.isActive(self),
      let stack = ancestor(where: { $0.modifierState.memo is NavigationModel }),
      let index = model.screens.firstIndex(where: {
        if case .view(let pushed) = $0 { return pushed.link === self }
        return false
      })
    else { return nil }
    let screens = stack.madeChildren.filter { $0.key == .part(.navigationDestination) }
    guard index < screens.count, var screen = screens[index].contentChildren.first else {
      return nil
    }
    // The stack keeps what a link pushes type-erased: the link's destination is inside.
    while screen.kind == .anyView, let inside = screen.contentChildren.first,
      screen.contentChildren.count == 1
    {
      screen = inside
    }
    return screen
  }
}

extension InspectableView where Kind == ViewType.NavigationLink {
  /// The link's label.
  public func labelView() throws -> InspectableView<ViewType.ClassifiedView> {
    try onMainActor { try label(of: "NavigationLink") }
  }

  /// Taps the link, as ViewInspector's `activate()`: its destination is pushed onto the
  /// stack the link is in (or its value onto the stack's path), as one update batch.
  public func activate() throws {
    try onMainActor {
      let (node, link) = try self.link()
      guard node.isResponsive else {
        throw unresponsive("NavigationLink", node)
      }
      guard let model = node.environment.navigation else {
        throw InspectionError.notSupported(
          "The NavigationLink is not inside a NavigationStack or a NavigationView: it pushes nothing."
        )
      }
      graph.perform {
        if let binding = link.activeBinding {
          binding.wrappedValue = true
        } else if let destination = link.destinationView {
          if !model.isActive(node) { model.push(destination, from: node) }
        } else if case .some(.some(let value)) = link.linkValue {
          model.push(value: value)
        }
      }
    }
  }

  /// Taps the link: the same as ``activate()``.
  public func tap() throws {
    try activate()
  }

  /// Pops the screen the link pushed (and every screen above it).
  public func deactivate() throws {
    try onMainActor {
      let (node, link) = try link()
      graph.perform {
        if let binding = link.activeBinding {
          binding.wrappedValue = false
        } else {
          node.environment.navigation?.deactivate(node)
        }
      }
    }
  }

  /// Whether the screen the link pushed is on the stack.
  public func isActive() throws -> Bool {
    try onMainActor {
      let (node, _) = try link()
      return node.environment.navigation?.isActive(node) ?? false
    }
  }

  /// The link's destination: the pushed screen when the link is active; else, for a link not
  /// bound to `isActive` or a selection, its content (`navigationLink().view(Detail.self)`);
  /// else the destination hosted on its own, with the environment the link sees.
  public func destination() throws -> InspectableView<ViewType.ClassifiedView> {
    try onMainActor {
      let (node, link) = try link()
      guard let destination = link.destinationView else {
        throw InspectionError.notSupported(
          "The NavigationLink navigates to a value: its stack's navigationDestination shows it.")
      }
      if let view = node.linkDestination(includingPushed: true).first {
        return reached(view)
      }
      let host = ViewHost(environment: node.environment, diagnosticHandler: graph.diagnosticHandler)
      {
        destination
      }
      return try host.inspect()
    }
  }

  /// The value the link appends to its stack's path, as ViewInspector's `value()`.
  public func value<V: Hashable>(_ type: V.Type = V.self) throws -> V {
    try onMainActor { () throws -> Unchecked<V> in
      let (_, link) = try link()
      guard link.linkValue != nil else {
        // A link to a destination view has no value: ViewInspector's words for it.
        throw InspectionError.attributeNotFound(
          label: "some", type: "Optional<NavigationLinkPresentedValue>")
      }
      guard case .some(.some(let value)) = link.linkValue, let typed = value.base as? V else {
        throw InspectionError.typeMismatch(
          factual: link.linkValue.flatMap { $0.map { "\(Swift.type(of: $0.base))" } } ?? "no value",
          expected: "\(V.self)")
      }
      return Unchecked(typed)
    }.value
  }

  @MainActor private func link() throws -> (ViewNode, any NavigationLinkControl) {
    let node = try liveNode()
    guard let link = node.viewValue as? any NavigationLinkControl else {
      throw InspectionError.typeMismatch(factual: typeNameForErrors, expected: "NavigationLink")
    }
    return (node, link)
  }
}

extension InspectableView {
  /// The first `NavigationLink` whose label (or destination, as ViewInspector looks) shows
  /// `title`.
  public func find(navigationLink title: String, locale: Locale = .testsDefault) throws
    -> InspectableView<ViewType.NavigationLink>
  {
    try find(ViewType.NavigationLink.self) { link in
      (try? link.find(text: title, locale: locale)) != nil
    }
  }
}

extension InspectableView {
  /// What `.navigationDestination(isPresented:destination:)` on the view pushes now.
  public func navigationDestination(_ index: Int? = nil) throws -> InspectableView<
    ViewType.NavigationDestination
  > {
    try onMainActor {
      let node = try liveNode()
      let shown = node.partRoots.filter { $0.name == .navigationDestination }.flatMap(\.nodes)
        .filter { $0.kind == .navigationDestination }
      let which = index ?? 0
      guard which >= 0, which < shown.count else {
        guard !node.attributes(.navigationDestination).isEmpty else {
          throw InspectionError.modifierNotFound(
            parent: typeNameForErrors, modifier: "navigationDestination", index: 0)
        }
        throw InspectionError.viewNotFound(parent: "NavigationDestination")
      }
      return view(shown[which])
    }
  }
}

extension InspectableView where Kind == ViewType.NavigationDestination {
  /// Whether the destination is pushed (read from its binding, also once it is popped).
  public func isPresented() throws -> Bool {
    try onMainActor { try binding().wrappedValue }
  }

  /// Pushes or pops the destination, through its binding, as one update batch.
  public func set(isPresented: Bool) throws {
    try onMainActor {
      let binding = try binding()
      graph.perform { binding.wrappedValue = isPresented }
    }
  }

  @MainActor private func binding() throws -> Binding<Bool> {
    guard let destination = node.viewValue as? any PresentedDestinationBinding else {
      throw InspectionError.typeMismatch(
        factual: typeNameForErrors, expected: "NavigationDestination")
    }
    return destination.presentedBinding
  }
}

extension InspectableView where Kind == ViewType.ActionSheet {
  /// The action sheet's message.
  public func message() throws -> InspectableView<ViewType.Text> {
    try onMainActor {
      guard let message = try liveNode().partNode(named: .message) else {
        throw InspectionError.viewNotFound(parent: "message")
      }
      return try typed(message, as: ViewType.Text.self)
    }
  }
}

extension InspectableView where Kind == ViewType.Spacer {
  /// The spacer's least length, if given.
  public func minLength() throws -> CGFloat? {
    try onMainActor { (try liveNode().viewValue as? Spacer)?.minLength }
  }
}

extension InspectableView where Kind == ViewType.ScrollView {
  /// The directions the scroll view scrolls in.
  public func axes() throws -> Axis.Set {
    try onMainActor { (try liveNode().viewValue as? any ScrollParameters)?.scrollAxes ?? .vertical }
  }

  /// Whether the scroll view shows its indicators.
  public func showsIndicators() throws -> Bool {
    try onMainActor {
      (try liveNode().viewValue as? any ScrollParameters)?.scrollShowsIndicators ?? true
    }
  }

  /// The scroll view's content insets: none, headless.
  public func contentInsets() throws -> EdgeInsets {
    try onMainActor {
      _ = try liveNode()
      return EdgeInsets()
    }
  }
}

extension ScrollView: ScrollParameters {
  var scrollAxes: Axis.Set { axes }
  var scrollShowsIndicators: Bool { showsIndicators }
}

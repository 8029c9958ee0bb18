// Reading and driving what inspection found, in ViewInspector's spelling. Actions go
// through the real controls (a text field's edit runs its delegate calls, bindings and
// `onChange` as on a device) and run as one update batch; on a disabled control they throw
// ViewInspector's "… is unresponsive: it is disabled" and change nothing.

/// A button, as inspection drives it.
@MainActor
protocol TappableButton {
  func performAction()
  var buttonRole: ButtonRole? { get }
}

extension Button: TappableButton {
  func performAction() { action() }
  var buttonRole: ButtonRole? { role }
}

extension InspectableView where Kind == ViewType.Button {
  /// Taps the button: runs its action as one update batch. Throws, running nothing, when
  /// the button is disabled.
  public func tap() throws {
    try onMainActor {
      let (node, button) = try responsiveControl((any TappableButton).self, named: "Button")
      // A button of an alert or a dialog dismisses it after its action, as on a device.
      graph.perform {
        button.performAction()
        node.environment.dismissesOnTap?()
      }
    }
  }

  /// The button's role.
  public func role() throws -> ButtonRole? {
    try onMainActor { (try liveNode().viewValue as? any TappableButton)?.buttonRole }
  }

  /// The button's label.
  public func labelView() throws -> InspectableView<ViewType.ClassifiedView> {
    try onMainActor { try label(of: "Button") }
  }
}

extension InspectableView {
  /// The label of a control whose first content child is its label.
  @MainActor func label(of kind: String) throws -> InspectableView<ViewType.ClassifiedView> {
    let node = try liveNode()
    guard let child = node.contentChildren.first else {
      throw InspectionError.viewNotFound(parent: "label")
        .with(tree: graph.treeDescription(around: node))
    }
    return view(child)
  }

  /// The views of this view's part named `name` (a section's header, a background), as one
  /// classified view.
  @MainActor func part(_ name: PartName, index: Int? = nil) throws -> InspectableView<
    ViewType.ClassifiedView
  > {
    let node = try liveNode()
    guard let part = node.partRoots.first(where: { $0.name == name }), !part.nodes.isEmpty else {
      throw InspectionError.modifierNotFound(
        parent: typeNameForErrors, modifier: name.rawValue, index: 0
      )
      .with(tree: graph.treeDescription(around: node))
    }
    if let index {
      guard index >= 0, index < part.nodes.count else {
        throw InspectionError.viewIndexOutOfBounds(index: index, count: part.nodes.count)
      }
      return reached(part.nodes[index])
    }
    if part.nodes.count == 1 { return reached(part.nodes[0]) }
    // Several views: the part node holding them, whose accessors index them.
    let holder = node.partNode(named: name) ?? part.nodes[0]
    return view(holder)
  }

  /// The platform view a representable made (a `UITextField`, a `HeadlessSearchBar`).
  public func platformView() throws -> AnyObject {
    try onMainActor {
      Unchecked(try platformViewOnMainActor())
    }.value
  }

  @MainActor func platformViewOnMainActor() throws -> AnyObject {
    let node = try liveNode()
    guard let view = (node as? any RepresentableNode)?.representableDriver?.platformView else {
      throw InspectionError.typeMismatch(factual: typeNameForErrors, expected: "a representable")
    }
    return view
  }

  /// Calls the view's `.onTapGesture` action, as one update batch.
  public func callOnTapGesture() throws {
    try onMainActor {
      let node = try liveNode()
      guard let tap = node.attribute(.onTapGesture) else {
        throw InspectionError.modifierNotFound(
          parent: typeNameForErrors, modifier: "onTapGesture", index: 0)
      }
      guard node.isResponsive else {
        throw unresponsive(typeNameForErrors, node)
      }
      graph.perform { tap.action() }
    }
  }
}

/// A node of a representable, for inspection.
@MainActor
protocol RepresentableNode {
  var representableDriver: AnyRepresentableDriver? { get }
}

extension TypedNode: RepresentableNode {}

// MARK: The app's own views

extension InspectableView {
  /// The app's view as last rendered, with its live state: reading a `@State` gives the
  /// current value, and writing one (`form.focus = .email`) updates the screen, as the
  /// view's own code writing it does.
  public func actualView<T>() throws -> T where Kind == ViewType.View<T> {
    try onMainActor {
      let node = try liveNode()
      if let missing = node.missingEnvironmentObject {
        throw InspectionError.missingEnvironmentObjects(
          view: ViewTypeName.of(T.self), objects: [String(describing: missing)])
      }
      let value: Any =
        (node.viewValue as? any RepresentableWrappedValue)?.wrappedValue ?? node.viewValue
      guard let view = value as? T else {
        throw InspectionError.typeMismatch(factual: typeNameForErrors, expected: "\(T.self)")
      }
      InspectionRegistry.noteActualView(node: node, type: T.self)
      return Unchecked(view)
    }.value
  }
}

/// A view that wraps a representable, for `actualView()` to return the representable.
@MainActor
protocol RepresentableWrappedValue {
  var wrappedValue: Any { get }
}

extension RepresentableView: RepresentableWrappedValue {
  var wrappedValue: Any { representable }
}

extension InspectableView where Kind == ViewType.Section {
  /// The section's header.
  public func header() throws -> InspectableView<ViewType.ClassifiedView> {
    try onMainActor { try part(.header) }
  }

  /// The section's footer.
  public func footer() throws -> InspectableView<ViewType.ClassifiedView> {
    try onMainActor { try part(.footer) }
  }
}

extension InspectableView where Kind == ViewType.Label {
  /// The label's title.
  public func title() throws -> InspectableView<ViewType.ClassifiedView> {
    try onMainActor { try part(.title) }
  }

  /// The label's icon.
  public func icon() throws -> InspectableView<ViewType.ClassifiedView> {
    try onMainActor { try part(.icon) }
  }
}

extension InspectableView where Kind == ViewType.Image {
  /// The image's system symbol name, or its asset's name.
  public func imageName() throws -> String? {
    try onMainActor {
      guard let image = try liveNode().viewValue as? Image else {
        throw InspectionError.typeMismatch(factual: typeNameForErrors, expected: "Image")
      }
      return image.systemName ?? image.assetName
    }
  }

  /// The image, as ViewInspector's `actualImage()`.
  public func actualImage() throws -> Image {
    try onMainActor {
      guard let image = try liveNode().viewValue as? Image else {
        throw InspectionError.typeMismatch(factual: typeNameForErrors, expected: "Image")
      }
      return image
    }
  }
}

// Toggles, pickers, steppers, sliders and rows, as inspection drives them.

/// A toggle, as inspection drives it.
@MainActor
protocol ToggleControl {
  var isOnBinding: Binding<Bool> { get }
}

extension Toggle: ToggleControl {
  var isOnBinding: Binding<Bool> { isOn }
}

extension InspectableView where Kind == ViewType.Toggle {
  /// Whether the toggle is on.
  public func isOn() throws -> Bool {
    try onMainActor { try toggle().isOnBinding.wrappedValue }
  }

  /// Taps the toggle: flips it, as one update batch. Throws, changing nothing, when it is
  /// disabled.
  public func tap() throws {
    try onMainActor {
      let toggle = try self.toggle()
      guard try liveNode().isResponsive else {
        throw unresponsive("Toggle", node)
      }
      graph.perform { toggle.isOnBinding.wrappedValue.toggle() }
    }
  }

  /// The toggle's label.
  public func labelView() throws -> InspectableView<ViewType.ClassifiedView> {
    try onMainActor { try label(of: "Toggle") }
  }

  @MainActor private func toggle() throws -> any ToggleControl {
    guard let toggle = try liveNode().viewValue as? any ToggleControl else {
      throw InspectionError.typeMismatch(factual: typeNameForErrors, expected: "Toggle")
    }
    return toggle
  }
}

extension InspectableView where Kind == ViewType.TabView {
  /// Selects the tab whose tag is `value` (for a tab view without a binding and untagged
  /// tabs, its position), as a tap on its tab item does, in one update batch. Throws,
  /// changing nothing, when no tab has that value or the tab view is disabled.
  public func select<Value: Hashable>(value: Value) throws {
    let wanted = Unchecked(AnyHashable(value))
    try onMainActor {
      let (node, tabs) = try responsiveControl((any TabViewControl).self, named: "TabView")
      let values = tabs.tabValues()
      var selected = false
      if let index = values.firstIndex(of: wanted.value) {
        graph.perform { selected = tabs.selectTab(at: index, node: node) }
      }
      guard selected else {
        throw InspectionError(
          message:
            "TabView has no tab tagged \(wanted.value); its tabs: \(values.map { $0.map { "\($0)" } ?? "untagged" })."
        )
      }
    }
  }

  /// The tag of the tab on screen (its position, for an untagged tab of a tab view without a
  /// binding); `nil` when that tab has no tag.
  public func selectedTab() throws -> AnyHashable? {
    try onMainActor {
      let node = try liveNode()
      guard let tabs = node.viewValue as? any TabViewControl else {
        throw InspectionError.typeMismatch(factual: typeNameForErrors, expected: "TabView")
      }
      let values = tabs.tabValues()
      let shown = tabs.shownTab(node: node)
      return values.indices.contains(shown) ? values[shown] : nil
    }
  }

  /// The values that select each tab, in order: tags (a `ForEach` row's id when it has none)
  /// or, for a tab view without a binding, the positions of untagged tabs.
  public func tabTags() throws -> [AnyHashable?] {
    try onMainActor {
      guard let tabs = try liveNode().viewValue as? any TabViewControl else {
        throw InspectionError.typeMismatch(factual: typeNameForErrors, expected: "TabView")
      }
      return tabs.tabValues()
    }
  }
}

/// A picker, as inspection drives it.
@MainActor
protocol PickerControl {
  func select(_ value: AnyHashable, amongTags tags: [AnyHashable]) -> Bool
  var selectedValue: AnyHashable { get }
}

extension Picker: PickerControl {}

extension InspectableView where Kind == ViewType.Picker {
  /// Selects the option tagged `value`, as one update batch. Throws, changing nothing, when
  /// no option has that tag or the picker is disabled.
  public func select<Value: Hashable>(value: Value) throws {
    let wanted = Unchecked(AnyHashable(value))
    try onMainActor {
      let (node, picker) = try responsiveControl((any PickerControl).self, named: "Picker")
      let tags = optionTags(of: node)
      var selected = false
      graph.perform { selected = picker.select(wanted.value, amongTags: tags) }
      guard selected else {
        throw InspectionError(
          message: "Picker has no option tagged \(wanted.value); its tags: \(tags.map { "\($0)" })."
        )
      }
    }
  }

  /// The selected value.
  public func selectedValue() throws -> AnyHashable {
    try onMainActor {
      guard let picker = try liveNode().viewValue as? any PickerControl else {
        throw InspectionError.typeMismatch(factual: typeNameForErrors, expected: "Picker")
      }
      return picker.selectedValue
    }
  }

  /// The tags of the picker's options, in order.
  public func optionTags() throws -> [AnyHashable] {
    try onMainActor { optionTags(of: try liveNode()) }
  }

  /// The picker's label.
  public func labelView() throws -> InspectableView<ViewType.ClassifiedView> {
    try onMainActor { try part(.label) }
  }

  /// The options' tags: `.tag(_:)`s, or the ids of `ForEach` rows without one, as SwiftUI
  /// tags them.
  @MainActor private func optionTags(of node: ViewNode) -> [AnyHashable] {
    guard let content = node.children.first(where: { $0.key == .position(0) }) else { return [] }
    var tags: [AnyHashable] = []
    func visit(_ node: ViewNode, rowID: AnyHashable?) {
      if node.kind != nil, node.kind != .forEach {
        if let tag = node.attribute(.tag) {
          tags.append(tag)
        } else if let rowID {
          tags.append(rowID)
        }
        return
      }
      for child in node.madeChildren {
        var id = rowID
        if node.kind == .forEach, let key = child.key.identity { id = key }
        visit(child, rowID: id)
      }
    }
    visit(content, rowID: nil)
    return tags
  }
}

/// A stepper, as inspection drives it.
@MainActor
protocol StepperControl {
  var increment: (() -> Void)? { get }
  var decrement: (() -> Void)? { get }
}

extension Stepper: StepperControl {
  var increment: (() -> Void)? { onIncrement }
  var decrement: (() -> Void)? { onDecrement }
}

extension InspectableView where Kind == ViewType.Stepper {
  /// Presses the stepper's plus button, as one update batch.
  public func increment() throws {
    try onMainActor { try press { $0.increment } }
  }

  /// Presses the stepper's minus button, as one update batch.
  public func decrement() throws {
    try onMainActor { try press { $0.decrement } }
  }

  /// The stepper's label.
  public func labelView() throws -> InspectableView<ViewType.ClassifiedView> {
    try onMainActor { try label(of: "Stepper") }
  }

  @MainActor private func press(_ button: (any StepperControl) -> (() -> Void)?) throws {
    let (_, stepper) = try responsiveControl((any StepperControl).self, named: "Stepper")
    guard let action = button(stepper) else { return }
    graph.perform { action() }
  }
}

extension InspectableView where Kind == ViewType.Slider {
  /// The slider's value.
  public func value() throws -> Double {
    try onMainActor {
      guard let slider = try liveNode().viewValue as? Slider else {
        throw InspectionError.typeMismatch(factual: typeNameForErrors, expected: "Slider")
      }
      return slider.value.wrappedValue
    }
  }

  /// Moves the slider to `value` (clamped into its range), as one update batch.
  public func setValue(_ value: Double) throws {
    try onMainActor {
      let (_, slider) = try responsiveControl(Slider.self, named: "Slider")
      graph.perform { slider.set(value) }
    }
  }
}

// MARK: Rows

extension InspectableView where Kind == ViewType.ForEach {
  /// Deletes the rows at `offsets`, as swiping them away does: calls the `.onDelete` action,
  /// as one update batch.
  public func callOnDelete(_ offsets: IndexSet) throws {
    try onMainActor {
      let node = try liveNode()
      guard let delete = node.attribute(.onDelete) else {
        throw InspectionError.modifierNotFound(
          parent: typeNameForErrors, modifier: "onDelete", index: 0)
      }
      guard node.attribute(.deleteDisabled) != true else {
        throw InspectionError.unresponsive("ForEach", reason: "deleting is disabled")
      }
      graph.perform { delete.action(offsets) }
    }
  }

  /// Moves the rows at `offsets` before the row at `destination`, as dragging does: calls
  /// the `.onMove` action, as one update batch.
  public func callOnMove(_ offsets: IndexSet, _ destination: Int) throws {
    try onMainActor {
      let node = try liveNode()
      guard let move = node.attribute(.onMove) else {
        throw InspectionError.modifierNotFound(
          parent: typeNameForErrors, modifier: "onMove", index: 0)
      }
      guard node.attribute(.moveDisabled) != true else {
        throw InspectionError.unresponsive("ForEach", reason: "moving is disabled")
      }
      graph.perform { move.action(offsets, destination) }
    }
  }
}

extension InspectableView: Sequence, Collection, BidirectionalCollection, RandomAccessCollection
where Kind: MultipleViewContent {
  /// The views of a container (a stack's, a `ForEach`'s rows, a custom view's body), as
  /// ViewInspector lets a test iterate them; an `if` whose condition is false is a place with
  /// no view (`isAbsent`).
  public typealias Element = InspectableView<ViewType.ClassifiedView>
  /// A row's position.
  public typealias Index = Int
  /// The rows' positions.
  public typealias Indices = Range<Int>
  /// A run of rows.
  public typealias SubSequence = Slice<InspectableView<Kind>>

  /// The first view's position.
  public var startIndex: Int { 0 }
  /// The position after the last view: how many the container shows.
  public var endIndex: Int { (try? onMainActor { node.contentWithoutLabel.count }) ?? 0 }

  /// The view at `index`.
  public subscript(index: Int) -> InspectableView<ViewType.ClassifiedView> {
    (try? onMainActor { view(node.contentWithoutLabel[index]) }) ?? retyped()
  }
}

extension InspectableView {
  /// Whether this is the place of an `if` whose condition is false: no view, as a
  /// container's iteration meets it.
  public var isAbsent: Bool {
    (try? onMainActor { try liveNode().isAbsentView }) ?? false
  }
}

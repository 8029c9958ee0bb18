// Reading and driving what inspection found, in ViewInspector's spelling. Actions go
// through the real controls (a text field's edit runs its delegate calls, bindings and
// `onChange` as on a device) and run as one update batch; on a disabled control they throw
// and change nothing.

extension InspectableView where Kind == ViewType.Text {
  /// The string the text shows.
  public func string() throws -> String {
    guard let text = try liveNode().viewValue as? Text else {
      throw InspectionError(message: "The view is not a Text.")
    }
    return text.content
  }
}

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
    let node = try liveNode()
    guard let button = node.viewValue as? any TappableButton else {
      throw InspectionError(message: "The view is not a Button.")
    }
    guard node.environment.isEnabled else {
      throw InspectionError.unresponsive("Button", reason: "it is disabled")
    }
    UpdateScheduler.perform { button.performAction() }
  }

  /// The button's role.
  public func role() throws -> ButtonRole? {
    (try liveNode().viewValue as? any TappableButton)?.buttonRole
  }

  /// The button's label.
  public func labelView() throws -> InspectableView<ViewType.ClassifiedView> {
    try onlyChild(of: "Button")
  }
}

extension InspectableView {
  /// The one view right below this one.
  func onlyChild(of kind: String) throws -> InspectableView<ViewType.ClassifiedView> {
    let node = try liveNode()
    guard let child = node.inspectableChildren.first else {
      throw InspectionError(
        message: "The \(kind) shows nothing.\n\(graph.treeDescription(around: node))")
    }
    return InspectableView<ViewType.ClassifiedView>(graph: graph, node: child)
  }

  /// The view of the node's part named `name` (a section's header, a picker's label).
  func part(_ name: String, of kind: String) throws -> InspectableView<ViewType.ClassifiedView> {
    let node = try liveNode()
    guard let part = node.children.first(where: { $0.key == .part(name) }),
      let view = part.kind != nil ? part : part.inspectableChildren.first
    else {
      throw InspectionError(
        message: "The \(kind) has no \(name).\n\(graph.treeDescription(around: node))")
    }
    return InspectableView<ViewType.ClassifiedView>(graph: graph, node: view)
  }

  /// The platform view a representable made (a `UITextField`, a `HeadlessSearchBar`).
  public func platformView() throws -> AnyObject {
    let node = try liveNode()
    guard let view = (node as? any RepresentableNode)?.representableDriver?.platformView else {
      throw InspectionError(message: "The view is not a representable, or has no view yet.")
    }
    return view
  }

  /// Calls the view's `.onTapGesture` action, as one update batch.
  public func callOnTapGesture() throws {
    let node = try liveNode()
    guard let tap = node.attribute("onTapGesture") as? TapAction else {
      throw InspectionError.attributeNotFound(
        "onTapGesture", on: Kind.typeName, tree: graph.treeDescription(around: node))
    }
    guard node.environment.isEnabled else {
      throw InspectionError.unresponsive(Kind.typeName, reason: "it is disabled")
    }
    UpdateScheduler.perform { tap.action() }
  }
}

/// A node of a representable, for inspection.
@MainActor
protocol RepresentableNode {
  var representableDriver: AnyRepresentableDriver? { get }
}

extension TypedNode: RepresentableNode {}

// MARK: Text input

/// The kinds of view whose text a test sets: `TextField`, `SecureField`, `TextEditor` and
/// the search field.
public protocol TextInputViewType: KnownViewType {}
extension ViewType.TextField: TextInputViewType {}
extension ViewType.SecureField: TextInputViewType {}
extension ViewType.TextEditor: TextInputViewType {}
extension ViewType.SearchBar: TextInputViewType {}

extension InspectableView where Kind: TextInputViewType {
  /// The control's text (a secure field's too: the test asked for it).
  public func input() throws -> String {
    switch try control() {
    case .field(let field): return field.text
    case .textView(let view): return view.text
    }
  }

  /// Types `text` in place of the control's text, as a person would: it gets focus (a tap)
  /// if it had none, then the whole text is replaced in one edit, through the control's
  /// delegate calls, so bindings and `onChange` run once. Throws, changing nothing, when the
  /// control is disabled or refuses focus.
  public func setInput(_ text: String) throws {
    switch try responsiveControl() {
    case .field(let field):
      UpdateScheduler.perform {
        field.select(NSRange(location: 0, length: field.text.utf16.count))
        if text.isEmpty {
          if !field.text.isEmpty { field.deleteBackward() }
        } else {
          field.paste(text)
        }
      }
    case .textView(let view):
      UpdateScheduler.perform {
        view.select(NSRange(location: 0, length: view.text.utf16.count))
        if text.isEmpty {
          if !view.text.isEmpty { view.deleteBackward() }
        } else {
          view.paste(text)
        }
      }
    }
  }

  /// Submits the control as its return (or search) key does: its submit actions and the
  /// `.onSubmit` actions of the views around it run. It gets focus first if it had none.
  /// Throws for a `TextEditor`, whose return key is a line break.
  public func callOnSubmit() throws {
    let node = try liveNode()
    if let bar = (node as? any RepresentableNode)?.representableDriver?.platformView
      as? HeadlessSearchBar
    {
      _ = try responsiveControl()
      bar.tapSearchButton()
      return
    }
    switch try responsiveControl() {
    case .field(let field): field.tapReturnKey()
    case .textView:
      throw InspectionError(
        message: "A TextEditor has no submit: its return key inserts a line break.")
    }
  }

  /// The headless control behind the view.
  private func control() throws -> InspectedTextControl {
    switch try platformView() {
    case let field as HeadlessTextField: return .field(field)
    case let bar as HeadlessSearchBar: return .field(bar.searchTextField)
    case let view as HeadlessTextView: return .textView(view)
    case let other:
      throw InspectionError(
        message: "The view's control is a \(type(of: other)), not a text control.")
    }
  }

  /// The control, focused, when it is enabled and takes focus.
  private func responsiveControl() throws -> InspectedTextControl {
    let control = try self.control()
    switch control {
    case .field(let field):
      guard field.isEnabled else {
        throw InspectionError.unresponsive(Kind.typeName, reason: "it is disabled")
      }
      if !field.isFirstResponder { field.tap() }
      guard field.isFirstResponder else {
        throw InspectionError.unresponsive(Kind.typeName, reason: "it did not take focus")
      }
    case .textView(let view):
      guard view.isEditable else {
        throw InspectionError.unresponsive(Kind.typeName, reason: "it is disabled")
      }
      if !view.isFirstResponder { view.tap() }
      guard view.isFirstResponder else {
        throw InspectionError.unresponsive(Kind.typeName, reason: "it did not take focus")
      }
    }
    return control
  }
}

private enum InspectedTextControl {
  case field(HeadlessTextField)
  case textView(HeadlessTextView)
}

// MARK: Toggles, pickers, steppers, sliders

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
    try toggle().isOnBinding.wrappedValue
  }

  /// Taps the toggle: flips it, as one update batch. Throws, changing nothing, when it is
  /// disabled.
  public func tap() throws {
    let toggle = try self.toggle()
    guard try liveNode().environment.isEnabled else {
      throw InspectionError.unresponsive("Toggle", reason: "it is disabled")
    }
    UpdateScheduler.perform { toggle.isOnBinding.wrappedValue.toggle() }
  }

  /// The toggle's label.
  public func labelView() throws -> InspectableView<ViewType.ClassifiedView> {
    try onlyChild(of: "Toggle")
  }

  private func toggle() throws -> any ToggleControl {
    guard let toggle = try liveNode().viewValue as? any ToggleControl else {
      throw InspectionError(message: "The view is not a Toggle.")
    }
    return toggle
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
    let node = try liveNode()
    guard let picker = node.viewValue as? any PickerControl else {
      throw InspectionError(message: "The view is not a Picker.")
    }
    guard node.environment.isEnabled else {
      throw InspectionError.unresponsive("Picker", reason: "it is disabled")
    }
    let tags = optionTags(of: node)
    let wanted = AnyHashable(value)
    var selected = false
    UpdateScheduler.perform { selected = picker.select(wanted, amongTags: tags) }
    guard selected else {
      throw InspectionError(
        message: "The Picker has no option tagged \(value); its tags: \(tags.map { "\($0)" }).")
    }
  }

  /// The selected value.
  public func selectedValue() throws -> AnyHashable {
    guard let picker = try liveNode().viewValue as? any PickerControl else {
      throw InspectionError(message: "The view is not a Picker.")
    }
    return picker.selectedValue
  }

  /// The tags of the picker's options, in order.
  public func optionTags() throws -> [AnyHashable] {
    optionTags(of: try liveNode())
  }

  /// The picker's label.
  public func labelView() throws -> InspectableView<ViewType.ClassifiedView> {
    try part("label", of: "Picker")
  }

  /// The options' tags: `.tag(_:)`s, or the ids of `ForEach` rows without one, as SwiftUI
  /// tags them.
  private func optionTags(of node: ViewNode) -> [AnyHashable] {
    guard let content = node.children.first(where: { $0.key == .position(0) }) else { return [] }
    var tags: [AnyHashable] = []
    func visit(_ node: ViewNode, rowID: AnyHashable?) {
      if node.kind != nil, node.kind != .forEach {
        if let tag = node.attribute("tag") as? AnyHashable {
          tags.append(tag)
        } else if let rowID {
          tags.append(rowID)
        }
        return
      }
      for child in node.children {
        var id = rowID
        if node.kind == .forEach, case .id(let key) = child.key { id = key }
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
    try press { $0.increment }
  }

  /// Presses the stepper's minus button, as one update batch.
  public func decrement() throws {
    try press { $0.decrement }
  }

  private func press(_ button: (any StepperControl) -> (() -> Void)?) throws {
    let node = try liveNode()
    guard let stepper = node.viewValue as? any StepperControl else {
      throw InspectionError(message: "The view is not a Stepper.")
    }
    guard node.environment.isEnabled else {
      throw InspectionError.unresponsive("Stepper", reason: "it is disabled")
    }
    guard let action = button(stepper) else { return }
    UpdateScheduler.perform { action() }
  }
}

extension InspectableView where Kind == ViewType.Slider {
  /// The slider's value.
  public func value() throws -> Double {
    guard let slider = try liveNode().viewValue as? Slider else {
      throw InspectionError(message: "The view is not a Slider.")
    }
    return slider.value.wrappedValue
  }

  /// Moves the slider to `value` (clamped into its range), as one update batch.
  public func setValue(_ value: Double) throws {
    let node = try liveNode()
    guard let slider = node.viewValue as? Slider else {
      throw InspectionError(message: "The view is not a Slider.")
    }
    guard node.environment.isEnabled else {
      throw InspectionError.unresponsive("Slider", reason: "it is disabled")
    }
    UpdateScheduler.perform { slider.set(value) }
  }
}

// MARK: Rows

extension InspectableView where Kind == ViewType.ForEach {
  /// Deletes the rows at `offsets`, as swiping them away does: calls the `.onDelete` action,
  /// as one update batch.
  public func callOnDelete(_ offsets: IndexSet) throws {
    let node = try liveNode()
    guard let delete = node.attribute("onDelete") as? RowDeleteAction else {
      throw InspectionError.attributeNotFound(
        "onDelete", on: "ForEach", tree: graph.treeDescription(around: node))
    }
    UpdateScheduler.perform { delete.action(offsets) }
  }

  /// Moves the rows at `offsets` before the row at `destination`, as dragging does: calls
  /// the `.onMove` action, as one update batch.
  public func callOnMove(_ offsets: IndexSet, _ destination: Int) throws {
    let node = try liveNode()
    guard let move = node.attribute("onMove") as? RowMoveAction else {
      throw InspectionError.attributeNotFound(
        "onMove", on: "ForEach", tree: graph.treeDescription(around: node))
    }
    UpdateScheduler.perform { move.action(offsets, destination) }
  }

  /// How many rows the `ForEach` shows.
  public func count() throws -> Int {
    try liveNode().madeChildren.count
  }
}

// MARK: Sections, labels, images

extension InspectableView where Kind == ViewType.Section {
  /// The section's header.
  public func header() throws -> InspectableView<ViewType.ClassifiedView> {
    try part("header", of: "Section")
  }

  /// The section's footer.
  public func footer() throws -> InspectableView<ViewType.ClassifiedView> {
    try part("footer", of: "Section")
  }
}

extension InspectableView where Kind == ViewType.Label {
  /// The label's title.
  public func title() throws -> InspectableView<ViewType.ClassifiedView> {
    try part("title", of: "Label")
  }

  /// The label's icon.
  public func icon() throws -> InspectableView<ViewType.ClassifiedView> {
    try part("icon", of: "Label")
  }
}

extension InspectableView where Kind == ViewType.Image {
  /// The image's system symbol name, or its asset's name.
  public func imageName() throws -> String? {
    guard let image = try liveNode().viewValue as? Image else {
      throw InspectionError(message: "The view is not an Image.")
    }
    return image.systemName ?? image.name
  }
}

// MARK: The app's own views

extension InspectableView {
  /// The app's view as last rendered, with its live state: reading a `@State` gives the
  /// current value, and writing one (`form.focus = .email`) updates the screen, as the
  /// view's own code writing it does.
  public func actualView<T>() throws -> T where Kind == ViewType.View<T> {
    let node = try liveNode()
    if let missing = node.missingEnvironmentObject {
      throw InspectionError(
        message: Environment<Int>.missingObjectMessage(missing) + " (\(ViewTypeName.of(T.self)))")
    }
    let value: Any =
      (node.viewValue as? any RepresentableWrappedValue)?.wrappedValue ?? node.viewValue
    guard let view = value as? T else {
      throw InspectionError(message: "The view is \(node.kindDescription), not a \(T.self).")
    }
    InspectionRegistry.noteActualView(node: node, type: T.self)
    return view
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

/// Where `actualView().uiView()` finds the view a representable made: the node
/// `actualView()` last returned a value of that type from.
@MainActor
package enum InspectionRegistry {
  private final class WeakNode {
    weak var node: ViewNode?
    init(_ node: ViewNode) { self.node = node }
  }

  private static var lastActual: [ObjectIdentifier: WeakNode] = [:]

  static func noteActualView(node: ViewNode, type: Any.Type) {
    lastActual[ObjectIdentifier(type)] = WeakNode(node)
  }

  /// The platform view made for `representable`, when `actualView()` returned it (or an
  /// equal value) from a live tree.
  package static func platformView<R: Representable>(of representable: R) throws
    -> R.PlatformView
  {
    guard let node = lastActual[ObjectIdentifier(R.self)]?.node, !node.isRemoved else {
      throw InspectionError(
        message: """
          No live \(R.self) was inspected: get the value with \
          find(\(ViewTypeName.of(R.self)).self).actualView() first, then ask for its view.
          """)
    }
    guard
      let view = (node as? any RepresentableNode)?.representableDriver?.platformView
        as? R.PlatformView
    else {
      throw InspectionError(message: "The \(R.self) has made no view yet.")
    }
    return view
  }
}

// MARK: Navigation

/// A navigation link, as inspection reads it.
@MainActor
protocol NavigationLinkDestination {
  var destinationView: any View { get }
}

extension NavigationLink: NavigationLinkDestination {
  var destinationView: any View { destination }
}

extension InspectableView where Kind == ViewType.NavigationLink {
  /// The link's label.
  public func labelView() throws -> InspectableView<ViewType.ClassifiedView> {
    try onlyChild(of: "NavigationLink")
  }

  /// The view the link navigates to, hosted on its own (nothing is pushed headlessly), with
  /// the environment the link sees: the same as activating the link and inspecting what it
  /// showed.
  public func destination() throws -> InspectableView<ViewType.ClassifiedView> {
    let node = try liveNode()
    guard let link = node.viewValue as? any NavigationLinkDestination else {
      throw InspectionError(message: "The view is not a NavigationLink.")
    }
    let destination = link.destinationView
    let host = ViewHost(environment: node.environment, diagnosticHandler: graph.diagnosticHandler) {
      AnyView(destination)
    }
    return try host.inspect()
  }
}

private struct EditModeKey: EnvironmentKey {
  static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
  /// The edit mode of the views below, as SwiftUI's `\.editMode`: a navigation stack keeps
  /// one for the views on it, and `.environment(\.editMode, $mode)` gives the views below
  /// the app's own; `nil` outside both.
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }
}

/// A button that turns the edit mode of the views around it on and off, as SwiftUI's
/// `EditButton`: titled "Edit", and "Done" while editing.
///
/// It is a `Button`: `try host.inspect().find(button: "Edit").tap()` turns editing on, and
/// `find(ViewType.EditButton.self).editMode()` reads the binding it changes. With no edit
/// mode above it (no navigation stack, no `.environment(\.editMode, …)`), a tap does nothing,
/// as in SwiftUI.
public struct EditButton {
  /// An edit button.
  public init() {}

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension EditButton: PrimitiveView {
  static var readsState: Bool { true }

  func render(in context: inout RenderContext) {
    let editMode = context.environment.editMode
    let isEditing = context.read { editMode?.wrappedValue.isEditing ?? false }
    let button = Button(isEditing ? "Done" : "Edit") {
      guard let editMode else { return }
      withAnimation { editMode.wrappedValue = isEditing ? .inactive : .active }
    }
    context.child(.position(0), button)
  }

  static var fixedRole: NodeRole? { .view(.editButton) }
}

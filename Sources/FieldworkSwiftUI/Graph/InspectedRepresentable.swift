// What the graph asks of a representable and of the control it places, without knowing
// which they are: Fieldwork's components and headless controls answer (Views/), any other
// representable is a view of the app's.

/// A representable that inspection finds as one of SwiftUI's controls (`TextField`,
/// `SecureField`, `TextEditor`, a search field), with the parts it places under itself.
@MainActor
protocol InspectedRepresentable {
  /// The kind inspection finds it as.
  var inspectedKind: ViewKind { get }
  /// The views it places under itself by name (a text field's `label` and `prompt`).
  var labelParts: [(name: PartName, text: Text)] { get }
}

extension InspectedRepresentable {
  var labelParts: [(name: PartName, text: Text)] { [] }
}

/// A platform view whose state the printed tree shows and whose disabling inspection reads:
/// the headless controls.
@MainActor
protocol InspectedControl: AnyObject {
  /// Its state, as the printed tree shows it (a secure field's text as bullets).
  var inspectedAttributes: [ViewAttribute] { get }
  /// Whether it ignores the person's actions (disabled, or not editable).
  var ignoresThePerson: Bool { get }
}

extension AnyRepresentableDriver {
  /// The kind inspection finds the representable as: one of SwiftUI's controls, or a view of
  /// the app's.
  var inspectedKind: ViewKind {
    (representable as? any InspectedRepresentable)?.inspectedKind ?? .custom
  }

  /// The platform view's attributes; an app's own view shows as its description.
  var inspectedAttributes: [ViewAttribute] {
    if let control = platformView as? any InspectedControl { return control.inspectedAttributes }
    return platformView.map { [ViewAttribute(.view, String(describing: $0))] } ?? []
  }

  /// Whether the control behind the representable ignores the person.
  var controlIgnoresThePerson: Bool {
    (platformView as? any InspectedControl)?.ignoresThePerson ?? false
  }
}

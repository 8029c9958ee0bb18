/// What an alert, an action sheet or a confirmation dialog shows: its title and message as
/// parts, and its buttons (as `primaryButton`/`secondaryButton`, as content, or as the
/// `actions` part).
public struct _AlertContent<Actions: View, Message: View> {
  let kind: PresentationKind
  let title: Text
  let message: Message?
  let actions: Actions
  /// How the buttons are placed: the older alert's two named buttons, an action sheet's
  /// content, or the newer builders' `actions`.
  let layout: Layout
  let titleVisibility: Visibility

  enum Layout {
    case namedButtons
    case buttonContent
    case actions
  }
}

extension _AlertContent: View {
  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension _AlertContent: AlertContentView {}

extension _AlertContent: PrimitiveView {
  func render(in context: inout RenderContext) {
    // A tap on any of the buttons dismisses, after its action.
    var environment = context.environment
    environment.dismissesOnTap = environment.dismiss
    context.child(.part(.title), title)
    if let message { context.child(.part(.message), message) }
    switch layout {
    case .namedButtons:
      // The older alert's buttons are its parts, as ViewInspector's `primaryButton()` and
      // `secondaryButton()` reach them.
      if let buttons = actions as? NamedAlertButtons {
        context.child(
          .part(.primaryButton), AlertButtonView(button: buttons.primary), environment: environment
        )
        if let secondary = buttons.secondary {
          context.child(
            .part(.secondaryButton), AlertButtonView(button: secondary), environment: environment)
        }
      }
    case .buttonContent:
      context.child(.position(0), actions, environment: environment)
    case .actions:
      context.child(.part(.actions), actions, environment: environment)
    }
  }

  static var fixedRole: NodeRole? { nil }

  var nodeRole: NodeRole { .view(kind.viewKind) }

  var ownAttributes: [ViewAttribute] {
    titleVisibility == .automatic ? [] : [ViewAttribute(.titleVisibility, titleVisibility)]
  }
}

/// The older alert's two buttons, as named parts.
struct NamedAlertButtons {
  let primary: Alert.Button
  let secondary: Alert.Button?
}

extension NamedAlertButtons: View, PrimitiveView {
  var body: Never { primitiveBody(of: Self.self) }

  // The alert renders the buttons as its own parts; this value only carries them.
  func render(in context: inout RenderContext) {}
  static var fixedRole: NodeRole? { .transparent }
}

/// An action sheet's buttons, as content.
struct AlertButtonList {
  let buttons: [Alert.Button]
}

extension AlertButtonList: View, PrimitiveView {
  var body: Never { primitiveBody(of: Self.self) }

  func render(in context: inout RenderContext) {
    for (index, button) in buttons.enumerated() {
      context.child(.position(index), AlertButtonView(button: button))
    }
  }
  static var fixedRole: NodeRole? { .transparent }
}

// Alerts, action sheets and confirmation dialogs: SwiftUI's older `Alert` and `ActionSheet`
// values, and the newer modifiers with `actions` and `message` builders. Tapping one of their
// buttons runs its action and dismisses them, as on a device.

/// Whether a dialog shows its title, as SwiftUI's `Visibility` for `titleVisibility`.
public typealias DialogTitleVisibility = Visibility

/// Marks the views an alert-like presentation shows for itself.
@MainActor
protocol AlertContentView {}

extension EnvironmentValues {
  /// What a tap on a button dismisses after its action: the alert or dialog it is in.
  var dismissesOnTap: DismissAction? {
    get { self[DismissesOnTapKey.self] }
    set { self[DismissesOnTapKey.self] = newValue }
  }
}

extension View {
  /// Presents the alert `content` makes while `isPresented` is `true`, as SwiftUI's older
  /// `.alert(isPresented:content:)`.
  public func alert(isPresented: Binding<Bool>, content: @escaping () -> Alert) -> some View {
    modifier(
      _PresentationModifier(kind: .alert, isPresented: isPresented, onDismiss: nil) {
        content().view
      })
  }

  /// Presents the alert `content` makes for `item` while it is not `nil`.
  public func alert<Item: Identifiable>(item: Binding<Item?>, content: @escaping (Item) -> Alert)
    -> some View
  {
    modifier(
      _PresentationModifier(kind: .alert, isPresented: Binding(isPresent: item), onDismiss: nil) {
        item.wrappedValue.map { content($0).view }
      })
  }

  /// Presents an alert titled `title`, with the buttons `actions` builds and the message
  /// `message` builds, while `isPresented` is `true`, as SwiftUI's
  /// `.alert(_:isPresented:actions:message:)`.
  public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A,
    @ViewBuilder message: @escaping () -> M
  ) -> some View {
    modifier(
      _PresentationModifier(kind: .alert, isPresented: isPresented, onDismiss: nil) {
        _AlertContent(
          kind: .alert, title: title, message: message(), actions: actions(), layout: .actions,
          titleVisibility: .automatic)
      })
  }

  /// Presents an alert titled `title`, with the buttons `actions` builds and the message
  /// `message` builds.
  public func alert<A: View, M: View>(
    _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A,
    @ViewBuilder message: @escaping () -> M
  ) -> some View {
    alert(Text(verbatim: title), isPresented: isPresented, actions: actions, message: message)
  }

  /// Presents an alert titled `title`, with the buttons `actions` builds (an "OK" button for
  /// none), as SwiftUI's `.alert(_:isPresented:actions:)`.
  public func alert<A: View>(
    _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A
  ) -> some View {
    modifier(
      _PresentationModifier(kind: .alert, isPresented: isPresented, onDismiss: nil) {
        _AlertContent<A, EmptyView>(
          kind: .alert, title: Text(verbatim: title), message: nil, actions: actions(),
          layout: .actions, titleVisibility: .automatic)
      })
  }

  /// Presents an alert for the data `data` holds while `isPresented` is `true`, as SwiftUI's
  /// `.alert(_:isPresented:presenting:actions:message:)`.
  public func alert<T, A: View, M: View>(
    _ title: String, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    modifier(
      _PresentationModifier(kind: .alert, isPresented: isPresented, onDismiss: nil) {
        data.map {
          _AlertContent(
            kind: .alert, title: Text(verbatim: title), message: message($0), actions: actions($0),
            layout: .actions, titleVisibility: .automatic)
        }
      })
  }

  /// Presents the action sheet `content` makes while `isPresented` is `true`, as SwiftUI's
  /// older `.actionSheet(isPresented:content:)`.
  public func actionSheet(isPresented: Binding<Bool>, content: @escaping () -> ActionSheet)
    -> some View
  {
    modifier(
      _PresentationModifier(kind: .actionSheet, isPresented: isPresented, onDismiss: nil) {
        content().view
      })
  }

  /// Presents the action sheet `content` makes for `item` while it is not `nil`.
  public func actionSheet<Item: Identifiable>(
    item: Binding<Item?>, content: @escaping (Item) -> ActionSheet
  ) -> some View {
    modifier(
      _PresentationModifier(
        kind: .actionSheet, isPresented: Binding(isPresent: item), onDismiss: nil
      ) { item.wrappedValue.map { content($0).view } })
  }

  /// Presents a confirmation dialog titled `title`, with the buttons `actions` builds and the
  /// message `message` builds, while `isPresented` is `true`, as SwiftUI's
  /// `.confirmationDialog(_:isPresented:titleVisibility:actions:message:)`.
  public func confirmationDialog<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
  ) -> some View {
    modifier(
      _PresentationModifier(kind: .confirmationDialog, isPresented: isPresented, onDismiss: nil) {
        _AlertContent(
          kind: .confirmationDialog, title: title, message: message(), actions: actions(),
          layout: .actions, titleVisibility: titleVisibility)
      })
  }

  /// Presents a confirmation dialog titled `title`, with the buttons `actions` builds and
  /// the message `message` builds.
  public func confirmationDialog<A: View, M: View>(
    _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
  ) -> some View {
    confirmationDialog(
      Text(verbatim: title), isPresented: isPresented, titleVisibility: titleVisibility,
      actions: actions, message: message)
  }

  /// Presents a confirmation dialog titled `title`, with the buttons `actions` builds.
  public func confirmationDialog<A: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping () -> A
  ) -> some View {
    confirmationDialog(
      title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
      message: { EmptyView() })
  }

  /// Presents a confirmation dialog for the data `data` holds while `isPresented` is `true`.
  public func confirmationDialog<T, A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: @escaping (T) -> A,
    @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    modifier(
      _PresentationModifier(kind: .confirmationDialog, isPresented: isPresented, onDismiss: nil) {
        data.map {
          _AlertContent(
            kind: .confirmationDialog, title: title, message: message($0), actions: actions($0),
            layout: .actions, titleVisibility: titleVisibility)
        }
      })
  }

  /// Presents a confirmation dialog for the data `data` holds, with the buttons `actions`
  /// builds.
  public func confirmationDialog<T, A: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: @escaping (T) -> A
  ) -> some View {
    confirmationDialog(
      title, isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
      actions: actions, message: { _ in EmptyView() })
  }

  /// Presents a confirmation dialog titled `title`, with the buttons `actions` builds.
  public func confirmationDialog<A: View>(
    _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping () -> A
  ) -> some View {
    confirmationDialog(
      Text(verbatim: title), isPresented: isPresented, titleVisibility: titleVisibility,
      actions: actions, message: { EmptyView() })
  }

  /// Presents a confirmation dialog for the data `data` holds while `isPresented` is `true`.
  public func confirmationDialog<T, A: View, M: View>(
    _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: @escaping (T) -> A,
    @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    modifier(
      _PresentationModifier(kind: .confirmationDialog, isPresented: isPresented, onDismiss: nil) {
        data.map {
          _AlertContent(
            kind: .confirmationDialog, title: Text(verbatim: title), message: message($0),
            actions: actions($0), layout: .actions, titleVisibility: titleVisibility)
        }
      })
  }
}

// MARK: Attribute keys

extension AttributeKey {
  static var style: AttributeKey<Alert.Button.Style> { .init("style") }
  static var titleVisibility: AttributeKey<Visibility> { .init("titleVisibility") }
}

// Presentation: sheets, full-screen covers, popovers, alerts, action sheets and confirmation
// dialogs. A presented view is in the tree, as a part of the view that presents it, so a
// search reaches it; dismissing it (its own `dismiss`, a button of an alert, or the binding
// set to `false`) takes it out. As in SwiftUI, one alert-like presentation shows at a time: a
// second one asked for while the first is up is not shown, and the host says so.

/// The kinds of presentation.
enum PresentationKind: String, Sendable {
  case sheet, fullScreenCover, popover, alert, actionSheet, confirmationDialog

  /// Whether at most one of this kind shows at a time, screen-wide: an alert asked for while
  /// another alert is up is not shown, as in SwiftUI.
  var isExclusive: Bool { self == .alert }

  /// The part a presentation of this kind places: what it presents, named after the kind.
  var partName: PartName { PartName(rawValue) }

  /// The attribute a presentation of this kind records, named after the kind.
  var attributeKey: AttributeKey<PresentationAttribute> { AttributeKey(rawValue) }

  /// The view kind of what the presentation shows.
  var viewKind: ViewKind {
    switch self {
    case .sheet: .sheet
    case .fullScreenCover: .fullScreenCover
    case .popover: .popover
    case .alert: .alert
    case .actionSheet: .actionSheet
    case .confirmationDialog: .confirmationDialog
    }
  }
}

/// A value only the main actor touches, carried in a `Sendable` closure.
///
/// `@unchecked Sendable` is sound: the closures that hold one (a `DismissAction`) are
/// `@MainActor`, so the value is only ever read on the main actor, where it was made.
struct MainActorValue<Value>: @unchecked Sendable {
  let value: Value
}

/// A presentation as the modifier records it: its kind, and how to dismiss it.
struct PresentationAttribute: CustomStringConvertible {
  let kind: PresentationKind
  let isPresented: Bool
  var description: String { isPresented ? "presented" : "not presented" }
}

extension EnvironmentValues {
  /// Whether the view is in a presentation (a sheet, a pushed destination): what
  /// `isPresented` and `presentationMode` tell.
  public var isPresented: Bool {
    get { self[PresentationIsPresentedKey.self] }
    set { self[PresentationIsPresentedKey.self] = newValue }
  }

  var presentationIsPresented: Bool {
    get { isPresented }
    set { isPresented = newValue }
  }

  /// The presentation the view is in, as SwiftUI's older `presentationMode`:
  /// `presentationMode.wrappedValue.dismiss()`.
  public var presentationMode: Binding<PresentationMode> {
    let mode = PresentationMode(isPresented: isPresented, dismissAction: dismiss)
    return .constant(mode)
  }
}

extension View {
  /// Presents what `content` builds as a sheet while `isPresented` is `true`, as SwiftUI's
  /// `.sheet(isPresented:onDismiss:content:)`. `onDismiss` runs once the sheet is gone.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      _PresentationModifier(
        kind: .sheet, isPresented: isPresented, onDismiss: onDismiss, content: content))
  }

  /// Presents a sheet for `item` while it is not `nil`, as SwiftUI's
  /// `.sheet(item:onDismiss:content:)`; dismissing sets it to `nil`.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    modifier(
      _PresentationModifier(
        kind: .sheet, isPresented: Binding(isPresent: item), onDismiss: onDismiss,
        content: { item.wrappedValue.map(content) }))
  }

  /// Presents what `content` builds over the whole screen while `isPresented` is `true`, as
  /// SwiftUI's `.fullScreenCover(isPresented:onDismiss:content:)`.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      _PresentationModifier(
        kind: .fullScreenCover, isPresented: isPresented, onDismiss: onDismiss, content: content))
  }

  /// Presents a full-screen cover for `item` while it is not `nil`.
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    modifier(
      _PresentationModifier(
        kind: .fullScreenCover, isPresented: Binding(isPresent: item), onDismiss: onDismiss,
        content: { item.wrappedValue.map(content) }))
  }

  /// Presents what `content` builds in a popover while `isPresented` is `true`, as SwiftUI's
  /// `.popover(isPresented:attachmentAnchor:arrowEdge:content:)`.
  public func popover<Content: View>(
    isPresented: Binding<Bool>, arrowEdge: Edge = .top,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      _PresentationModifier(
        kind: .popover, isPresented: isPresented, onDismiss: nil, content: content))
  }

  /// Presents a popover for `item` while it is not `nil`.
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, arrowEdge: Edge = .top,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    modifier(
      _PresentationModifier(
        kind: .popover, isPresented: Binding(isPresent: item), onDismiss: nil,
        content: { item.wrappedValue.map(content) }))
  }
}

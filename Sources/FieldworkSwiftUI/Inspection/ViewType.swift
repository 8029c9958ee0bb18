/// The kinds of view inspection can find, in ViewInspector's spelling:
/// `find(ViewType.TextField.self)`, `findAll(ViewType.Text.self)`, and
/// `find(ViewType.View<ContentView>.self)` (or just `find(ContentView.self)`).
public enum ViewType {
  /// Any view: what `inspect()` and `find(where:)` give before a kind is known.
  public struct ClassifiedView: KnownViewType {
    /// Whether `node` is a view of this kind.
    public static func matches(_ node: ViewNodeReference) -> Bool { true }
    /// The kind's name, for messages.
    public static var typeName: String { "view" }
    /// Yes: it stands for the view it holds.
    public static var isClassified: Bool { true }
  }

  /// What a presentation shows (a sheet's, a popover's, a full-screen cover's content), as
  /// ViewInspector's `ViewType.Sheet`: `sheet().text()`, `sheet().dismiss()`.
  public struct Sheet: KnownViewType, KindMatching {
    static let kind = ViewKind.sheet
  }
  /// What a full-screen cover shows, as ViewInspector's `ViewType.FullScreenCover`.
  public struct FullScreenCover: KnownViewType, KindMatching {
    static let kind = ViewKind.fullScreenCover
  }
  /// What a popover shows, as ViewInspector's `ViewType.Popover`.
  public struct Popover: KnownViewType, KindMatching {
    static let kind = ViewKind.popover
  }
  /// What `.navigationDestination(isPresented:destination:)` pushes, as ViewInspector's
  /// `ViewType.NavigationDestination`.
  public struct NavigationDestination: KnownViewType, KindMatching {
    static let kind = ViewKind.navigationDestination
  }
  /// A button of an older `Alert` or `ActionSheet`, as ViewInspector's `ViewType.AlertButton`.
  public struct AlertButton: KnownViewType, KindMatching {
    static let kind = ViewKind.alertButton
  }

  /// `EmptyView`.
  public struct EmptyView: KnownViewType, KindMatching {
    static let kind = ViewKind.emptyView
  }
  /// `LazyHStack`.
  public struct LazyHStack: KnownViewType, KindMatching {
    static let kind = ViewKind.lazyHStack
  }
  /// A shape: `Rectangle`, `Circle`, `Capsule`, and the rest.
  public struct Shape: KnownViewType, KindMatching {
    static let kind = ViewKind.shape
  }
  /// An alert (`.alert`), presented.
  public struct Alert: KnownViewType, KindMatching {
    static let kind = ViewKind.alert
  }
  /// An action sheet (`.actionSheet`), presented.
  public struct ActionSheet: KnownViewType, KindMatching {
    static let kind = ViewKind.actionSheet
  }
  /// A confirmation dialog (`.confirmationDialog`), presented.
  public struct ConfirmationDialog: KnownViewType, KindMatching {
    static let kind = ViewKind.confirmationDialog
  }
  /// The types a style's configuration gives its body, as ViewInspector's
  /// `ViewType.StyleConfiguration`.
  public enum StyleConfiguration {
    /// A style configuration's label (`configuration.label`).
    public struct Label: KnownViewType, KindMatching {
      static let kind = ViewKind.styleConfigurationLabel
    }
  }

  /// A view of the app's own type `T` (a `View` of its own, or a representable).
  public struct View<T>: KnownViewType {
    /// Whether `node` is a view of this kind.
    public static func matches(_ node: ViewNodeReference) -> Bool {
      node.node.viewType == T.self
        || node.node.wrappedRepresentableType == T.self
    }
    /// The kind's name, for messages.
    public static var typeName: String { ViewTypeName.of(T.self) }
  }

  /// `Text`.
  public struct Text: KnownViewType, KindMatching {
    static let kind = ViewKind.text
  }
  /// `Button`.
  public struct Button: KnownViewType, KindMatching {
    static let kind = ViewKind.button
  }
  /// SwiftUI's `TextField` (Fieldwork's `TextField`), not secure.
  public struct TextField: KnownViewType, KindMatching {
    static let kind = ViewKind.textField
  }
  /// `SecureField`.
  public struct SecureField: KnownViewType, KindMatching {
    static let kind = ViewKind.secureField
  }
  /// `TextEditor`.
  public struct TextEditor: KnownViewType, KindMatching {
    static let kind = ViewKind.textEditor
  }
  /// Fieldwork's `SearchBar`, and the search field `.searchable(text:)` adds.
  public struct SearchBar: KnownViewType, KindMatching {
    static let kind = ViewKind.searchBar
  }
  /// `Toggle`.
  public struct Toggle: KnownViewType, KindMatching {
    static let kind = ViewKind.toggle
  }
  /// `Picker`.
  public struct Picker: KnownViewType, KindMatching {
    static let kind = ViewKind.picker
  }
  /// `Stepper`.
  public struct Stepper: KnownViewType, KindMatching {
    static let kind = ViewKind.stepper
  }
  /// `Slider`.
  public struct Slider: KnownViewType, KindMatching {
    static let kind = ViewKind.slider
  }
  /// `List`.
  public struct List: KnownViewType, KindMatching {
    static let kind = ViewKind.list
  }
  /// `ForEach`.
  public struct ForEach: KnownViewType, KindMatching {
    static let kind = ViewKind.forEach
  }
  /// `Section`.
  public struct Section: KnownViewType, KindMatching {
    static let kind = ViewKind.section
  }
  /// `Form`.
  public struct Form: KnownViewType, KindMatching {
    static let kind = ViewKind.form
  }
  /// `VStack`.
  public struct VStack: KnownViewType, KindMatching {
    static let kind = ViewKind.vStack
  }
  /// `HStack`.
  public struct HStack: KnownViewType, KindMatching {
    static let kind = ViewKind.hStack
  }
  /// `ZStack`.
  public struct ZStack: KnownViewType, KindMatching {
    static let kind = ViewKind.zStack
  }
  /// `LazyVStack`.
  public struct LazyVStack: KnownViewType, KindMatching {
    static let kind = ViewKind.lazyVStack
  }
  /// `LazyVGrid`.
  public struct LazyVGrid: KnownViewType, KindMatching {
    static let kind = ViewKind.lazyVGrid
  }
  /// `LazyHGrid`.
  public struct LazyHGrid: KnownViewType, KindMatching {
    static let kind = ViewKind.lazyHGrid
  }
  /// `ScrollView`.
  public struct ScrollView: KnownViewType, KindMatching {
    static let kind = ViewKind.scrollView
  }
  /// `Spacer`.
  public struct Spacer: KnownViewType, KindMatching {
    static let kind = ViewKind.spacer
  }
  /// `Divider`.
  public struct Divider: KnownViewType, KindMatching {
    static let kind = ViewKind.divider
  }
  /// `Image`.
  public struct Image: KnownViewType, KindMatching {
    static let kind = ViewKind.image
  }
  /// `Label`.
  public struct Label: KnownViewType, KindMatching {
    static let kind = ViewKind.label
  }
  /// `NavigationView`.
  public struct NavigationView: KnownViewType, KindMatching {
    static let kind = ViewKind.navigationView
  }
  /// `NavigationStack`.
  public struct NavigationStack: KnownViewType, KindMatching {
    static let kind = ViewKind.navigationStack
  }
  /// `NavigationSplitView`.
  public struct NavigationSplitView: KnownViewType, KindMatching {
    static let kind = ViewKind.navigationSplitView
  }
  /// `ScrollViewReader`.
  public struct ScrollViewReader: KnownViewType, KindMatching {
    static let kind = ViewKind.scrollViewReader
  }
  /// `DatePicker`.
  public struct DatePicker: KnownViewType, KindMatching {
    static let kind = ViewKind.datePicker
  }
  /// `DisclosureGroup`.
  public struct DisclosureGroup: KnownViewType, KindMatching {
    static let kind = ViewKind.disclosureGroup
  }
  /// `EditButton`.
  public struct EditButton: KnownViewType, KindMatching {
    static let kind = ViewKind.editButton
  }
  /// `Menu`.
  public struct Menu: KnownViewType, KindMatching {
    static let kind = ViewKind.menu
  }
  /// `TabView`.
  public struct TabView: KnownViewType, KindMatching {
    static let kind = ViewKind.tabView
  }
  /// `NavigationLink`.
  public struct NavigationLink: KnownViewType, KindMatching {
    static let kind = ViewKind.navigationLink
  }
  /// `Group`.
  public struct Group: KnownViewType, KindMatching {
    static let kind = ViewKind.group
  }
  /// `AnyView`.
  public struct AnyView: KnownViewType, KindMatching {
    static let kind = ViewKind.anyView
  }
  /// `GeometryReader`.
  public struct GeometryReader: KnownViewType, KindMatching {
    static let kind = ViewKind.geometryReader
  }
  /// `LinearGradient`.
  public struct LinearGradient: KnownViewType, KindMatching {
    static let kind = ViewKind.linearGradient
  }
  /// `Color`.
  public struct Color: KnownViewType, KindMatching {
    static let kind = ViewKind.color
  }
  /// `ToolbarItem` and `ToolbarItemGroup`.
  public struct ToolbarItem: KnownViewType, KindMatching {
    static let kind = ViewKind.toolbarItem
  }
  /// `ProgressView`.
  public struct ProgressView: KnownViewType, KindMatching {
    static let kind = ViewKind.progressView
  }
}

/// A view type matched by its kind.
@MainActor
protocol KindMatching: KnownViewType {
  static var kind: ViewKind { get }
}

extension KindMatching {
  /// Whether `node` is a view of this kind.
  public static func matches(_ node: ViewNodeReference) -> Bool {
    node.node.kind == kind
  }
  /// The kind's name, for messages.
  public static var typeName: String { kind.rawValue }
}

/// A view that places a representable of another type: `ViewType.View<T>` finds it by the
/// representable's type.
@MainActor
protocol RepresentableWrapped {
  /// The app's representable type the view wraps.
  static var wrappedType: Any.Type { get }
}

extension RepresentableView: RepresentableWrapped {
  static var wrappedType: Any.Type { Content.self }
}

extension ViewType.ClassifiedView: MultipleViewContent {}

extension ViewType.View: MultipleViewContent {}

extension ViewType.VStack: MultipleViewContent {}

extension ViewType.HStack: MultipleViewContent {}

extension ViewType.ZStack: MultipleViewContent {}

extension ViewType.LazyVStack: MultipleViewContent {}

extension ViewType.LazyHStack: MultipleViewContent {}

extension ViewType.LazyVGrid: MultipleViewContent {}

extension ViewType.LazyHGrid: MultipleViewContent {}

extension ViewType.Group: MultipleViewContent {}

extension ViewType.List: MultipleViewContent {}

extension ViewType.Form: MultipleViewContent {}

extension ViewType.Section: MultipleViewContent {}

extension ViewType.ForEach: MultipleViewContent {}

extension ViewType.ScrollView: MultipleViewContent {}

extension ViewType.NavigationView: MultipleViewContent {}

extension ViewType.NavigationStack: MultipleViewContent {}

extension ViewType.NavigationSplitView: MultipleViewContent {}

extension ViewType.TabView: MultipleViewContent {}

extension ViewType.Menu: MultipleViewContent {}

extension ViewType.DisclosureGroup: MultipleViewContent {}

extension ViewType.ToolbarItem: MultipleViewContent {}

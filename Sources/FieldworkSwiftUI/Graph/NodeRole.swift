/// What a node is in the tree, for every reader of it: a view of some kind (which a test
/// finds and VoiceOver reads), a modifier of the views below it, or structure (builder
/// output, a condition) that readers look through.
enum NodeRole {
  /// Looked through: the node's children stand in its place.
  case transparent
  /// A view of a kind `find` knows.
  case view(ViewKind)
  /// A modifier: its attributes belong to the first views below it.
  case modifier
}

/// The kinds of view the graph tells apart: what inspection's `ViewType` names and
/// accessibility reads.
enum ViewKind: String, Hashable, Sendable {
  case text = "Text"
  case button = "Button"
  case textField = "TextField"
  case secureField = "SecureField"
  case textEditor = "TextEditor"
  case searchBar = "SearchBar"
  case toggle = "Toggle"
  case picker = "Picker"
  case stepper = "Stepper"
  case slider = "Slider"
  case list = "List"
  case forEach = "ForEach"
  case section = "Section"
  case form = "Form"
  case vStack = "VStack"
  case hStack = "HStack"
  case zStack = "ZStack"
  case lazyVStack = "LazyVStack"
  case lazyHStack = "LazyHStack"
  case lazyVGrid = "LazyVGrid"
  case lazyHGrid = "LazyHGrid"
  case scrollView = "ScrollView"
  case spacer = "Spacer"
  case divider = "Divider"
  case image = "Image"
  case label = "Label"
  case navigationView = "NavigationView"
  case navigationStack = "NavigationStack"
  case navigationLink = "NavigationLink"
  case tabView = "TabView"
  case menu = "Menu"
  case editButton = "EditButton"
  case datePicker = "DatePicker"
  case disclosureGroup = "DisclosureGroup"
  case navigationSplitView = "NavigationSplitView"
  case scrollViewReader = "ScrollViewReader"
  case group = "Group"
  case anyView = "AnyView"
  case emptyView = "EmptyView"
  case geometryReader = "GeometryReader"
  case color = "Color"
  case linearGradient = "LinearGradient"
  case toolbarItem = "ToolbarItem"
  case shape = "Shape"
  case progressView = "ProgressView"
  case sheet = "Sheet"
  case fullScreenCover = "FullScreenCover"
  case popover = "Popover"
  case alert = "Alert"
  case alertButton = "AlertButton"
  case navigationDestination = "NavigationDestination"
  case tupleView = "TupleView"
  case actionSheet = "ActionSheet"
  case confirmationDialog = "ConfirmationDialog"
  case styleConfigurationLabel = "StyleConfiguration.Label"
  /// A view of the app's own type (or a representable of its own).
  case custom = "View"
}

extension ViewKind {
  /// Whether the view is a text control.
  var isTextInput: Bool {
    self == .textField || self == .secureField || self == .textEditor || self == .searchBar
  }
}

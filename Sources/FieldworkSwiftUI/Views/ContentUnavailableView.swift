/// What a screen shows when it has nothing to show, as SwiftUI's `ContentUnavailableView`
/// (iOS 17): a label, a description and actions.
///
/// ```swift
/// if results.isEmpty { ContentUnavailableView.search(text: query) }
/// ```
///
/// VoiceOver reads the label's title as a heading, then the description, then the actions.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  let label: Label
  let description: Description
  let actions: Actions

  /// A view of `label`, `description` and `actions`.
  public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  /// The label, the description and the actions, one under another.
  public var body: some View {
    VStack {
      label.accessibilityAddTraits(.isHeader)
      description
      actions
    }
  }
}

extension ContentUnavailableView
where Label == FieldworkSwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// A view titled `title` beside a system image, with an optional description.
  public init<S: StringProtocol>(
    _ title: S, systemImage name: String, description: Text? = nil
  ) {
    self.init(
      label: { FieldworkSwiftUI.Label(String(title), systemImage: name) },
      description: { description })
  }

  /// "No Results", as SwiftUI's search view shows when nothing matches.
  public static var search: ContentUnavailableView {
    ContentUnavailableView(
      "No Results", systemImage: "magnifyingglass",
      description: Text("Check the spelling or try a new search."))
  }

  /// "No Results for "query"", as SwiftUI's search view shows when nothing matches `text`.
  public static func search(text: String) -> ContentUnavailableView {
    ContentUnavailableView(
      "No Results for \u{201C}\(text)\u{201D}", systemImage: "magnifyingglass",
      description: Text("Check the spelling or try a new search."))
  }
}

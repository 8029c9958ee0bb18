/// Previews of a view, as SwiftUI's `PreviewProvider`: the views Xcode's canvas shows.
/// Headless, host them: `ViewHost { ContentView_Previews.previews }`, or
/// `Preview(ContentView_Previews.self).host()`.
///
/// `Preview/all` lists the `#Preview`s of a program, not its `PreviewProvider`s: a
/// conformance leaves no record a program can enumerate without reading the runtime's
/// conformance tables. Name a provider's type to host it.
@MainActor @preconcurrency
public protocol PreviewProvider {
  /// The type of the previews.
  associatedtype Previews: View
  /// The views to preview.
  @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }
}

extension View {
  /// Sizes the preview (recorded).
  public func previewLayout(_ layout: PreviewLayout) -> some View {
    attribute(.previewLayout, "\(layout)")
  }

  /// Names the preview (recorded).
  public func previewDisplayName(_ name: String?) -> some View {
    attribute(.previewDisplayName, name ?? "nil")
  }

  /// Picks the preview's device (recorded).
  public func previewDevice(_ device: PreviewDevice?) -> some View {
    attribute(.previewDevice, device?.rawValue ?? "nil")
  }
}

// MARK: Attribute keys

extension AttributeKey {
  static var previewDevice: AttributeKey<String> { .init("previewDevice") }
  static var previewDisplayName: AttributeKey<String> { .init("previewDisplayName") }
  static var previewLayout: AttributeKey<String> { .init("previewLayout") }
}

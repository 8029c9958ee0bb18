/// Declares a preview of a view, as SwiftUI's `#Preview`: a test can find it with
/// ``Preview/all`` and host it.
///
/// ```swift
/// #Preview("Searching", traits: .sizeThatFitsLayout) {
///   @Previewable @State var query = "ada"
///   SearchScreen(query: $query)
/// }
/// ```
///
/// The macro is expanded by Fieldwork's own compiler plugin, which needs no swift-syntax.
/// It declares a type that builds the body (`@Previewable` declarations become the state of
/// a view made for the preview) and, with Swift 6.3 and later, a record in the
/// `swift5_tests` section that ``Preview/all`` reads at run time.
///
/// - Parameters:
///   - name: The preview's name, shown by ``Preview/displayName``.
///   - traits: How the preview is laid out; ``Preview/host(diagnosticHandler:)`` sizes its screen from them.
///   - body: The view to preview. It is built on the main actor.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "FieldworkMacros", type: "PreviewMacro")

/// Marks a variable declared in a `#Preview` body as the preview's dynamic state, as
/// SwiftUI's `@Previewable`: `@Previewable @State var on = true`.
///
/// `#Preview` moves the declaration into a view it makes for the preview, so the state is
/// kept and updated as a view's is. Outside a `#Preview` body it does nothing.
@attached(peer)
public macro Previewable() = #externalMacro(module: "FieldworkMacros", type: "PreviewableMacro")

/// Declares an environment value in one line, as SwiftUI's `@Entry`.
///
/// ```swift
/// extension EnvironmentValues {
///   @Entry var accent: String = "blue"
///   @Entry var selectedContact: Contact?
/// }
/// ```
///
/// It adds a private key type, `__Key_accent`, whose default value is the initial value
/// (`nil` for an optional without one), and accessors that read and write
/// `self[__Key_accent.self]`. The property needs a type annotation.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "FieldworkMacros", type: "EntryMacro")

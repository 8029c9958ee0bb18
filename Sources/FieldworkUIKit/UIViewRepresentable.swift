/// A value that makes and updates a UIKit view, as SwiftUI's `UIViewRepresentable`: a
/// `Representable` under UIKit's names.
///
/// Write it as for iOS — `makeUIView(context:)`, `updateUIView(_:context:)`, an optional
/// `makeCoordinator()` and `static dismantleUIView(_:coordinator:)` — and host it with
/// `RepresentableHost { MyWrapper() }`: `host.view` is the `UIViewType` it made.
///
/// ```swift
/// struct SearchField: UIViewRepresentable {
///   @Binding var text: String
///
///   func makeCoordinator() -> Coordinator { Coordinator(text: $text) }
///
///   func makeUIView(context: Context) -> UISearchBar {
///     let bar = UISearchBar(frame: .zero)
///     bar.delegate = context.coordinator
///     return bar
///   }
///
///   func updateUIView(_ bar: UISearchBar, context: Context) {
///     bar.text = text
///   }
///
///   final class Coordinator: NSObject, UISearchBarDelegate {
///     @Binding var text: String
///     init(text: Binding<String>) { _text = text }
///     func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
///       text = searchText
///     }
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol UIViewRepresentable: Representable, View
where PlatformView == UIViewType, Body == Never {
  /// The UIKit view this value manages.
  associatedtype UIViewType: UIView
  /// The coordinator: the type `makeCoordinator()` returns, whatever its name, or `Void`
  /// when the representable declares none, as SwiftUI infers it.
  associatedtype Coordinator = Void

  /// Creates the coordinator, before the view exists. Called once per host.
  func makeCoordinator() -> Coordinator

  /// Creates the view. Called once per host, right after `makeCoordinator()`.
  func makeUIView(context: Context) -> UIViewType

  /// Brings the view up to date with this value: after `makeUIView(context:)`, and after
  /// every change to state the host read.
  func updateUIView(_ uiView: UIViewType, context: Context)

  /// Releases what `makeUIView(context:)` set up. Called once, when the host is dismantled.
  static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)

  /// The size the view wants for `proposal`, as SwiftUI 4's `sizeThatFits`; `nil` (the
  /// default) for the view's own size. Fieldwork lays nothing out: front ends may ask.
  func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

/// What a ``UIViewRepresentable`` sees while its view is made or updated, as SwiftUI's
/// `UIViewRepresentableContext`: the coordinator, the environment and the transaction.
public typealias UIViewRepresentableContext<Content: Representable> = RepresentableContext<
  Content
>

extension UIViewRepresentable {
  /// Calls ``makeUIView(context:)``.
  public func makeView(context: Context) -> UIViewType {
    makeUIView(context: context)
  }

  /// Calls ``updateUIView(_:context:)``.
  public func updateView(_ view: UIViewType, context: Context) {
    updateUIView(view, context: context)
  }

  /// Calls ``dismantleUIView(_:coordinator:)``.
  public static func dismantleView(_ view: UIViewType, coordinator: Coordinator) {
    dismantleUIView(view, coordinator: coordinator)
  }

  /// Does nothing, as UIKit's default.
  public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}

  /// `nil`: the view's own size.
  public func sizeThatFits(
    _ proposal: ProposedViewSize, uiView: UIViewType, context: Context
  ) -> CGSize? { nil }
}

extension UIViewRepresentable {
  /// The UIKit view this value made in a hosted tree, as ViewInspector's `uiView()`: ask for it
  /// on the value inspection returned, `try view.find(MyWrapper.self).actualView().uiView()`.
  ///
  /// Throws when no `actualView()` of this type came from a tree that is still live.
  public func uiView() throws -> UIViewType {
    try InspectionRegistry.platformView(of: self)
  }
}

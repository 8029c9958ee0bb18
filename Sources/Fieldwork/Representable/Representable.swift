/// A value that describes a platform view and keeps it up to date, as SwiftUI's
/// `UIViewRepresentable`.
///
/// A ``RepresentableHost`` drives the lifecycle: ``makeCoordinator()`` once, ``makeView(context:)``
/// once, ``updateView(_:context:)`` after that and again whenever state the host read changes,
/// and ``dismantleView(_:coordinator:)`` once at the end. Code written against
/// `UIViewRepresentable` ports by renaming `makeUIView`/`updateUIView`/`dismantleUIView`:
///
/// ```swift
/// struct SearchField: Representable {
///   @Binding var text: String
///
///   func makeCoordinator() -> Coordinator { Coordinator(text: $text) }
///
///   func makeView(context: Context) -> HeadlessSearchBar {
///     let bar = HeadlessSearchBar()
///     bar.delegate = context.coordinator
///     return bar
///   }
///
///   func updateView(_ bar: HeadlessSearchBar, context: Context) {
///     if bar.text != text { bar.text = text }
///   }
///
///   final class Coordinator: HeadlessSearchBarDelegate {
///     @Binding var text: String
///     init(text: Binding<String>) { _text = text }
///     func searchBar(_ searchBar: HeadlessSearchBar, textDidChange searchText: String) {
///       text = searchText
///     }
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol Representable {
  /// The view type this value manages; a class, as UIKit views are.
  associatedtype PlatformView: AnyObject
  /// A type that relays the view's delegate calls and actions back into state.
  associatedtype Coordinator = Void

  /// The context passed to ``makeView(context:)`` and ``updateView(_:context:)``.
  typealias Context = RepresentableContext<Self>

  /// Creates the coordinator, before the view exists. Called once per host.
  func makeCoordinator() -> Coordinator

  /// Creates the view. Called once per host, right after ``makeCoordinator()``.
  func makeView(context: Context) -> PlatformView

  /// Brings the view up to date with this value. Called after ``makeView(context:)`` and after
  /// every change to state the host read.
  ///
  /// Assign only what differs: assigning a control's text when it is unchanged would move the
  /// caret. Writing state here is allowed: the write is applied after this update returns.
  func updateView(_ view: PlatformView, context: Context)

  /// Releases what ``makeView(context:)`` set up. Called once, when the host is dismantled.
  static func dismantleView(_ view: PlatformView, coordinator: Coordinator)
}

extension Representable where Coordinator == Void {
  /// Makes no coordinator.
  public func makeCoordinator() {}
}

extension Representable {
  /// Does nothing.
  public static func dismantleView(_ view: PlatformView, coordinator: Coordinator) {}
}

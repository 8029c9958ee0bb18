@_exported import Fieldwork
@_exported import FieldworkCombine
@_exported import Foundation
@_exported import Observation

/// A part of a screen, as SwiftUI's `View`: a value whose ``body`` describes what it shows,
/// built from other views.
///
/// ```swift
/// struct Greeting: View {
///   @State private var name = ""
///
///   var body: some View {
///     VStack {
///       TextField("Name", text: $name)
///       Text(name.isEmpty ? "Who are you?" : "Hello, \(name)!")
///     }
///   }
/// }
///
/// let host = ViewHost { Greeting() }
/// try host.inspect().find(ViewType.TextField.self).setInput("Ada")
/// try host.inspect().find(text: "Hello, Ada!")
/// ```
///
/// A ``ViewHost`` evaluates `body` into a tree of nodes kept by structural identity (a view's
/// place in its parent's builder, `ForEach` ids and `.id(_:)`), as SwiftUI does. The
/// `@State` a view declares lives on its node: it survives the parent's re-renders and
/// starts fresh when the view leaves the tree and comes back. Nothing is laid out or drawn;
/// modifiers are kept as attributes a test can read.
@MainActor @preconcurrency
public protocol View {
  /// The type of view this view is made of.
  associatedtype Body: View

  /// What this view shows, built from other views. A host evaluates it again whenever state
  /// it read changes.
  @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: View {
  /// A view without a body: the body of Fieldwork's primitive views (`Text`, `VStack`, …).
  public typealias Body = Never

  /// No value of `Never` exists, so this is never called.
  public var body: Never { primitiveBody(of: Never.self) }
}

/// What a primitive view answers when asked for its body: it has none, as SwiftUI's
/// primitive views have none. The host renders primitive views itself; calling `body` on
/// one stops the program with this message, as in SwiftUI.
nonisolated func primitiveBody<V>(of view: V.Type) -> Never {
  preconditionFailure("\(V.self) is a primitive view: it has no body to evaluate")
}

/// Builds views from the statements of a closure, as SwiftUI's `ViewBuilder`: several
/// views, `if`/`else`, `if let`, `switch`, and optional content.
///
/// Its methods only wrap values, so they are not isolated: a view can be built anywhere
/// (an XCTest method builds one before inspecting it), and rendered on the main actor.
@resultBuilder
public enum ViewBuilder {
  /// No views.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// One view, as it is.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// Several views, in order.
  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<repeat each Content> {
    TupleView(repeat each content)
  }

  /// A view.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// A `Representable` that is not a view itself: placed as one.
  public static func buildExpression<Content: Representable>(
    _ content: Content
  ) -> RepresentableView<Content> {
    RepresentableView(content)
  }

  /// A representable that is a view already (Fieldwork's components, a
  /// `UIViewRepresentable`).
  public static func buildExpression<Content: View & Representable>(
    _ content: Content
  ) -> Content {
    content
  }

  /// The content of an `if` without `else`, or `nil`.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// The content of an `if` without `else`, or `nil`.
  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

  /// The first branch of an `if`/`else` or a `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The second branch of an `if`/`else` or a `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// Content inside `if #available`.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

/// Several views, built by a ``ViewBuilder``; each keeps its place as its identity.
public struct TupleView<each Content: View> {
  /// The views, held once for every copy of the tuple view.
  let elements: TupleViewElements<(repeat each Content)>

  /// The views. Read-only, where SwiftUI's can be set: every copy of the tuple view shares
  /// them, so that copying a row's builder output costs a retain.
  public var value: (repeat each Content) { elements.value }

  /// Views in order.
  public init(_ value: repeat each Content) {
    elements = TupleViewElements((repeat each value))
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

/// The views of a ``TupleView``, which its copies share.
///
/// A tuple of a parameter pack is copied through the runtime's look-up of the tuple's type,
/// made under a lock every time; a list copies each row's builder output several times as
/// it makes the row. Held in a class, the tuple is copied never, and destroyed once.
final class TupleViewElements<Elements> {
  let value: Elements

  init(_ value: Elements) {
    self.value = value
  }
}

/// One of two views, chosen by an `if`/`else` or a `switch`. Switching branches replaces the
/// view (and ends its state), as in SwiftUI.
public struct _ConditionalContent<TrueContent: View, FalseContent: View> {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage

  nonisolated init(storage: Storage) {
    self.storage = storage
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension Optional: View where Wrapped: View {
  /// None: a primitive view; `nil` shows nothing.
  public var body: Never { primitiveBody(of: Self.self) }
}

/// Nothing, as SwiftUI's `EmptyView`.
public struct EmptyView {
  /// Nothing.
  public init() {}

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

/// A view of any type, as SwiftUI's `AnyView`. A different type inside replaces the view (and
/// ends its state).
public struct AnyView {
  let content: any View

  /// Wraps `view`.
  public init<Content: View>(_ view: Content) {
    content = (view as? AnyView)?.content ?? view
  }

  /// Wraps `view`, or `nil` when it is not a view.
  public init?(_fromValue value: Any) {
    guard let view = value as? any View else { return nil }
    content = view
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

/// Views grouped without a container, as SwiftUI's `Group`: modifiers on it reach each of
/// them.
public struct Group<Content: View> {
  let content: Content

  /// Groups the views `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

/// A `Representable` placed in a view tree: made, updated and dismantled by its node, as a
/// `UIViewRepresentable` is in SwiftUI. A `@ViewBuilder` wraps representables that are not
/// views themselves in one; declare `extension MyField: View {}` to use view modifiers on
/// yours directly.
public struct RepresentableView<Content: Representable> {
  /// The representable.
  public var representable: Content

  /// Places `representable` in the tree.
  public init(_ representable: Content) {
    self.representable = representable
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension Representable where Self: View {
  /// None: a representable is made and updated by its node.
  public var body: Never { primitiveBody(of: Self.self) }
}

// Conformed in extensions, so the types are not isolated to the main actor: a view can be
// built anywhere (an XCTest method builds one before inspecting it); only `body` is.
extension TupleView: View {}
extension _ConditionalContent: View {}
extension EmptyView: View {}
extension AnyView: View {}
extension Group: View {}
extension RepresentableView: View {}

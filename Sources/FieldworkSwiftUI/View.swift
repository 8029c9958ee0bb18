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

extension Optional: View where Wrapped: View {
  /// None: a primitive view; `nil` shows nothing.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension Representable where Self: View {
  /// None: a representable is made and updated by its node.
  public var body: Never { primitiveBody(of: Self.self) }
}

/// A view that lets its content scroll to a view by its id, as SwiftUI's
/// `ScrollViewReader`.
///
/// ```swift
/// ScrollViewReader { proxy in
///   List(messages) { MessageRow($0) }
///     .onChange(of: messages.count) { proxy.scrollTo(messages.last?.id, anchor: .bottom) }
/// }
/// ```
///
/// Nothing scrolls here: ``ScrollViewProxy/scrollTo(_:anchor:)`` records where it was asked
/// to go, and a test reads it with `scrollViewReader().scrolledTo()`.
public struct ScrollViewReader<Content: View> {
  let content: (ScrollViewProxy) -> Content

  /// A reader whose `content` gets the proxy.
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
    self.content = content
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

/// Where a reader's proxy last scrolled to: a class, so that the proxy a body captured
/// writes where inspection reads.
final class ScrollRecord {
  var target: (id: AnyHashable, anchor: UnitPoint?)?
}

extension ScrollViewReader: PrimitiveView {
  func render(in context: inout RenderContext) {
    let state = context.node.modifierState
    let record = (state.memo as? ScrollRecord) ?? ScrollRecord()
    state.memo = record
    context.child(.position(0), content(ScrollViewProxy(record: record)))
  }

  static var fixedRole: NodeRole? { .view(.scrollViewReader) }
}

extension View {
  /// Sets how scroll views below bounce along `axes` (kept; nothing scrolls).
  public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical])
    -> some View
  {
    attribute(.scrollBounceBehavior, behavior)
  }
}

// MARK: Attribute keys

extension AttributeKey {
  static var scrollBounceBehavior: AttributeKey<ScrollBounceBehavior> {
    .init("scrollBounceBehavior")
  }
}

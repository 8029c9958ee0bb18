/// `.onTapGesture`: kept for inspection to call.
public struct _TapGestureModifier: PrimitiveModifier {
  let count: Int
  let action: () -> Void

  var attributes: [ViewAttribute] { [ViewAttribute(.onTapGesture, TapAction(action: action))] }
}

/// An `.onAppear` or `.onDisappear` action, as an attribute.
struct LifecycleAction: CustomStringConvertible {
  let action: () -> Void
  var description: String { "action" }
}

/// A `.task` action, as an attribute.
struct TaskAction: CustomStringConvertible {
  let id: TaskIdentity?
  let action: @MainActor @Sendable () async -> Void
  var description: String { id.map { "id: \($0)" } ?? "action" }
}

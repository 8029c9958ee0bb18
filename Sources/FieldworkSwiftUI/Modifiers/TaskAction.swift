/// A `.task` action, as an attribute.
struct TaskAction: CustomStringConvertible {
  let id: TaskIdentity?
  let action: @MainActor @Sendable () async -> Void
  var description: String { id.map { "id: \($0)" } ?? "action" }
}

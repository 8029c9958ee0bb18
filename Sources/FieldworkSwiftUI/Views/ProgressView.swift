/// Progress, as SwiftUI's `ProgressView`: indeterminate, or a value of a total.
public struct ProgressView {
  /// The label's text, if any.
  public let title: String?
  /// The progress made, for a determinate view.
  public let value: Double?
  /// The total, for a determinate view.
  public let total: Double

  /// An indeterminate progress view.
  public init() {
    title = nil
    value = nil
    total = 1
  }

  /// An indeterminate progress view titled `title`.
  public init(_ title: String) {
    self.title = title
    value = nil
    total = 1
  }

  /// A progress view of `value` out of `total`.
  public init<V: BinaryFloatingPoint>(_ title: String? = nil, value: V?, total: V = 1.0) {
    self.title = title
    if let value { self.value = Double(value) } else { self.value = nil }
    self.total = Double(total)
  }

  /// A progress view of `value` out of `total`.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    self.init(nil, value: value, total: total)
  }

  /// None: a primitive view.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension ProgressView: PrimitiveView {
  func render(in context: inout RenderContext) {
    if let title { context.child(.part(.label), Text(title)) }
  }
  static var fixedRole: NodeRole? { .view(.progressView) }
  var ownAttributes: [ViewAttribute] {
    value.map { [ViewAttribute(.value, "\($0) of \(total)")] } ?? []
  }
}

extension ProgressView: View {}

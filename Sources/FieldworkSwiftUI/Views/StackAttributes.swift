func stackAttributes<A: Equatable>(_ alignment: A, _ spacing: CGFloat?, default: A)
  -> [ViewAttribute]
{
  var attributes: [ViewAttribute] = []
  if alignment != `default` { attributes.append(ViewAttribute(.alignment, alignment)) }
  if let spacing { attributes.append(ViewAttribute(.spacing, spacing)) }
  return attributes
}

extension AttributeKey {
  static var alignment: AttributeKey<Any> { .init("alignment") }
  static var spacing: AttributeKey<CGFloat> { .init("spacing") }
}

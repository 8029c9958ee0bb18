/// A `.focusable(_:onFocusChange:)` as recorded.
struct FocusChangeAction: CustomStringConvertible {
  let isFocusable: Bool
  let action: (Bool) -> Void
  var description: String { "\(isFocusable)" }
}
